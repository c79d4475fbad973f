import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { words } from './tokenize';

const reference = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).map((w) =>
    w.replace(/’/g, "'"),
  );

describe('words', () => {
  it('lower-cases, keeps inner apostrophes and splits on everything else', () => {
    expect(words("I didn’t LOVE it, but it's OK-ish: 4/5 stars!")).toEqual([
      'i',
      "didn't",
      'love',
      'it',
      'but',
      "it's",
      'ok',
      'ish',
      '4',
      '5',
      'stars',
    ]);
    expect(words('Muy rápido, ¡excelente!')).toEqual(['muy', 'rápido', 'excelente']);
    expect(words("'quoted' rock'n'roll")).toEqual(['quoted', "rock'n'roll"]);
  });

  it('agrees with the Unicode regex on any text (property)', () => {
    const chars = fc.constantFrom(..."ab Z9'’-.,é!\n".split(''));
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 40 }).map((a) => a.join('')),
        (text) => {
          expect(words(text)).toEqual(reference(text));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('words as a reader sees them', () => {
  it('are not split or changed by invisible, compatibility or look-alike characters', () => {
    expect(words('I rec\u200beived it fr\u00adee, ｆｒｅｅ, fr\u0435e')).toEqual([
      'i',
      'received',
      'it',
      'free',
      'free',
      'free',
    ]);
  });
});
