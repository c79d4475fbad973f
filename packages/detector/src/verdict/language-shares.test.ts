import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../stats/wilson';
import {
  FIRM_RATE_TEXTS,
  FIRM_RECALL,
  hiddenFakes,
  isFirm,
  languageTopUp,
  mergeHiddenFakes,
  ratesFor,
  scoredByLanguage,
} from './language-shares';
import { shareTopUp, type ShareQuantifier } from './share-quantifier';

const FIRM = { positives: 2000, negatives: 2000 };
/** English caught 95 % of the time on 2,000 texts; French 50 % on 300; German measured but firm. */
const Q: ShareQuantifier = {
  threshold: 0.5,
  tpr: 0.95,
  fpr: 0,
  ...FIRM,
  languages: {
    fr: { tpr: 0.5, fpr: 0, positives: 300, negatives: 300 },
    de: { tpr: 0.96, fpr: 0.01, ...FIRM },
  },
};

/** Probabilities and languages side by side: `[p, language]`; NaN marks a review the model did not score. */
function product(entries: readonly (readonly [number, string | null])[]) {
  const probabilities = Float64Array.from(entries, ([p]) => p);
  const groups = scoredByLanguage(probabilities, (i) => entries[i]![1]);
  return { probabilities, groups };
}

const repeat = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

describe('ratesFor and isFirm', () => {
  it('reads English from the top level and other languages from their own entries', () => {
    expect(ratesFor(Q, 'en')).toBe(Q);
    expect(ratesFor(Q, 'fr')).toEqual(Q.languages!.fr);
    expect(ratesFor(Q, 'it')).toBeNull();
  });

  it('calls rates firm only with a high recall measured on enough texts of both kinds', () => {
    expect(isFirm(ratesFor(Q, 'en'))).toBe(true);
    expect(isFirm(ratesFor(Q, 'de'))).toBe(true);
    expect(isFirm(ratesFor(Q, 'fr'))).toBe(false);
    expect(isFirm(null)).toBe(false);
    const at = (tpr: number, positives: number, negatives: number) =>
      isFirm({ tpr, fpr: 0, positives, negatives });
    expect(at(FIRM_RECALL, FIRM_RATE_TEXTS, FIRM_RATE_TEXTS)).toBe(true);
    expect(at(FIRM_RECALL - 0.001, 5000, 5000)).toBe(false);
    expect(at(0.99, FIRM_RATE_TEXTS - 1, 5000)).toBe(false);
    expect(at(0.99, 5000, FIRM_RATE_TEXTS - 1)).toBe(false);
    // Rates stated without counts (a caller's own operating point) are taken as measured enough.
    expect(isFirm({ tpr: 0.95, fpr: 0.01 })).toBe(true);
  });
});

describe('languageTopUp', () => {
  it("tops each language up to its own estimate with that language's reviews", () => {
    // English: 9 of 20 above 0.5 at recall 0.95 → 9.47 → 9, nothing to add. French: 5 of 20 above at
    // recall 0.5 → 10 → its five next most probable French reviews (0.45, 0.4, 0.35 ×3), not the English 0.49.
    const { probabilities, groups } = product([
      ...repeat(9, [0.9, 'en'] as const),
      [0.49, 'en'],
      ...repeat(10, [0.1, 'en'] as const),
      ...repeat(5, [0.8, 'fr'] as const),
      [0.45, 'fr'],
      [0.4, 'fr'],
      ...repeat(3, [0.35, 'fr'] as const),
      ...repeat(10, [0.1, 'fr'] as const),
      [Number.NaN, 'fr'],
    ]);
    expect(languageTopUp(probabilities, probabilities, groups, 0.5, Q)).toEqual([
      25, 26, 27, 28, 29,
    ]);
    // English rates for French read it as 5 / 20 / 0.95 → 5: the count stays 14 of 40.
    const english = { ...Q, languages: { fr: { tpr: 0.95, fpr: 0, ...FIRM } } };
    expect(languageTopUp(probabilities, probabilities, groups, 0.5, english)).toEqual([]);
  });

  it("leaves a language without rates at its per-review count, which still counts in the product's gate", () => {
    // Italian has no rates: 30 of 40 flagged count as they are and carry the product over 25 %, French is
    // topped up (2 of 10 above at recall 0.5 → 4).
    const { probabilities, groups } = product([
      ...repeat(30, [0.9, 'it'] as const),
      ...repeat(10, [0.2, 'it'] as const),
      ...repeat(2, [0.9, 'fr'] as const),
      ...repeat(8, [0.3, 'fr'] as const),
    ]);
    expect(languageTopUp(probabilities, probabilities, groups, 0.5, Q)).toEqual([42, 43]);
  });

  it("adds nothing while the product's estimated count stays under 25 %", () => {
    // French alone would be topped up (2 of 10 → 4), but 4 of 40 reviews is 10 %.
    const { probabilities, groups } = product([
      ...repeat(2, [0.9, 'fr'] as const),
      ...repeat(8, [0.3, 'fr'] as const),
      ...repeat(30, [0.1, 'en'] as const),
    ]);
    expect(languageTopUp(probabilities, probabilities, groups, 0.5, Q)).toEqual([]);
  });

  it('is shareTopUp when every scored review is in one language (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(Number.NaN, 0.05, 0.2, 0.3, 0.45, 0.6, 0.9), { maxLength: 80 }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.04, noNaN: true }),
        (values, tpr, fpr) => {
          const ps = Float64Array.from(values);
          const q = { threshold: 0.5, tpr, fpr };
          const groups = scoredByLanguage(ps, () => 'en');
          expect(languageTopUp(ps, ps, groups, 0.5, q)).toEqual(shareTopUp(ps, ps, 0.5, q));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('hiddenFakes', () => {
  const none = new Map<string, number[]>();

  it('bounds an uncertain language with the lower 95 % bounds of its rates', () => {
    // French: 5 of 20 above, all 5 judged fake. Recall 0.5 on 300 texts is at least 0.4438 (Wilson), the
    // false-positive rate at least 0: up to 0.25 / 0.4438 = 56.3 % of 20 → 12 fakes, 7 more than counted.
    const { probabilities, groups } = product([
      ...repeat(5, [0.9, 'fr'] as const),
      ...repeat(15, [0.1, 'fr'] as const),
      ...repeat(20, [0.1, 'en'] as const),
    ]);
    const tprLow = wilsonInterval(150, 300).low;
    expect(tprLow).toBeCloseTo(0.4438, 4);
    const hidden = hiddenFakes(probabilities, groups, none, (i) => i < 5, Q);
    expect(hidden.reviews).toBe(Math.ceil((0.25 / tprLow) * 20) - 5);
    expect(hidden.reviews).toBe(7);
    expect(hidden.languages).toEqual([{ language: 'fr', recall: 0.5, texts: 300 }]);
  });

  it('extends the bound to the judged reviews of that language too short for the model', () => {
    const { probabilities, groups } = product([
      ...repeat(5, [0.9, 'fr'] as const),
      ...repeat(15, [0.1, 'fr'] as const),
      ...repeat(10, [Number.NaN, 'fr'] as const),
    ]);
    const short = new Map([['fr', [20, 21, 22, 23, 24, 25, 26, 27, 28, 29]]]);
    // 56.3 % of 30 → 17; one short review is judged fake by another check (a copy): 17 − 6 = 11.
    const hidden = hiddenFakes(probabilities, groups, short, (i) => i < 5 || i === 20, Q);
    expect(hidden.reviews).toBe(11);
  });

  it('adds nothing for firm languages, and everything unflagged for a language without rates', () => {
    const { probabilities, groups } = product([
      ...repeat(10, [0.1, 'en'] as const),
      ...repeat(10, [0.2, 'de'] as const),
      [0.9, 'it'],
      ...repeat(9, [0.1, 'it'] as const),
    ]);
    const hidden = hiddenFakes(probabilities, groups, none, (i) => i === 20, Q);
    expect(hidden.reviews).toBe(9);
    expect(hidden.languages).toEqual([{ language: 'it', recall: null, texts: 0 }]);
  });

  it('adds the bounds of the products of a file', () => {
    const fr = { language: 'fr', recall: 0.5, texts: 300 };
    const it_ = { language: 'it', recall: null, texts: 0 };
    expect(
      mergeHiddenFakes([
        { reviews: 3, languages: [fr] },
        { reviews: 0, languages: [] },
        { reviews: 4, languages: [it_, fr] },
      ]),
    ).toEqual({ reviews: 7, languages: [fr, it_] });
  });
});
