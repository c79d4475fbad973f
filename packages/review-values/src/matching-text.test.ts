import { describe, expect, it } from 'vitest';
import { mappedMatchingText, matchingText } from './matching-text';

// What a reader sees as one word must match as one word: invisible code points, compatibility forms and
// look-alike letters of another script inside a Latin word are how a text hides a phrase from a word list.
describe('matchingText', () => {
  it.each([
    ['zero-width space', 'rec\u200beived'],
    ['soft hyphen', 'rece\u00adived'],
    ['word joiner', 'recei\u2060ved'],
    ['zero-width joiner', 'rec\u200deived'],
    ['variation selector', 'rece\ufe0fived'],
    ['byte order mark', '\ufeffreceived'],
    ['bidi control', 'rece\u202eived'],
    ['fullwidth letters', 'ｒｅｃｅｉｖｅｄ'],
    ['Cyrillic е in a Latin word', 'rec\u0435ived'],
    ['Cyrillic і and е', 'r\u0435c\u0435\u0456ved'],
  ])('%s: reads as the word it shows', (_, spelled) => {
    expect(matchingText(spelled)).toBe('received');
  });

  it('keeps words wholly in another script, and ordinary text, as they are', () => {
    for (const text of [
      'Отличный товар, рекомендую',
      'Πολύ καλό προϊόν',
      'Très bon produit, je recommande',
      'まあまあです',
      'I received it. Works well!',
    ])
      expect(matchingText(text)).toBe(text.normalize('NFKC'));
  });

  it('folds Greek look-alikes inside a Latin word', () => {
    expect(matchingText('g\u03bf\u03bfd pr\u03bfduct')).toBe('good product');
  });

  it('folds look-alike letters only inside words that mix scripts', () => {
    expect(matchingText('pаket and пакет')).toBe('paket and пакет');
  });
});

describe('mappedMatchingText', () => {
  it.each([
    'Re\u200bad m\u00adore',
    'Ｒｅａｄ ｍｏｒｅ',
    'rec\u0435ived',
    'Leer ma\u0301s',
    'пакет ﬁne 😍❤️',
    '',
  ])('is matchingText of %j, with a map back to it', (text) => {
    const { text: folded, from } = mappedMatchingText(text);
    expect(folded).toBe(matchingText(text));
    expect(from).toHaveLength(folded.length + 1);
    expect(from.at(-1)).toBe(text.length);
    expect(from).toEqual([...from].sort((a, b) => a - b));
  });

  it('maps each unit to the character it came from', () => {
    expect(mappedMatchingText('Re\u200bad ﬁ ma\u0301s').from).toEqual([
      0, 1, 3, 4, 5, 6, 6, 7, 8, 9, 11, 12,
    ]);
  });
});
