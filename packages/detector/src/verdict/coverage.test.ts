import { describe, expect, it } from 'vitest';
import { DETECTED_LANGUAGES } from '../assess/language';
import { languageName } from './coverage';

describe('languageName', () => {
  // The coverage sentence names the languages the text model reads and the languages of the reviews; a
  // bare code ("ro") in a sentence of names reads as a slip. Every language the model can read is one the
  // detector can name, so naming those covers both.
  it.each(DETECTED_LANGUAGES)('names %s in words', (code) => {
    expect(languageName(code)).not.toBe(code);
    expect(languageName(code)).toMatch(/^[A-Z][a-z]/);
  });
});
