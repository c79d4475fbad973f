import { describe, expect, it } from 'vitest';
import { foldText } from './fold';

describe('foldText', () => {
  it('returns ASCII text unchanged', () => {
    const s = 'Plain "ASCII" text - with... punctuation!';
    expect(foldText(s)).toBe(s);
  });

  it('folds typographic quotes, dashes, ellipses and spaces to ASCII', () => {
    expect(foldText('\u201CGreat\u201D \u2014 it\u2019s perfect\u2026')).toBe(
      '"Great" - it\'s perfect...',
    );
    expect(foldText('a\u2013b\u00A0c')).toBe('a-b c');
  });

  it('strips accents and replaces emoji and other scripts by spaces', () => {
    expect(foldText('caf\u00E9 na\u00EFve')).toBe('cafe naive');
    expect(foldText('nice\u{1F44D}')).toBe('nice ');
    expect(foldText('\u0425\u043E\u0440\u043E\u0448\u043E')).toBe(' ');
  });

  it('makes an ASCII-normalised generator text and its typographic original identical', () => {
    expect(foldText('instructions\u2014perfect for \u201Cbeginners\u201D')).toBe(
      'instructions-perfect for "beginners"',
    );
  });

  it('is idempotent and always yields ASCII', () => {
    const inputs = [
      '\u00C5ngstr\u00F6m \uFB01ne',
      '\u{1F600}\u{1F600} ok',
      '\uD800 lone surrogate',
      '',
    ];
    for (const input of inputs) {
      const once = foldText(input);
      expect(foldText(once)).toBe(once);
      expect([...once].every((ch) => ch.charCodeAt(0) < 128)).toBe(true);
    }
  });
});
