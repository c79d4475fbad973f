import { describe, expect, it } from 'vitest';
import { DETECTED_LANGUAGES } from '../assess/language';
import { languageName, reviewCoverage } from './coverage';

describe('languageName', () => {
  // The coverage sentence names the languages the text model reads and the languages of the reviews; a
  // bare code ("ro") in a sentence of names reads as a slip. Every language the model can read is one the
  // detector can name, so naming those covers both.
  it.each(DETECTED_LANGUAGES)('names %s in words', (code) => {
    expect(languageName(code)).not.toBe(code);
    expect(languageName(code)).toMatch(/^[A-Z][a-z]/);
  });
});

describe('the coverage statement', () => {
  const judged = {
    assessed: true,
    not_assessed_reason: null,
    checks: ['copies'],
    not_scored_reason: 'too_short',
    language: 'en',
  } as const;
  const model = { languages: ['en'], minWords: 10 };
  it('agrees in number with a count of one', () => {
    const summary = (a: readonly (typeof judged)[]) =>
      reviewCoverage(a as unknown as Parameters<typeof reviewCoverage>[0], model).summary;
    expect(summary([judged])).toMatch(/^The 1 review was judged\./);
    expect(summary([judged, judged])).toMatch(/^All 2 reviews were judged\./);
  });
});
