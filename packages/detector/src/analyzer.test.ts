import { analysisResultSchema, type Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { FAKE_MARKER, markedReviews, markerModel } from './test-fixtures/marker-model';
import { distinctReviews } from './test-fixtures/review-texts';
import { expectTrustMonotone } from './test-fixtures/trust-monotone';

const analyzer = createAnalyzer({ textModel: markerModel });

/** `total` distinct English reviews of which the first `fake` carry the marker the test model scores 0.99. */
const product = (total: number, fake: number, seed = 1): Review[] =>
  markedReviews(total, fake, seed);

describe('analyze: verdict boundaries (inclusive at 25 and 50)', () => {
  it.each([
    [10_000, 2499, 24.99, 'Genuine'],
    [10_000, 2500, 25, 'Likely Fake'],
    [10_000, 4999, 49.99, 'Likely Fake'],
    [10_000, 5000, 50, 'Fake'],
    [10_000, 5001, 50.01, 'Fake'],
  ] as const)('%d reviews, %d fake -> %d %% %s', (total, fake, pct, status) => {
    const result = analyzer.analyze(product(total, fake));
    expect(result.fake_reviews_count).toBe(fake);
    expect(result.fake_percentage).toBe(pct);
    expect(result.product_status).toBe(status);
  });

  it('counts judged reviews only: rating-only and placeholder rows stay out of total_reviews', () => {
    const reviews = [
      ...product(40, 10),
      ...Array.from({ length: 60 }, (_, i) => ({
        id: `x${i}`,
        text: i % 2 ? 'No review' : '',
        rating: 4,
      })),
    ];
    const result = analyzer.analyze(reviews);
    expect(result).toMatchObject({
      total_reviews: 40,
      reviews_assessed: 40,
      fake_reviews_count: 10,
      fake_percentage: 25,
      product_status: 'Likely Fake',
    });
    expect(result.review_coverage).toMatchObject({
      reviews_received: 100,
      judged: 40,
      not_judged: { empty: 30, placeholder: 30 },
    });
    const skipped = result.reviews.filter((r) => !r.assessed);
    expect(skipped).toHaveLength(60);
    for (const r of skipped) {
      expect(r.fake_probability).toBeNull();
      expect(r.is_fake).toBe(false);
      expect(r.not_assessed_reason).not.toBeNull();
      expect(r.checks).toEqual([]);
    }
  });
});

const DISTINCT_SPANISH = [
  'Me encantó esta olla, es perfecta para una familia pequeña y cocina muy rápido.',
  'Llegó a tiempo y bien empaquetado, aunque el manual solo viene en inglés.',
  'Dejó de funcionar a las dos semanas y el vendedor nunca respondió mis correos.',
  'La tapa no cierra bien y sale vapor por un costado, esperaba más por el precio.',
  'Fácil de usar y de limpiar, la uso todos los días para el arroz y los frijoles.',
  'El color es distinto al de la foto pero la calidad es buena y funciona bien.',
  'Es más pequeña de lo que pensaba, para cuatro personas se queda corta.',
  'Segunda que compro, la primera duró seis años sin ningún problema, la recomiendo.',
  'Hace mucho ruido al soltar la presión y asusta un poco, por lo demás cumple.',
  'Mi madre la usa para hacer sopas y guisos, dice que ahorra mucho tiempo en la cocina.',
  'El cable es corto y tengo que ponerla junto al enchufe, pero cocina de maravilla.',
  'Tuve que devolverla porque el sensor de temperatura marcaba un error desde el primer día.',
];

describe('analyze: reviews the text model does not score are still judged', () => {
  const spanish = (i: number) =>
    `Compré esta olla para mi familia número ${i} y la verdad es que cocina muy rápido y bien`;

  it('judges non-English text by the checks that read every language, and says so', () => {
    const reviews: Review[] = [
      ...product(20, 0),
      ...DISTINCT_SPANISH.slice(0, 10).map((text, i) => ({ id: `es${i}`, text })),
    ];
    const result = analyzer.analyze(reviews);
    expect(result.total_reviews).toBe(30);
    const es = result.reviews.filter((r) => r.id.startsWith('es'));
    for (const r of es) {
      expect(r).toMatchObject({
        assessed: true,
        not_scored_reason: 'language_not_covered',
        language: 'es',
        fake_probability: null,
      });
      expect(r.checks).toContain('copies');
      expect(r.checks).not.toContain('text_model');
    }
    expect(result.review_coverage.by_check.text_model).toBe(20);
    expect(result.review_coverage.not_scored).toEqual({ language_not_covered: 10 });
    expect(result.review_coverage.languages).toEqual({ en: 20, es: 10 });
    expect(result.review_coverage.summary).toContain('10 in Spanish, which it was not trained on');
  });

  it('says so, with low confidence, when the verdict rests mostly on reviews the text model could not read', () => {
    const reviews: Review[] = DISTINCT_SPANISH.map((text, i) => ({ id: `es${i}`, text }));
    const result = analyzer.analyze(reviews);
    expect(result).toMatchObject({ product_status: 'Genuine', low_confidence: true });
    // Why it could not read them is said once, in the sentence that counts them in the interval.
    expect(result.verdict_explanation).toContain(
      'The text model does not read Spanish (12 reviews)',
    );
    expect(result.verdict_explanation).toContain(
      'The text model could read none of the 12 judged reviews; among them,',
    );
    const mostlyEnglish = analyzer.analyze([...product(400, 0), ...reviews]);
    expect(mostlyEnglish.low_confidence).toBe(false);
  });

  it('calls an unscored review fake on strong evidence: a copy of an earlier review', () => {
    const reviews: Review[] = [
      ...product(20, 0),
      { id: 'es-original', text: spanish(1), date: '2024-01-01' },
      { id: 'es-copy', text: spanish(1), date: '2024-02-01' },
    ];
    const result = analyzer.analyze(reviews);
    const copy = result.reviews.find((r) => r.id === 'es-copy');
    expect(copy).toMatchObject({ is_fake: true, fake_probability: null });
    expect(copy?.reasons).toContainEqual(
      expect.objectContaining({ code: 'duplicate_text', review_ids: ['es-original'] }),
    );
    expect(result.reviews.find((r) => r.id === 'es-original')?.reasons).toContainEqual(
      expect.objectContaining({ code: 'duplicate_source', review_ids: ['es-copy'] }),
    );
    expect(result.fake_reviews_count).toBe(1);
  });

  it('follows the languages the model states, never a fixed English rule', () => {
    const bilingual = createAnalyzer({ textModel: { ...markerModel, languages: ['en', 'es'] } });
    const result = bilingual.analyze([
      ...product(10, 0),
      { id: 'es', text: `${spanish(3)} ${FAKE_MARKER}` },
    ]);
    expect(result.reviews.find((r) => r.id === 'es')).toMatchObject({
      checks: expect.arrayContaining(['text_model']),
      not_scored_reason: null,
      is_fake: true,
    });
  });
});

describe('analyze: nothing judged', () => {
  it("answers 'Not enough reviews' with zero counts rather than 'Genuine 0 %'", () => {
    const reviews: Review[] = [
      { id: '1', text: '', rating: 5 },
      { id: '2', text: 'N/A', rating: 1 },
    ];
    const result = analyzer.analyze(reviews);
    expect(result).toMatchObject({
      total_reviews: 0,
      fake_reviews_count: 0,
      fake_percentage: 0,
      product_status: 'Not enough reviews',
      trust_score: null,
      trust_grade: null,
      average_rating: 3,
    });
    expect(result.review_coverage.not_judged).toEqual({ empty: 1, placeholder: 1 });
    expect(analyzer.analyze([]).product_status).toBe('Not enough reviews');
  });
});

describe('analyze: duplicates', () => {
  it('injected near-duplicate copies raise the duplicate alert, count as fake and lower the trust score', () => {
    const base = product(60, 0, 4).map((r, i) => ({ ...r, rating: [5, 5, 5, 4, 1][i % 5] }));
    const clean = analyzer.analyze(base);
    expect(clean.alerts.filter((a) => a.code.includes('duplicate'))).toEqual([]);

    const source = base[0] as Review;
    const copies = Array.from({ length: 8 }, (_, k) => {
      const tokens = source.text.split(' ');
      tokens[4 + k] = 'indeed';
      return { ...source, id: `copy${k}`, text: tokens.join(' ') };
    });
    const dirty = analyzer.analyze([...base, ...copies]);
    const alert = dirty.alerts.find((a) => a.code === 'near_duplicate_reviews');
    expect(alert?.evidence).toEqual(expect.arrayContaining(['r0', ...copies.map((c) => c.id)]));
    expect(dirty.fake_reviews_count).toBe(8);
    expect(dirty.reviews.find((r) => r.id === 'copy3')?.reasons.map((x) => x.code)).toContain(
      'near_duplicate_text',
    );
    expect(dirty.reviews.find((r) => r.id === 'r0')?.is_fake).toBe(false);
    expect(dirty.trust_score).toBeLessThan(clean.trust_score as number);
    const copy = dirty.reviews.find((r) => r.id === 'copy3');
    expect(copy?.reasons.find((x) => x.code === 'near_duplicate_text')?.review_ids).toEqual(['r0']);
    expect(alert?.message).toBe(
      '8 reviews are lightly edited copies of earlier reviews of this product (9 reviews involved, originals included).',
    );
  });
});

describe('analyze: trust score is monotone in the number of fake reviews (property)', () => {
  it('marking more reviews fake never raises the trust score', () => {
    const base = distinctReviews(60, 11).map((r, i) => ({
      ...r,
      rating: [5, 5, 4, 1, 5, 3][i % 6],
      date: `2024-0${(i % 6) + 1}-1${i % 9}`,
      reviewer: `user${i}`,
      verified: i % 4 !== 0,
    }));
    expectTrustMonotone(analyzer, base, FAKE_MARKER, 60);
  });
});

describe('analyze: output contract', () => {
  it('validates against analysisResultSchema with every signal on', () => {
    const reviews: Review[] = distinctReviews(80, 21).map((r, i) => ({
      ...r,
      title: i % 3 ? 'Solid' : undefined,
      rating: i < 40 ? 5 : (i % 2) + 2,
      date: i < 30 ? '2024-05-01' : `2024-0${(i % 9) + 1}-0${(i % 9) + 1}`,
      reviewer: i < 5 ? 'Pat' : `p${i}`,
      verified: i >= 40,
      helpful_votes: i % 3,
      product_id: 'B00TEST',
      product_name: 'Test kettle',
    }));
    reviews.push({
      id: 'inc',
      text: 'Nice kettle. I received this product at a discount in exchange for my honest review.',
      rating: 5,
    });
    reviews.push({ id: 'empty', text: '', rating: 4 });
    reviews.push({
      id: 'fake',
      text: `${(distinctReviews(1, 999)[0] as Review).text} ${FAKE_MARKER}`,
      rating: 5,
    });
    const result = analyzer.analyze(reviews);
    expect(analysisResultSchema.parse(result)).toEqual(result);
    expect(result.prod_id).toBe('B00TEST');
    expect(result.prod_name).toBe('Test kettle');
    expect(result.model).toEqual({ id: 'marker-test-model', version: '0.0.0' });
    expect(new Set(result.alerts.map((a) => a.code))).toEqual(
      new Set([
        'incentivized_reviews',
        'review_burst',
        'rating_distribution_atypical',
        'unverified_rate_higher',
        'repeat_reviewer',
      ]),
    );
    expect(result.rating_histogram).toHaveLength(5);
    expect(result.reviews_over_time.length).toBeGreaterThan(0);
    const fake = result.reviews.find((r) => r.id === 'fake');
    expect(fake?.reasons[0]?.code).toBe('machine_generated_text');
    expect(result.adjusted_rating).not.toBeNull();
  });

  it('computes the adjusted rating over the reviews not judged fake, rating-only rows included', () => {
    const reviews: Review[] = [
      ...product(20, 10).map((r, i) => ({ ...r, rating: i < 10 ? 5 : 3 })),
      { id: 'stars-only', text: '', rating: 1 },
    ];
    const result = analyzer.analyze(reviews);
    expect(result.average_rating).toBe(Math.round((100 * (50 + 30 + 1)) / 21) / 100);
    expect(result.adjusted_rating).toBe(Math.round((100 * (30 + 1)) / 11) / 100);
  });
});

describe('analyze: one review listed twice by its source counts once', () => {
  // An export that lists a review twice (the same reviewer, date, rating and text: pagination overlap, a file
  // appended to itself) holds one review's evidence, not two: counting both would give nine reviews a verdict
  // and narrow every interval.
  const listedTwice = (count: number, fake: number): Review[] => {
    const once = product(count, fake).map((r, i) => ({
      ...r,
      reviewer: `Reviewer ${i}`,
      date: `2024-01-${String(1 + (i % 28)).padStart(2, '0')}`,
      rating: 5,
    }));
    return [...once, ...once.map((r) => ({ ...r, id: `${r.id}-again` }))];
  };

  it('judges each review once and says the others are repeated listings', () => {
    const result = analyzer.analyze(listedTwice(9, 5));
    expect(result.total_reviews).toBe(9);
    expect(result.fake_reviews_count).toBe(5);
    expect(result.product_status).toBe('Not enough reviews');
    expect(result.review_coverage.not_judged).toEqual({ repeated_listing: 9 });
    const again = result.reviews.filter((r) => r.id.endsWith('-again'));
    expect(again.every((r) => !r.assessed && r.not_assessed_reason === 'repeated_listing')).toBe(
      true,
    );
    expect(again.every((r) => !r.is_fake && r.fake_probability === null)).toBe(true);
    expect(result.review_coverage.summary).toContain('9 reviews are listed a second time');
  });

  it('gives the verdict of the reviews listed once', () => {
    const twice = analyzer.analyze(listedTwice(20, 5));
    const once = analyzer.analyze(listedTwice(20, 5).slice(0, 20));
    expect(twice.fake_percentage).toBe(once.fake_percentage);
    expect(twice.fake_share_interval).toEqual(once.fake_share_interval);
    expect(twice.product_status).toBe(once.product_status);
  });

  it('counts a review listed twice once in the rating figures, as the coverage says', () => {
    const rated = listedTwice(20, 5).map((r, i) => ({ ...r, rating: i % 20 < 4 ? 1 : 5 }));
    const twice = analyzer.analyze([...rated, { id: 'stars-only', text: '', rating: 3 }]);
    const once = analyzer.analyze([
      ...rated.slice(0, 20),
      { id: 'stars-only', text: '', rating: 3 },
    ]);
    expect(twice.rating_histogram).toEqual(once.rating_histogram);
    expect(twice.reviews_over_time).toEqual(once.reviews_over_time);
    expect(twice.average_rating).toBe(once.average_rating);
    expect(twice.adjusted_rating).toBe(once.adjusted_rating);
    expect(twice.rating_histogram.reduce((sum, b) => sum + b.count, 0)).toBe(21);
  });
});

describe('analyze: verdicts sized to their evidence (docs/decisions/100)', () => {
  it.each([1, 2, 4, 9])(
    '%d judged reviews never give Fake, Likely Fake or a grade, even all machine-written',
    (n) => {
      for (const fake of [0, Math.ceil(n / 2), n]) {
        const result = analyzer.analyze([
          ...product(n, fake, n),
          { id: 'stars-only', text: '', rating: 5 },
        ]);
        expect(result.total_reviews).toBe(n);
        expect(result.fake_reviews_count).toBe(fake);
        expect(result.product_status).toBe('Not enough reviews');
        expect(result.trust_grade).toBeNull();
        expect(result.trust_score).toBeNull();
        expect(result.verdict_explanation).toContain('A verdict needs at least 10 judged reviews');
      }
    },
  );

  it('words the count of a single judged review in English', () => {
    expect(analyzer.analyze(product(1, 0, 1)).verdict_explanation).toMatch(
      /^The 1 judged review does not look fake \(0\.00 %\)\. /u,
    );
    expect(analyzer.analyze(product(1, 1, 1)).verdict_explanation).toMatch(
      /^The 1 judged review looks fake \(100\.00 %\)\. /u,
    );
  });

  it('explains a verdict held back by its interval, and a trust score lowered by alerts', () => {
    const held = analyzer.analyze(product(10, 5, 3));
    expect(held).toMatchObject({ fake_percentage: 50, product_status: 'Likely Fake' });
    expect(held.verdict_explanation).toBe(
      '5 of 10 judged reviews look fake (50.00 %); the 95 % interval on the share is 23.66 % to 76.34 %. ' +
        "The share alone reads 'Fake', but with 10 reviews it could be as low as 23.66 %, so the verdict is 'Likely Fake'.",
    );
    const base = product(40, 0, 5);
    const copies = Array.from({ length: 3 }, (_, k) => ({ ...base[k]!, id: `copy${k}` }));
    const genuine = analyzer.analyze([...base, ...copies]);
    expect(genuine.product_status).toBe('Genuine');
    expect(genuine.verdict_explanation).toContain(
      `The trust score is ${genuine.trust_score} (grade ${genuine.trust_grade}) rather than`,
    );
    expect(genuine.verdict_explanation).toContain('1 critical alert');
  });
});

describe('analyze: a verdict given with low confidence is held to grade B at best', () => {
  const SHORT = ['Nice product', 'Good value', 'Love it!', 'Fast delivery', 'Works fine', 'Great'];

  it('gives grade A only when the evidence settles the verdict', () => {
    const firm = analyzer.analyze(product(40, 0));
    expect(firm).toMatchObject({ low_confidence: false, trust_score: 100, trust_grade: 'A' });
    const few = analyzer.analyze(product(12, 0));
    expect(few).toMatchObject({ product_status: 'Genuine', low_confidence: true });
    expect(few).toMatchObject({ trust_score: 84, trust_grade: 'B' });
    expect(few.verdict_explanation).toContain(
      'rather than 100: a verdict given with low confidence',
    );
  });

  it('does not give grade A to reviews the text model could not read', () => {
    const reviews: Review[] = Array.from({ length: 40 }, (_, i) => ({
      id: `s${i}`,
      text: `${SHORT[i % SHORT.length]} ${i}`,
      rating: 5,
      reviewer: `buyer ${i}`,
      date: `2025-02-${String(1 + (i % 28)).padStart(2, '0')}`,
    }));
    const result = analyzer.analyze(reviews);
    expect(result.review_coverage.by_check.text_model).toBe(0);
    expect(result).toMatchObject({ product_status: 'Genuine', low_confidence: true });
    expect(result.trust_score).toBeLessThanOrEqual(84);
    expect(result.trust_grade).not.toBe('A');
  });
});
