// The text model's score is one number wherever it is shown: the review's fake_probability, the figure in its
// reason's words and the score a page or the CLI prints (modelScoreHundredths), and a score shown at or above
// the threshold belongs to a review the model flagged. A probability just under the threshold (0.49996) must
// not read 0.50 beside "not fake", nor 0.8456 read 0.85 in the words and 84 % beside them.
import { modelScoreHundredths } from '@reviewsentry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import type { TextModel } from './text-model';
import { DEFAULT_FAKE_THRESHOLD as THRESHOLD } from './verdict/decision';
import { distinctReviews } from './test-fixtures/review-texts';

/** A real TextModel whose probability for a review is the number its text ends with ("… p0.49996"). */
const statedModel: TextModel = {
  id: 'stated-probability-model',
  version: '0.0.0',
  languages: ['en'],
  minWords: 10,
  score: (text) => ({ probability: Number(/p(\d(?:\.\d+)?)$/.exec(text)?.[1] ?? 0) }),
};
const analyzer = createAnalyzer({ textModel: statedModel });

const MODEL_NUMBER = /model probability (\d\.\d\d)\)/;

function scoresProblems(probabilities: readonly number[]): string[] {
  const reviews = distinctReviews(probabilities.length, 7).map((r, i) => ({
    ...r,
    text: `${r.text} p${probabilities[i]!}`,
  }));
  const problems: string[] = [];
  for (const review of analyzer.analyze(reviews).reviews) {
    const p = review.fake_probability;
    if (p === null) continue;
    const shown = modelScoreHundredths(p);
    const flagged = review.reasons.some((r) => r.code === 'machine_generated_text');
    if (flagged !== p >= THRESHOLD)
      problems.push(`fake_probability ${p} and flagged ${String(flagged)}`);
    if (flagged !== shown >= 100 * THRESHOLD)
      problems.push(`shown ${shown} % and flagged ${String(flagged)}`);
    for (const reason of review.reasons) {
      const inWords = MODEL_NUMBER.exec(reason.message)?.[1];
      if (inWords !== undefined && Math.round(Number(inWords) * 100) !== shown)
        problems.push(`words say ${inWords}, shown ${shown} %, fake_probability ${p}`);
    }
  }
  return problems;
}

describe('the text model score shown agrees with the reason and the flag', () => {
  it('at the threshold and at the rounding edges of two decimals', () => {
    expect(
      scoresProblems([0.49996, 0.5, 0.49994, 0.8456, 0.84996, 0.915, 0.57, 0.99996, 0.0049]),
    ).toEqual([]);
  });

  it('for random probabilities (fast-check, 60 runs of 12 reviews)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 12, maxLength: 12 }),
        (ps) => {
          expect(scoresProblems(ps.map((p) => Number(p.toFixed(6))))).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 20261127 },
    );
  });
});
