import { describe, expect, it } from 'vitest';
import { analysisResultSchema, type AnalysisResult, type Check } from '@reviewsentry/contracts';
import { formatAnalysis, mostSuspicious } from './format-analysis';
import { createStyle, useColour } from './style';
import { truncate } from './text';

const plain = createStyle(false);

function review(id: string, p: number | null, isFake: boolean, text = 'Some review text here.') {
  return {
    id,
    text,
    title: null,
    rating: 5,
    date: null,
    date_precision: null,
    date_text: null,
    reviewer: null,
    verified: null,
    assessed: p !== null,
    not_assessed_reason: p === null ? ('no_deciding_check' as const) : null,
    checks: p === null ? [] : (['text_model', 'copies'] satisfies Check[]),
    not_scored_reason: p === null ? ('too_short' as const) : null,
    language: 'en',
    fake_probability: p,
    is_fake: isFake,
    reasons: isFake
      ? [{ code: 'machine_generated_text', message: 'Reads like machine text.' }]
      : [],
  };
}

const result: AnalysisResult = analysisResultSchema.parse({
  prod_id: 'B0X',
  prod_name: 'Kettle',
  total_reviews: 3,
  fake_reviews_count: 2,
  fake_percentage: 66.67,
  product_status: 'Fake',
  reviews_assessed: 3,
  fake_share_interval: { low: 20.77, high: 93.85 },
  low_confidence: true,
  trust_score: 12.4,
  trust_grade: 'F',
  verdict_explanation: 'Two of three look fake.',
  average_rating: 4.25,
  adjusted_rating: 3,
  rating_histogram: [],
  reviews_over_time: [],
  alerts: [
    { code: 'a', severity: 'warning', message: 'Warn.', evidence: ['1'] },
    { code: 'b', severity: 'critical', message: 'Crit.', evidence: ['1', '2', '3'] },
  ],
  reviews: [
    review('1', 0.4, true, 'x '.repeat(200)),
    review('2', 0.99, true),
    review('3', 0.1, false),
    review('4', null, false),
  ],
  review_coverage: {
    reviews_received: 4,
    judged: 3,
    not_judged: { no_deciding_check: 1 },
    by_check: { text_model: 3, copies: 3, rating_text: 3, incentives: 3, reviewer: 0, timing: 0 },
    not_scored: {},
    languages: { en: 3 },
    text_model: { languages: ['en'], min_words: 10 },
    summary: '3 of 4 reviews were judged.',
  },
  model: { id: 'm', version: '1' },
});

describe('formatAnalysis', () => {
  // The verdict's bands start at 25 % and 50 % exactly; a share printed with fewer decimals than the answer
  // has can land on a band it is not in ("25.0 %" beside 'Genuine' for 24.96 %), and disagree with the "Why"
  // line, which gives the answer's own figure.
  it.each([
    [24.96, 'Genuine', '24.96 %'],
    [49.96, 'Likely Fake', '49.96 %'],
    [25, 'Likely Fake', '25 %'],
    [33.3, 'Likely Fake', '33.3 %'],
  ] as const)('prints a share of %s as the answer gives it', (share, status, shown) => {
    const text = formatAnalysis(
      { ...result, fake_percentage: share, product_status: status },
      { style: plain, top: 5, reviewRef: 'row' },
    );
    expect(text).toContain(`judged = ${shown}  (`);
  });

  // The text model's score is cut to whole hundredths on every surface, as its reason's words give it
  // (contracts' modelScoreHundredths): 0.8456 is "0.84" in the words, so 84 % here, never 85 %.
  it('prints a review’s text model score as its reason words it', () => {
    const text = formatAnalysis(
      {
        ...result,
        reviews: [
          {
            ...review('1', 0.8456, true),
            reasons: [
              {
                code: 'machine_generated_text',
                message: 'The wording reads like machine-generated text (model probability 0.84).',
              },
            ],
          },
        ],
      },
      { style: plain, top: 5, reviewRef: 'row' },
    );
    expect(text).toMatch(/ {2}1\. 84 % +5 ★ {2}row 1 /);
  });

  // Ratings are printed as the answer gives them (2 decimals), like the web page: an average of 4.96 is not
  // "5.0 ★", a perfect score it is not.
  it.each([
    [4.96, 4.5, '4.96 ★ average, 4.5 ★ without the fake reviews'],
    [4.25, 3, '4.25 ★ average, 3 ★ without the fake reviews'],
  ] as const)(
    'prints an average rating of %s as the answer gives it',
    (average, adjusted, shown) => {
      const text = formatAnalysis(
        { ...result, average_rating: average, adjusted_rating: adjusted },
        { style: plain, top: 5, reviewRef: 'row' },
      );
      expect(text).toContain(`  Rating         ${shown}`);
    },
  );

  it('prints every figure a shopper needs, critical alerts first, most probable fake first', () => {
    const text = formatAnalysis(result, { style: plain, top: 5, reviewRef: 'row' });
    expect(text).toContain('Kettle (B0X)\n');
    expect(text).toContain('  Verdict        Fake  (low confidence)');
    expect(text).toContain(
      '  Fake reviews   2 of 3 judged = 66.67 %  (95 % interval 20.77 % – 93.85 %)',
    );
    expect(text).toContain('  Why            Two of three look fake.');
    expect(text).toContain('  Coverage       3 of 4 reviews were judged.');
    expect(text).toContain('  Trust score    12/100, grade F');
    expect(text).toContain('  Rating         4.25 ★ average, 3 ★ without the fake reviews');
    expect(text).toMatch(
      /Alerts \(2\)\n {2}critical {2}Crit\. {2}\[3 reviews\]\n {2}warning {3}Warn\. {2}\[1 review\]/,
    );
    expect(text).toMatch(/ {2}1\. 99 % +5 ★ {2}row 2 /);
    expect(text).toMatch(/ {2}2\. 40 % +5 ★ {2}row 1 {2}x x .*…\n/);
    expect(text).not.toContain('row 3');
  });

  it("shows no trust score and no colour of a verdict with 'Not enough reviews'", () => {
    const few = {
      ...result,
      product_status: 'Not enough reviews' as const,
      trust_score: null,
      trust_grade: null,
    };
    const text = formatAnalysis(few, { style: createStyle(true), top: 0 });
    expect(text).toContain('none (not enough judged reviews)');
    expect(text).toContain('\u001b[1mNot enough reviews\u001b[22m');
    expect(text).not.toContain('(low confidence)');
  });

  // From ten judged reviews on, no verdict means the text model read too few of them (docs/decisions/176): not
  // "not enough judged reviews" beside 300 judged ones.
  it("says why there is no trust score with 'Not enough reviews' from ten judged reviews on", () => {
    const unread = {
      ...result,
      product_status: 'Not enough reviews' as const,
      total_reviews: 300,
      reviews_assessed: 300,
      fake_reviews_count: 30,
      fake_percentage: 10,
      trust_score: null,
      trust_grade: null,
      review_coverage: {
        ...result.review_coverage,
        by_check: { ...result.review_coverage.by_check, text_model: 30 },
      },
    };
    const text = formatAnalysis(unread, { style: plain, top: 0 });
    expect(text).toContain(
      '  Trust score    none (only 30 of the 300 reviews checked could be checked for machine writing, and ' +
        'too many of those look fake to call the product genuine)',
    );
    expect(text).not.toContain('not enough judged reviews');
  });

  it('omits the suspicious list with top 0 and colours the verdict only when asked', () => {
    expect(formatAnalysis(result, { style: plain, top: 0 })).not.toContain('Most suspicious');
    const coloured = formatAnalysis(result, { style: createStyle(true), top: 0 });
    expect(coloured).toContain('\u001b[1m\u001b[31mFake\u001b[39m\u001b[22m');
  });
});

describe('mostSuspicious', () => {
  it('keeps only reviews judged fake, by probability, signal-only flags last', () => {
    const withSignalOnly = [...result.reviews, { ...review('5', null, true) }];
    expect(mostSuspicious(withSignalOnly, 10).map((r) => r.id)).toEqual(['2', '1', '5']);
  });
});

describe('useColour', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, true, false],
    [{ TERM: 'dumb' }, true, false],
  ])('env %j, tty %s -> %s', (env, tty, expected) => {
    expect(useColour(env, tty)).toBe(expected);
  });
});

describe('truncate', () => {
  it('keeps short text, folds whitespace, cuts long text at a word with an ellipsis', () => {
    expect(truncate('  a\n b  ', 10)).toBe('a b');
    expect(truncate('one two three four five', 12)).toBe('one two…');
    expect(truncate('abcdefghijklmnop', 8)).toBe('abcdefg…');
  });
});
