import { describe, expect, it } from 'vitest';
import { decisionAgreement, formatAgreement } from './agreement';

const scorer = (p: (t: string) => number) => ({ score: (t: string) => ({ probability: p(t) }) });

describe('decisionAgreement', () => {
  it('counts the texts the two models decide differently at 0.5, by which side flags', () => {
    const texts = ['a', 'bb', 'ccc', 'dddd', 'eeeee'];
    // Candidate flags texts of ≥ 3 characters, the reference those of ≥ 2 and the last one not.
    const candidate = scorer((t) => (t.length >= 3 ? 0.5 : 0.49));
    const reference = scorer((t) => (t.length >= 2 && t.length < 5 ? 0.9 : 0.1));
    const a = decisionAgreement(candidate, reference, texts);
    expect(a).toEqual({ n: 5, differing: 2, candidateOnly: 1, referenceOnly: 1, rate: 0.4 });
    expect(formatAgreement(a, 'format 2')).toContain('2 of 5 (40.00 %');
  });

  it('says nothing about an empty set', () => {
    expect(
      decisionAgreement(
        scorer(() => 1),
        scorer(() => 0),
        [],
      ).rate,
    ).toBeNull();
  });
});
