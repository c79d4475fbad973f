import { describe, expect, it } from 'vitest';
import { isUiLabel, stripUiNoise } from './ui-noise';

describe('stripUiNoise', () => {
  it.each([
    ['Very niceREAD MORE', 'Very nice'],
    [
      'So beautiful, so elegant, just a vowww😍❤️READ MORE',
      'So beautiful, so elegant, just a vowww😍❤️',
    ],
    ['Battery backup is good but...READ MORE', 'Battery backup is good but'],
    [
      'Screen Quality best, sound Quality best, service n...READ MORE',
      'Screen Quality best, sound Quality best, service n',
    ],
    ['Great pot!\nRead more', 'Great pot!'],
    ['Great pot. Read more', 'Great pot.'],
    ['Great pot. Read More', 'Great pot.'],
    ['Tasty sauce, will buy again. Read less', 'Tasty sauce, will buy again.'],
    ['The media could not be loaded.\n Works great', 'Works great'],
    ['Works great… more', 'Works great'],
    ['Muy buena olla. Leer más', 'Muy buena olla.'],
    ['Produto excelente… Ler mais', 'Produto excelente'],
    ['Sehr gut.\nWeiterlesen', 'Sehr gut.'],
    ['Très bon produit. Lire la suite', 'Très bon produit.'],
    ['Ottimo prodotto. Leggi di più', 'Ottimo prodotto.'],
    ['Barang bagus. Baca Selengkapnya', 'Barang bagus.'],
    ['Çok iyi. Devamını oku', 'Çok iyi.'],
    ['Bardzo dobry. Czytaj więcej', 'Bardzo dobry.'],
    ['Goed product. Lees meer', 'Goed product.'],
    ['とても良い。続きを読む', 'とても良い。'],
    ['Nice phone READ MORE', 'Nice phone'],
    ['The media could not be loaded.\nGood.\nRead more', 'Good.'],
    ['Verified Purchase Sturdy and quiet.', 'Sturdy and quiet.'],
    // The badge and the separator a site puts after it: AirlineQuality's (Skytrax) "✅ Trip Verified | …" and
    // "Not Verified | …", which the Kaggle sets scraped from it keep at the start of every review.
    ['Verified Purchase | Sturdy and quiet.', 'Sturdy and quiet.'],
    [
      '✅ Trip Verified | Flew London to Madrid, crew were excellent.',
      'Flew London to Madrid, crew were excellent.',
    ],
    ['✅ Trip Verified |  Lounge was crowded.', 'Lounge was crowded.'],
    ['Not Verified | Terrible delays and no information.', 'Terrible delays and no information.'],
    ['Unverified | Terrible delays and no information.', 'Terrible delays and no information.'],
    ['✔ Verified Purchase: Sturdy and quiet.', 'Sturdy and quiet.'],
  ])('removes page text from %j', (raw, expected) => {
    expect(stripUiNoise(raw)).toMatchObject({ text: expected, removed: true });
  });

  it.each([
    'My kids want to read more',
    'Now I can Read more',
    'Ich möchte weiterlesen',
    'Quiero leer más',
    'Works great',
    'Nothing more',
    'Not verified by anyone, but it works',
    'Trip verified that the hotel was real',
    '',
  ])('keeps %j: the words can be the writer’s own', (text) => {
    expect(stripUiNoise(text)).toEqual({ text, removed: false, lead: '' });
  });
});

describe('the page text removed from the start', () => {
  it.each([
    ['✅ Trip Verified | Flew to Madrid. Read more', '✅ Trip Verified | '],
    ['Not Verified | Late again.', 'Not Verified | '],
    ['The media could not be loaded.\n Works great', 'The media could not be loaded.\n '],
    // Only the removed start: the same words in the text that is kept are not it.
    ['Verified Purchase good good good', 'Verified Purchase '],
    ['Very niceREAD MORE', ''],
    ['V\u200berified Purchase Sturdy.', 'V\u200berified Purchase '],
  ])('%j -> %j, as written', (raw, lead) => expect(stripUiNoise(raw).lead).toBe(lead));
});

describe('isUiLabel', () => {
  it.each([
    ['Read less', true],
    ['  READ MORE ', true],
    ['Weiterlesen ›', true],
    ['…more', true],
    ['Läs mer', true],
    ['展开', true],
    ['Report abuse', true],
    ['Nice product', false],
    ['I want to read more', false],
    ['x'.repeat(200), false],
  ])('%j -> %j', (text, expected) => expect(isUiLabel(text)).toBe(expected));
});

describe('a UI label spelled with invisible or compatibility characters', () => {
  it.each(['Read\u200b more', 'Ｒｅａｄ ｍｏｒｅ', 'Re\u00adad less'])('%j is a label', (t) =>
    expect(isUiLabel(t)).toBe(true),
  );
});

describe('a label glued to a text, disguised as it reads (UTS #39: invisible characters, compatibility forms, look-alikes)', () => {
  it.each([
    ['Great pot.\nRe\u200bad more', 'Great pot.'],
    ['Great pot. R\u0435ad more', 'Great pot.'],
    ['Great pot. Read mor\u0435', 'Great pot.'],
    ['Very niceR\u200bE\u200bA\u200bD\u200b \u200bM\u200bO\u200bR\u200bE', 'Very nice'],
    // Cut where the label begins: invisible characters before it may belong to what precedes (an emoji's).
    [
      `Very nice${'\u200b'.repeat(40)}READ MORE${'\u2060'.repeat(40)}`,
      `Very nice${'\u200b'.repeat(40)}`,
    ],
    ['Tasty sauce. Ｓｈｏｗ ｌｅｓｓ', 'Tasty sauce.'],
    ['Muy buena olla. Leer ma\u0301s', 'Muy buena olla.'],
    ['Works great…\u00admore', 'Works great'],
    ['Th\u0435 media could not be loaded.\nWorks great', 'Works great'],
    ['V\u200berified Purchase Sturdy and quiet.', 'Sturdy and quiet.'],
    ['Ещё раз спасибо! Нравится. Read\u200b more', 'Ещё раз спасибо! Нравится.'],
  ])('removes it from %j, keeping the shown text as written', (raw, expected) => {
    expect(stripUiNoise(raw)).toMatchObject({ text: expected, removed: true });
  });

  it.each([
    'My kids want to re\u200bad more',
    'Хочу читать more',
    'Ｎｏｗ ｌ ｃａｎ ｒｅａｄ ｍｏｒｅ',
    'Café crème\u200b',
    '\u200b'.repeat(50_000),
  ])('keeps %j: the words can be the writer’s own', (text) => {
    expect(stripUiNoise(text)).toEqual({ text, removed: false, lead: '' });
  });
});
