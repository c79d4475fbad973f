import { describe, expect, it } from 'vitest';
import { verdictExplanation } from './explanation';
import { shareVerdict } from './status';

describe('verdictExplanation', () => {
  // A recall under 1 is never said as "100 % caught" (nor one over 0 as "0 %"): the sentence is about what the
  // model may have missed.
  it('words a measured recall without rounding it up to every text', () => {
    const words = verdictExplanation({
      judged: 40,
      fake: 4,
      textScored: 40,
      verdict: shareVerdict(4, 40, 3),
      hidden: { reviews: 3, languages: [{ language: 'fr', recall: 0.996, texts: 250 }] },
      trust: null,
      alerts: [],
    });
    expect(words).toContain('French (>99 % of 250 machine-written texts caught)');
  });

  // "among those" after "could read only 2 of the 302" named the two it read, where no check but copies and
  // the others can find fakes in the 300 it could not.
  it('says which reviews only the other checks could judge', () => {
    const words = verdictExplanation({
      judged: 302,
      fake: 2,
      textScored: 2,
      verdict: shareVerdict(2, 302),
      trust: null,
      alerts: [],
    });
    expect(words).toContain(
      'The text model could read only 2 of the 302 judged reviews (the others are too short for it or in a ' +
        'language it was not trained on); among the others, only copies, templates and the other checks can find fakes',
    );
  });
});
