import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkViewSchema, uploadViewSchema } from '../api/result-schemas';
import { GAUGE_STROKE } from '../status-colors';
import { analysisFields, COVERAGE, linkAnswer, uploadAnswer } from '../test/make-result';
import { makeReview } from '../test/make-review';
import { ResultPanel, type ShownResult } from './result-panel';

// Rendering and user-event typing are slow on the shared 2-core machine; the default 5 s is too tight.
const SLOW = { timeout: 20_000 };

/** An answer as the page holds it: read through the same schema the upload client uses. */
function csvResult(body: unknown): ShownResult {
  return { kind: 'csv', data: uploadViewSchema.parse(body) };
}

function renderPanel(body: unknown, focusOnArrival = false) {
  return render(<ResultPanel result={csvResult(body)} focusOnArrival={focusOnArrival} />);
}

/** The review texts in list order. */
const rowTexts = () =>
  screen
    .queryAllByTestId('review-row')
    .map((row) => row.querySelector('[id^="review-text-"]')?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResultPanel: the spec fields', SLOW, () => {
  it('shows the six fields with labels, the percentage with a % sign, and the gauge', () => {
    renderPanel(uploadAnswer());
    expect(screen.getByTestId('prod-id')).toHaveTextContent('B01IPHVFUI');
    expect(screen.getByTestId('prod-name')).toHaveTextContent('Blue Kettle');
    expect(screen.getByTestId('total-reviews')).toHaveTextContent('3');
    expect(screen.getByTestId('fake-reviews-count')).toHaveTextContent('1');
    expect(screen.getByTestId('fake-percentage')).toHaveTextContent('33.33%');
    expect(screen.getByTestId('product-status')).toHaveTextContent('Likely Fake');
    expect(screen.getByRole('img', { name: 'Fake reviews: 33.33% (elevated)' })).toBeVisible();
  });

  it.each([
    [24.99, 'green', 'low'],
    [25, 'green', 'low'],
    [25.01, 'orange', 'elevated'],
    [50, 'orange', 'elevated'],
    [50.01, 'red', 'high'],
  ] as const)('colours the gauge for %s%% %s and says "%s"', (value, tone, word) => {
    renderPanel(uploadAnswer({ fake_percentage: value }));
    expect(screen.getByTestId('fake-gauge')).toHaveAttribute('data-tone', tone);
    expect(screen.getByTestId('fake-gauge-arc')).toHaveAttribute('stroke', GAUGE_STROKE[tone]);
    expect(screen.getByTestId('fake-gauge-arc')).toHaveAttribute(
      'stroke-dasharray',
      `${value} 100`,
    );
    expect(screen.getByTestId('fake-gauge')).toHaveTextContent(`Fake share: ${word}`);
    expect(screen.getByTestId('fake-percentage')).toHaveTextContent(`${value}%`);
  });

  it.each([
    ['Fake', 'red', 'rgb(185, 28, 28)'],
    ['Likely Fake', 'yellow', 'rgb(250, 204, 21)'],
    ['Genuine', 'green', 'rgb(21, 128, 61)'],
    ['Looks fine', 'green', 'rgb(21, 128, 61)'],
  ])('colours the status %j %s', (status, tone, background) => {
    renderPanel(uploadAnswer({ product_status: status }));
    const badge = screen.getByTestId('product-status');
    expect(badge).toHaveTextContent(status);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveStyle({ backgroundColor: background });
  });

  it('shows N/A for a missing or null prod_id and prod_name, and needs only the six fields', () => {
    renderPanel({
      total_reviews: 10,
      fake_reviews_count: 0,
      fake_percentage: 0,
      product_status: 'OK',
    });
    expect(screen.getByTestId('prod-id')).toHaveTextContent(/^N\/A$/);
    expect(screen.getByTestId('prod-name')).toHaveTextContent(/^N\/A$/);
    expect(screen.getByTestId('product-status')).toHaveAttribute('data-tone', 'green');
    expect(screen.queryByRole('heading', { name: 'All alerts' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Why' })).toBeNull();
    expect(screen.queryByTestId('review-row')).toBeNull();

    renderPanel(uploadAnswer({ prod_id: null, prod_name: null }));
    expect(screen.getAllByTestId('prod-id')[1]).toHaveTextContent(/^N\/A$/);
    expect(screen.getAllByTestId('prod-name')[1]).toHaveTextContent(/^N\/A$/);
  });
});

describe('ResultPanel: the answer first', SLOW, () => {
  it('leads with the product, its verdict, grade, fake share with counts, one sentence and what was not judged', () => {
    renderPanel(uploadAnswer());
    const card = screen.getByTestId('verdict-card');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Blue Kettle');
    expect(within(card).getByTestId('verdict-status')).toHaveTextContent('Likely Fake');
    expect(within(card).getByTestId('verdict-grade')).toHaveTextContent(
      'Grade C · trust score 61 / 100',
    );
    expect(within(card).getByTestId('verdict-share')).toHaveTextContent(
      '33.33% fake · 1 of 3 reviews',
    );
    expect(within(card).getByTestId('verdict-sentence')).toHaveTextContent(
      '1 of 3 reviews looks fake; the other 2 show no sign of it.',
    );
    // The server's explanation of the verdict, and its coverage in short.
    expect(within(card).getByTestId('consistency-note')).toHaveTextContent(
      '1 of 3 judged reviews looks fake (33.33 %). A verdict needs at least 10 judged reviews.',
    );
    expect(within(card).getByTestId('coverage-statement')).toHaveTextContent(
      '3 of 4 reviews were checked.Not checked: 1 with a rating but no text.',
    );
    // What no check can see is said next to the verdict, not only in the FAQ.
    expect(within(card).getByTestId('detector-limits')).toHaveTextContent(
      'a fake review a paid person wrote in their own words',
    );
    // The full account of the checks is with the details.
    expect(screen.getByTestId('review-coverage')).toHaveTextContent('3 of 4 reviews were judged.');
    // The card comes before every other part of the result.
    const panel = screen.getByTestId('result-panel');
    expect(panel.querySelector('section')).toBe(card);
  });

  // The verdict's doubt sits beside it, not only in the words below: a skimming shopper must not take a
  // 'Genuine' the evidence does not settle for a firm one.
  it('marks a verdict given with low confidence beside the verdict, and only such a verdict', () => {
    const { unmount } = renderPanel(
      uploadAnswer({ product_status: 'Genuine', low_confidence: true }),
    );
    const card = screen.getByTestId('verdict-card');
    expect(within(card).getByTestId('verdict-confidence')).toHaveTextContent('Low confidence');
    unmount();
    const firm = renderPanel(uploadAnswer({ product_status: 'Genuine', low_confidence: false }));
    expect(screen.queryByTestId('verdict-confidence')).toBeNull();
    firm.unmount();
    // No verdict has no confidence to qualify: the status says so itself.
    renderPanel(uploadAnswer({ product_status: 'Not enough reviews', low_confidence: true }));
    expect(screen.queryByTestId('verdict-confidence')).toBeNull();
  });

  // A shop's pages show the reviews it lists first, not a sample of all it counts: the verdict says whose it is.
  it("says beside a link's verdict how few of the shop's reviews it rests on", () => {
    const link = (coverage: Record<string, unknown>) =>
      render(
        <ResultPanel
          result={{
            kind: 'link',
            data: linkViewSchema.parse(
              linkAnswer({ coverage: { ...linkAnswer().coverage, ...coverage } }),
            ),
          }}
          focusOnArrival={false}
        />,
      );
    const partial = link({ reviews_found: 3, reviews_claimed: 120 });
    expect(within(screen.getByTestId('verdict-card')).getByTestId('shop-part')).toHaveTextContent(
      'The shop counts 120 reviews; its pages gave 3, the ones it lists first. The verdict is about ' +
        'those, not the rest.',
    );
    // The interval is a sample's: beside it, whose sample it is.
    expect(screen.getByTestId('interval-shop-part')).toHaveTextContent(
      'That interval is about the reviews the shop lists first. The other 117 reviews it counts ' +
        'were not read, and the shop chooses which come first: they may differ.',
    );
    partial.unmount();
    const whole = link({ reviews_found: 3, reviews_claimed: 3 });
    expect(screen.queryByTestId('shop-part')).toBeNull();
    expect(screen.queryByTestId('interval-shop-part')).toBeNull();
    whole.unmount();
    link({ reviews_found: 3, reviews_claimed: null });
    expect(screen.queryByTestId('shop-part')).toBeNull();
  });

  it('moves focus to the answer when it arrives', () => {
    renderPanel(uploadAnswer(), true);
    expect(screen.getByRole('heading', { level: 2, name: 'Blue Kettle' })).toHaveFocus();
  });

  // 300 reviews checked, but the text model read 30 and those look fake (docs/decisions/176): no verdict, and no
  // surface blames the number of reviews.
  it('says why there is no verdict when enough reviews were checked but too few read', () => {
    const answer = uploadAnswer({
      trust_grade: null,
      trust_score: null,
      product_status: 'Not enough reviews',
      total_reviews: 300,
      reviews_assessed: 300,
      fake_reviews_count: 30,
      fake_percentage: 10,
    });
    renderPanel({
      ...answer,
      review_coverage: {
        ...answer.review_coverage,
        judged: 300,
        by_check: { ...answer.review_coverage.by_check, text_model: 30 },
      },
    });
    expect(screen.getByTestId('trust-score')).toHaveTextContent(
      'None: without a verdict there is no score or grade.',
    );
    expect(screen.getByTestId('verdict-sentence')).toHaveTextContent(
      'Only 30 of the 300 reviews checked could be checked for machine writing, and too many of those look ' +
        'fake to call the product genuine: no verdict.',
    );
    expect(screen.getByTestId('fake-gauge')).toHaveTextContent('Fake share: no verdict');
    expect(document.body).not.toHaveTextContent(/too few reviews/u);
  });

  it('gives no grade or score, and a neutral status, when the server gives none', () => {
    renderPanel(
      uploadAnswer({ trust_grade: null, trust_score: null, product_status: 'Not enough reviews' }),
    );
    expect(screen.queryByTestId('verdict-grade')).toBeNull();
    expect(screen.getByTestId('verdict-status')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByTestId('trust-score')).toHaveTextContent('None: too few reviews');
    expect(screen.getByTestId('verdict-sentence')).toHaveTextContent(
      'Only 3 reviews could be checked: too few to say whether they are fake.',
    );
    // The share is still shown, but not in a verdict's colour.
    expect(screen.getByTestId('fake-gauge')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByTestId('fake-gauge-arc')).toHaveAttribute('stroke', GAUGE_STROKE.neutral);
    expect(screen.getByTestId('fake-gauge')).toHaveTextContent('Fake share: no verdict');
    expect(screen.getByTestId('fake-percentage')).toHaveTextContent('33.33%');
    // What the server says about it, and what was not judged.
    expect(screen.getByTestId('consistency-note')).toHaveTextContent(
      'A verdict needs at least 10 judged reviews.',
    );
    expect(screen.getByTestId('coverage-statement')).toHaveTextContent(
      'Not checked: 1 with a rating but no text.',
    );
  });

  it('says next to the verdict how much of a partly judged set each check could read', () => {
    renderPanel(
      uploadAnswer({
        review_coverage: {
          ...analysisFields().review_coverage,
          not_scored: { language_not_covered: 2 },
          by_check: { ...analysisFields().review_coverage.by_check, text_model: 1 },
        },
      }),
    );
    expect(screen.getByTestId('coverage-statement')).toHaveTextContent(
      '3 of 4 reviews were checked.Not checked: 1 with a rating but no text.' +
        'The machine-writing check read 1 of the 3 reviews checked. The other 2 were checked for ' +
        'copies and other signs only: 2 in a language it was not trained on.',
    );
  });

  it('says why: the strongest evidence first, each opening the reviews behind it', async () => {
    renderPanel(uploadAnswer());
    const items = screen.getAllByTestId('why-item');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Critical: 2 reviews share nearly the same text.',
      'Info: Ratings lean to 5 stars.',
    ]);
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Show the 2 reviews' }));
    expect(screen.getByTestId('evidence-filter')).toHaveTextContent(
      'Showing 2 reviews: 2 reviews share nearly the same text.',
    );
    expect(rowTexts()).toEqual(['Best kettle ever!!! Five stars!!!', 'Muy buena tetera']);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toHaveFocus();
  });
});

describe('ResultPanel: details', SLOW, () => {
  it('shows trust score and grade, average vs adjusted rating, and the low-confidence interval', () => {
    renderPanel(uploadAnswer());
    expect(screen.getByTestId('trust-score')).toHaveTextContent('61 / 100');
    expect(screen.getByTestId('trust-grade')).toHaveTextContent('Grade C');
    expect(screen.getByTestId('average-rating')).toHaveTextContent('4.33 of 5');
    expect(screen.getByTestId('adjusted-rating')).toHaveTextContent('4.00 of 5');
    const confidence = screen.getByTestId('confidence');
    expect(confidence).toHaveTextContent('Low confidence: only 3 reviews could be checked');
    expect(confidence).toHaveTextContent(
      'between 6.15% and 79.23% (95% interval, 3 reviews checked)',
    );
  });

  it('writes every chart count as text on a labelled scale', () => {
    renderPanel(uploadAnswer());
    const histogram = screen.getByTestId('rating-histogram');
    expect(
      within(histogram)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '5 stars2 (67%), 1 flagged',
      '4 stars0 (0%), 0 flagged',
      '3 stars1 (33%), 0 flagged',
      '2 stars0 (0%), 0 flagged',
      '1 star0 (0%), 0 flagged',
    ]);
    expect(histogram).toHaveTextContent('012Number of reviews');
    expect(screen.getByTestId('timeline-summary')).toHaveTextContent(
      'Busiest month: Feb 2024, with 2 reviews (1 flagged).',
    );
    expect(screen.getByTestId('reviews-timeline')).toHaveTextContent(
      'Jan 2024Feb 2024Reviews per month',
    );
    const numbers = screen.getByRole('table', { name: '' });
    expect(
      within(numbers)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MonthReviewsFlagged', 'Jan 202410', 'Feb 202421']);
  });

  it('leaves the timeline out when the reviews have no dates', () => {
    renderPanel(uploadAnswer({ reviews_over_time: [] }));
    expect(screen.queryByTestId('reviews-timeline')).toBeNull();
  });

  it('summarises what was read from the CSV: rows, skips by reason, column mapping, notes', () => {
    renderPanel(uploadAnswer());
    const coverage = screen.getByTestId('csv-coverage');
    expect(coverage).toHaveTextContent(
      '4 rows read, 3 reviews used (1 with a rating but no text, counted in the ratings only).',
    );
    expect(coverage).toHaveTextContent('1 row skipped: 1 empty row.');
    const mapping = within(coverage).getByRole('table', { name: 'Columns used' });
    expect(
      within(mapping)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Column in the fileRead as', 'reviewTextreview text', 'overallrating']);
    expect(coverage).toHaveTextContent("Ratings in 'overall' read as stars.");
  });

  it("says how many rows were the shop's replies rather than reviews", () => {
    renderPanel(
      uploadAnswer({
        coverage: {
          ...COVERAGE,
          rows_read: 6,
          rows_skipped: 3,
          skipped_by_reason: { empty_row: 1, shop_reply: 2 },
        },
      }),
    );
    expect(screen.getByTestId('csv-coverage')).toHaveTextContent(
      "3 rows skipped: 1 empty row, 2 shop's replies to reviews.",
    );
  });

  it('lists every alert with its severity in words, each opening its reviews', async () => {
    renderPanel(uploadAnswer());
    const alerts = screen.getAllByTestId('alert');
    expect(alerts.map((a) => a.querySelector('p')?.textContent)).toEqual([
      'Critical: 2 reviews share nearly the same text.',
      'Info: Ratings lean to 5 stars.',
    ]);
    expect(within(alerts[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Show the 2 reviews' }));
    expect(rowTexts()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show all reviews' }));
    expect(rowTexts()).toHaveLength(3);
    expect(screen.queryByTestId('evidence-filter')).toBeNull();
  });

  it('says when an alert lists only part of its reviews', () => {
    renderPanel(
      uploadAnswer({
        alerts: [
          {
            code: 'review_burst',
            severity: 'warning',
            message: '900 reviews on 3 days.',
            evidence: ['1', '2'],
            metrics: { evidence_total: 900 },
          },
        ],
      }),
    );
    expect(
      within(screen.getByTestId('alert')).getByRole('button', {
        name: 'Show the first 2 of 900 reviews',
      }),
    ).toBeVisible();
  });
});

describe('ResultPanel: reviews', SLOW, () => {
  it('lists flagged reviews first with their verdict in words, reasons, rating and one date format', () => {
    renderPanel(uploadAnswer());
    const rows = screen.getAllByTestId('review-row');
    expect(rows.map((row) => row.getAttribute('data-review-id'))).toEqual(['2', '1', '3']);
    expect(rows.map((row) => within(row).getByTestId('review-verdict').textContent)).toEqual([
      'Flagged: see the reasonsText model score 91%',
      'Not flaggedText model score 12%',
      'Not judged: no check could read it',
    ]);
    expect(rows.map((row) => within(row).getByTestId('review-date').textContent)).toEqual([
      'Date: 1 Feb 2024',
      'Date: 5 Jan 2024',
      'Date: 3 Feb 2024',
    ]);
    expect(within(rows[0]!).getByTestId('review-reasons')).toHaveTextContent(
      'Nearly the same text as another review.',
    );
    expect(rows[0]).toHaveTextContent('Row 2');
  });

  // One figure for the text model's score (contracts' modelScoreHundredths): cut to hundredths, as the reason
  // words it, so a score under the threshold never reads 50 % beside "Not flagged".
  it('shows the text model score as its reason words it, never at the threshold unflagged', () => {
    const reviews = [
      makeReview('21', { text: 'Close call.', fake_probability: 0.4996 }),
      makeReview('22', {
        text: 'It reads smoothly.',
        is_fake: true,
        fake_probability: 0.8456,
        reasons: [
          {
            code: 'machine_generated_text',
            message: 'The wording reads like machine-generated text (model probability 0.84).',
          },
        ],
      }),
    ];
    renderPanel(uploadAnswer({ reviews, alerts: [] }));
    const verdicts = screen
      .getAllByTestId('review-row')
      .map((row) => within(row).getByTestId('review-verdict').textContent);
    expect(verdicts).toEqual([
      'Flagged: reads machine-writtenText model score 84%',
      'Not flaggedText model score 49%',
    ]);
  });

  it('takes the model number out of a reason and links a copy to the review it names', async () => {
    const reviews = [
      makeReview('14', {
        text: 'Best tent ever!!!',
        reasons: [
          { code: 'duplicate_source', message: 'Other reviews of this product copy this text.' },
        ],
      }),
      makeReview('15', {
        text: 'Best tent ever!!!',
        is_fake: true,
        reasons: [{ code: 'duplicate_text', message: 'Same text as review 14, posted earlier.' }],
      }),
      makeReview('16', {
        text: 'It reads smoothly.',
        is_fake: true,
        fake_probability: 0.97,
        reasons: [
          {
            code: 'machine_generated_text',
            message: 'The wording reads like machine-generated text (model probability 0.97).',
          },
        ],
      }),
      makeReview('17', { text: 'Plain and fine.' }),
    ];
    renderPanel(uploadAnswer({ reviews, alerts: [] }));
    const row = (id: string) =>
      screen.getAllByTestId('review-row').find((r) => r.getAttribute('data-review-id') === id)!;
    expect(within(row('16')).getByTestId('review-reasons')).toHaveTextContent(
      'The wording reads like machine-generated text. (text model score 0.97)',
    );
    expect(within(row('16')).queryByTestId('reason-link')).toBeNull();
    expect(within(row('15')).getByTestId('review-verdict')).toHaveTextContent(
      'Flagged: copy of another review',
    );
    await userEvent.click(
      within(row('15')).getByRole('button', { name: 'Show the 2 reviews with this text' }),
    );
    expect(
      screen.getAllByTestId('review-row').map((r) => r.getAttribute('data-review-id')),
    ).toEqual(['15', '14']);
    expect(screen.getByTestId('evidence-filter')).toHaveTextContent(
      'Showing 2 reviews: the original and its copies (from row 15)',
    );
  });

  it("names a shop's review id in the list's filter line without its bidirectional controls", async () => {
    // An override in the id would turn the rest of the line around, our "Show all reviews" included.
    const id = 'R14\u202e';
    const reviews = [
      makeReview(id, {
        text: 'Best tent ever!!!',
        is_fake: true,
        reasons: [
          {
            code: 'duplicate_text',
            message: 'Same text as review R13, posted earlier.',
            review_ids: ['R13'],
          },
        ],
      }),
      makeReview('R13', {
        text: 'Best tent ever!!!',
        reasons: [
          { code: 'duplicate_source', message: 'Other reviews of this product copy this text.' },
        ],
      }),
    ];
    renderPanel(uploadAnswer({ reviews, alerts: [] }));
    await userEvent.click(screen.getAllByTestId('reason-link')[0]!);
    const filter = screen.getByTestId('evidence-filter');
    expect(filter).toHaveTextContent('(from row R14)');
    expect(filter.textContent).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/u);
  });

  it('cuts a long review with the whole text one tap away', async () => {
    const long = `${'word '.repeat(100)}END`;
    renderPanel(uploadAnswer({ reviews: [makeReview('1', { text: long })] }));
    const text = () => screen.getByTestId('review-row').querySelector('[id^="review-text-"]')!;
    expect(text().textContent).not.toContain('END');
    const more = screen.getByRole('button', { name: 'Read the whole review' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(text().textContent).toContain('END');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('orders by rating and date', async () => {
    renderPanel(uploadAnswer());
    const order = screen.getByLabelText('Order');
    await userEvent.selectOptions(order, 'Highest rating first');
    expect(rowTexts().map((t) => t?.slice(0, 4))).toEqual(['Best', 'Muy ', 'Soli']);
    await userEvent.selectOptions(order, 'Lowest rating first');
    expect(rowTexts().map((t) => t?.slice(0, 4))).toEqual(['Soli', 'Best', 'Muy ']);
    await userEvent.selectOptions(order, 'Newest first');
    expect(rowTexts().map((t) => t?.slice(0, 4))).toEqual(['Muy ', 'Best', 'Soli']);
  });

  it('filters by verdict and by text search', async () => {
    renderPanel(uploadAnswer());
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Flagged as fake');
    expect(rowTexts()).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Not judged');
    expect(rowTexts()).toEqual(['Muy buena tetera']);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All reviews');
    await userEvent.type(screen.getByLabelText('Search reviews'), 'BOILS');
    expect(rowTexts()).toEqual(['Solid kettle, boils fast.']);
    await userEvent.type(screen.getByLabelText('Search reviews'), ' nothing');
    expect(screen.getByTestId('review-count')).toHaveTextContent('No reviews match.');
  });

  it('shows 50 reviews a page, brings the list top into view on Next, and returns to the page after a set', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      makeReview(String(i), { text: `Review number ${i}`, fake_probability: 1 - i / 120 }),
    );
    renderPanel(
      uploadAnswer({
        reviews: many,
        total_reviews: 120,
        alerts: [{ code: 'x', severity: 'warning', message: 'Two of them.', evidence: ['5', '6'] }],
      }),
    );
    expect(screen.getAllByTestId('review-row')).toHaveLength(50);
    expect(screen.getByTestId('review-count')).toHaveTextContent('Reviews 1–50 of 120');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('review-count')).toHaveTextContent('Reviews 51–100 of 120');
    expect(rowTexts()[0]).toBe('Review number 50');
    expect(screen.getByRole('heading', { name: 'Reviews' })).toHaveFocus();

    await userEvent.click(within(screen.getByTestId('alert')).getByRole('button'));
    expect(screen.getByTestId('review-count')).toHaveTextContent('Reviews 1–2 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Show all reviews' }));
    expect(screen.getByText('Page 2 of 3')).toBeVisible();

    // A new filter starts again on the first page.
    await userEvent.click(screen.getByLabelText('Search reviews'));
    await userEvent.paste('number 1');
    await waitFor(() =>
      expect(screen.getByTestId('review-count')).toHaveTextContent('Reviews 1–31 of 31'),
    );
  });
});

describe('ResultPanel: several products', SLOW, () => {
  const multi = () =>
    uploadAnswer({
      prod_id: null,
      prod_name: null,
      total_reviews: 3,
      products: [
        {
          ...analysisFields({
            prod_id: 'P1',
            prod_name: 'Kettle',
            total_reviews: 2,
            fake_percentage: 50,
          }),
          review_ids: ['1', '2'],
        },
        {
          ...analysisFields({
            prod_id: 'P2',
            prod_name: 'Teapot',
            total_reviews: 1,
            fake_reviews_count: 0,
            fake_percentage: 0,
            product_status: 'Genuine',
            trust_grade: 'A',
            alerts: [],
          }),
          review_ids: ['3'],
        },
      ],
    });

  const listed = () =>
    screen.getAllByTestId('overview-product').map((p) => p.querySelector('button')?.textContent);

  it('leads with every product and its own verdict, not a blended one', () => {
    renderPanel(multi(), true);
    expect(screen.getByRole('heading', { level: 2, name: 'Your file: 2 products' })).toHaveFocus();
    expect(screen.getByTestId('verdict-sentence')).toHaveTextContent(
      'Each product was judged on its own reviews: 1 Likely Fake, 1 Genuine.',
    );
    expect(screen.queryByTestId('verdict-card')).toBeNull();
    // The spec's six fields for the whole file stay.
    expect(screen.getByTestId('prod-id')).toHaveTextContent('N/A');
    expect(screen.getByTestId('total-reviews')).toHaveTextContent('3');
    expect(listed()).toEqual(['Kettle', 'Teapot']);
    // A verdict given with low confidence says so in its row, as on its own card and in the CLI's table.
    expect(screen.getAllByTestId('overview-product')[0]).toHaveTextContent(
      'KettleP1Likely Fakelow confidence50% (1 of 2)Reviews: 2Grade: C',
    );
  });

  it("says beside the whole file's six fields when its verdict is not firm, and its interval", () => {
    renderPanel(
      uploadAnswer({
        ...multi(),
        total_reviews: 148,
        reviews_assessed: 148,
        fake_reviews_count: 0,
        fake_percentage: 0,
        product_status: 'Genuine',
        low_confidence: true,
        fake_share_interval: { low: 0, high: 67.03 },
        review_coverage: {
          ...multi().review_coverage,
          by_check: { ...multi().review_coverage.by_check, text_model: 0 },
        },
      }),
    );
    const file = screen.getByTestId('file-summary');
    expect(within(file).getByTestId('low-confidence')).toHaveTextContent(
      'Low confidence: the check for machine-written text could read none of the 148 reviews checked',
    );
    expect(within(file).getByTestId('file-interval')).toHaveTextContent(
      'The share of fake reviews in the whole file is most likely between 0% and 67.03% (95% interval).',
    );
  });

  it('adds no confidence note to a file whose verdict is firm', () => {
    renderPanel(uploadAnswer({ ...multi(), low_confidence: false }));
    expect(within(screen.getByTestId('file-summary')).queryByTestId('low-confidence')).toBeNull();
  });

  it('marks no confidence on a row without a verdict', () => {
    const product = (prod_id: string, total_reviews: number, product_status: string) => ({
      ...analysisFields({ prod_id, prod_name: prod_id, total_reviews, product_status }),
      review_ids: [prod_id],
    });
    renderPanel(
      uploadAnswer({
        products: [product('P1', 2, 'Likely Fake'), product('P2', 1, 'Not enough reviews')],
      }),
    );
    const rows = screen.getAllByTestId('overview-product');
    expect(rows[0]).toHaveTextContent('low confidence');
    expect(rows[1]).not.toHaveTextContent('low confidence');
  });

  it('sorts and searches the products', async () => {
    renderPanel(multi());
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Name A–Z');
    expect(listed()).toEqual(['Kettle', 'Teapot']);
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Worst grade first');
    expect(listed()).toEqual(['Kettle', 'Teapot']);
    await userEvent.type(screen.getByLabelText('Find a product'), 'p2');
    expect(listed()).toEqual(['Teapot']);
  });

  it("opens a product's own full result and comes back", async () => {
    renderPanel(multi());
    await userEvent.click(screen.getByRole('button', { name: 'Teapot' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Teapot' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('prod-id')).toHaveTextContent('P2');
    expect(screen.getByTestId('fake-percentage')).toHaveTextContent('0%');
    expect(screen.getByTestId('why-section')).toHaveTextContent('No warning signs');
    expect(rowTexts()).toEqual(['Muy buena tetera']);

    await userEvent.click(screen.getByRole('button', { name: 'All 2 products' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your file: 2 products' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Kettle' }));
    expect(screen.getByTestId('fake-gauge')).toHaveAttribute('data-tone', 'orange');
    expect(rowTexts()).toHaveLength(2);
  });

  it('has no overview for a single-product file', () => {
    renderPanel(uploadAnswer());
    expect(screen.queryByTestId('product-overview')).toBeNull();
  });
});
