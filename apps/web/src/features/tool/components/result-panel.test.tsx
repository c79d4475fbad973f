import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadViewSchema } from '../api/result-schemas';
import { GAUGE_STROKE } from '../status-colors';
import { analysisFields, uploadAnswer } from '../test/make-result';
import { makeReview } from '../test/make-review';
import type { ToolResult } from '../use-analysis-tool';
import { ResultPanel } from './result-panel';

// Rendering and user-event typing are slow on the shared 2-core machine; the default 5 s is too tight.
const SLOW = { timeout: 20_000 };

const FILE = new File(['reviewText,overall\nGreat,5\n'], 'My Reviews.csv', { type: 'text/csv' });

/** An answer as the page holds it: read through the same schema the upload client uses. */
function csvResult(body: unknown): ToolResult {
  return { kind: 'csv', data: uploadViewSchema.parse(body), file: FILE };
}

function renderPanel(body: unknown) {
  return render(
    <ResultPanel result={csvResult(body)} busy={false} onReanalyse={() => undefined} />,
  );
}

const rowTexts = () =>
  screen
    .getAllByTestId('review-row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

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
    expect(screen.queryByRole('heading', { name: 'Alerts' })).toBeNull();
    expect(screen.queryByTestId('review-row')).toBeNull();

    renderPanel(uploadAnswer({ prod_id: null, prod_name: null }));
    expect(screen.getAllByTestId('prod-id')[1]).toHaveTextContent(/^N\/A$/);
    expect(screen.getAllByTestId('prod-name')[1]).toHaveTextContent(/^N\/A$/);
  });
});

describe('ResultPanel: beyond the spec', SLOW, () => {
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

  it('draws the star histogram and the timeline with their counts in words', () => {
    renderPanel(uploadAnswer());
    expect(
      within(screen.getByTestId('rating-histogram'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '5★2 (1 flagged)',
      '4★0 (0 flagged)',
      '3★1 (0 flagged)',
      '2★0 (0 flagged)',
      '1★0 (0 flagged)',
    ]);
    expect(screen.getByTestId('reviews-timeline')).toHaveAccessibleName(
      'Reviews from 2024-01 to 2024-02; the busiest period is 2024-02 with 2 reviews, 1 flagged.',
    );
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
    expect(coverage).toHaveTextContent('1 rows skipped: 1 empty rows.');
    const mapping = within(coverage).getByRole('table', { name: 'Columns used' });
    expect(
      within(mapping)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Column in the fileRead as', 'reviewTextreview text', 'overallrating']);
    expect(coverage).toHaveTextContent("Ratings in 'overall' read as stars.");
  });

  it('lists alerts with their severity in words; an alert narrows the table to its evidence', async () => {
    renderPanel(uploadAnswer());
    const alerts = screen.getAllByTestId('alert');
    expect(alerts.map((a) => a.querySelector('p')?.textContent)).toEqual([
      'Critical: 2 reviews share nearly the same text.',
      'Info: Ratings lean to 5 stars.',
    ]);
    expect(within(alerts[1]!).queryByRole('button')).toBeNull();
    expect(rowTexts()).toHaveLength(3);

    const show = within(alerts[0]!).getByRole('button', {
      name: 'Show the 2 reviews behind this alert',
    });
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('evidence-filter')).toHaveTextContent(
      '2 reviews share nearly the same text.',
    );
    expect(rowTexts().map((t) => t?.slice(0, 16))).toEqual([
      'Best kettle ever',
      'Muy buena tetera',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Show all reviews' }));
    expect(rowTexts()).toHaveLength(3);
    expect(show).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('ResultPanel: review table', SLOW, () => {
  it('lists flagged reviews first with probability, verdict and reasons; unscored ones say why', () => {
    renderPanel(uploadAnswer());
    const rows = screen.getAllByTestId('review-row').map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      [
        'Best kettle ever!!! Five stars!!!Nearly the same text as another review.',
        '91%',
        'Flagged',
        '5',
        '2024-02-01',
      ],
      ['Solid kettle, boils fast.', '12%', 'Not flagged', '3', '2024-01-05'],
      ['Muy buena tetera', 'not judged: no check could read it', 'Not assessed', '5', '2024-02-03'],
    ]);
  });

  it('sorts by rating and date from the column headers, and says which way', async () => {
    renderPanel(uploadAnswer());
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Fake probability')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Rating/ }));
    expect(header('Rating')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Fake probability')).not.toHaveAttribute('aria-sort');
    expect(rowTexts().map((t) => t?.slice(0, 4))).toEqual(['Best', 'Muy ', 'Soli']);
    await userEvent.click(screen.getByRole('button', { name: /Rating/ }));
    expect(header('Rating')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowTexts().map((t) => t?.slice(0, 4))).toEqual(['Soli', 'Best', 'Muy ']);
    await userEvent.click(screen.getByRole('button', { name: /Date/ }));
    expect(rowTexts().map((t) => t?.slice(0, 4))).toEqual(['Muy ', 'Best', 'Soli']);
  });

  it('filters by verdict and by text search', async () => {
    renderPanel(uploadAnswer());
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Flagged as fake');
    expect(rowTexts()).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Not assessed');
    expect(rowTexts()).toEqual(['Muy buena tetera']);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All reviews');
    await userEvent.type(screen.getByLabelText('Search reviews'), 'BOILS');
    expect(rowTexts()).toEqual(['Solid kettle, boils fast.']);
    await userEvent.type(screen.getByLabelText('Search reviews'), ' nothing');
    expect(screen.getByTestId('review-count')).toHaveTextContent('No reviews match.');
  });

  it('renders 50 rows per page however many reviews there are', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      makeReview(String(i), { text: `Review number ${i}`, fake_probability: 1 - i / 120 }),
    );
    renderPanel(uploadAnswer({ reviews: many, total_reviews: 120 }));
    expect(screen.getAllByTestId('review-row')).toHaveLength(50);
    expect(screen.getByTestId('review-count')).toHaveTextContent('Reviews 1–50 of 120');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('review-count')).toHaveTextContent('Reviews 51–100 of 120');
    expect(rowTexts()[0]).toBe('Review number 50');
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
            fake_percentage: 0,
            product_status: 'Genuine',
            alerts: [],
          }),
          review_ids: ['3'],
        },
      ],
    });

  it("switches between the whole file and each product with the 'Product' selector", async () => {
    renderPanel(multi());
    const selector = screen.getByLabelText('Product');
    expect(
      within(selector)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Whole file (2 products, 3 reviews)',
      'Kettle (P1) — 2 reviews',
      'Teapot (P2) — 1 reviews',
    ]);
    expect(screen.getByTestId('prod-id')).toHaveTextContent('N/A');
    expect(rowTexts()).toHaveLength(3);

    await userEvent.selectOptions(selector, 'Teapot (P2) — 1 reviews');
    expect(screen.getByTestId('prod-id')).toHaveTextContent('P2');
    expect(screen.getByTestId('fake-percentage')).toHaveTextContent('0%');
    expect(screen.getByText('No warning signs were found in these reviews.')).toBeVisible();
    expect(rowTexts()).toEqual(['Muy buena tetera']);

    await userEvent.selectOptions(selector, 'Kettle (P1) — 2 reviews');
    expect(screen.getByTestId('fake-gauge')).toHaveAttribute('data-tone', 'orange');
    expect(rowTexts()).toHaveLength(2);
  });

  it('has no selector for a single-product file', () => {
    renderPanel(uploadAnswer());
    expect(screen.queryByLabelText('Product')).toBeNull();
  });
});

describe('ResultPanel: annotated CSV', SLOW, () => {
  it('re-posts the analysed file asking for CSV and saves the answer under its name', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response('reviewText,overall,reviewsentry_fake_probability\nGreat,5,0.1\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="My-Reviews-reviewsentry.csv"',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved: Array<{ href: string; download: string }> = [];
    const createObjectURL = vi.fn(() => 'blob:annotated');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });

    renderPanel(uploadAnswer());
    await userEvent.click(screen.getByRole('button', { name: 'Download annotated CSV' }));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/upload');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/csv');
    const sent = (init?.body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('My Reviews.csv');
    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:annotated', download: 'My-Reviews-reviewsentry.csv' }]),
    );
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('reviewsentry_fake_probability');
    expect(screen.getByRole('button', { name: 'Download annotated CSV' })).toBeEnabled();
  });

  it('says why when the annotated CSV cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down.' } }), {
            status: 429,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    renderPanel(uploadAnswer());
    await userEvent.click(screen.getByRole('button', { name: 'Download annotated CSV' }));
    expect(
      await screen.findByText('The annotated CSV could not be made. Slow down.'),
    ).toBeVisible();
  });
});
