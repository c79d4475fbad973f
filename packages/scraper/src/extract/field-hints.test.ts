// What an element's class, id and test ids say it is, and which short texts are a card's controls.
import { describe, expect, it } from 'vitest';
import {
  cleanAuthor,
  hasAuthorHint,
  isChromeText,
  isControlText,
  isPlaceOrVariantLine,
} from './field-hints';

describe("a part named for the writer's name", () => {
  it.each(['ProductReviewCustomerInfo-name', 'review__name', 'name proName', 'reviewerName'])(
    '%s',
    (hints) => expect(hasAuthorHint(hints)).toBe(true),
  );

  it.each(['productName', 'shopName', 'variant-name', 'rename', 'filename'])(
    '%s names something else',
    (hints) => expect(hasAuthorHint(hints)).toBe(false),
  );
});

describe('a vote tally is a control, not text', () => {
  it.each([
    '3 people found this helpful',
    '0 of 0 people found this review helpful',
    '2 of 3 people found the following review helpful',
    '12 out of 14 customers found this review helpful',
  ])('%s', (text) => expect(isChromeText(text)).toBe(true));

  // JTL-Shop's "2 von 3 Kunden fanden diese Bewertung hilfreich.", Amazon.de's, .fr's and .es's wording.
  it.each([
    '2 von 3 Kunden fanden diese Bewertung hilfreich.',
    '12 Personen fanden diese Informationen hilfreich',
    '3 personnes ont trouvé cela utile',
    'A 5 personas les resultó útil',
    '4 persone lo hanno trovato utile',
  ])('%s (translated)', (text) => {
    expect(isChromeText(text)).toBe(true);
    expect(isControlText(text)).toBe(true);
  });

  it('a sentence about helpful people is text', () =>
    expect(isChromeText('Two people in the shop found this helpful when I asked.')).toBe(false));
});

describe('"Report abuse" is a control in each language we list, in its short and full phrasing', () => {
  it.each([
    'Report abuse',
    'Missbrauch melden',
    'Signaler un abus',
    'Denunciar',
    'Denunciar abuso',
    'Informar de un abuso',
    'Reportar abuso',
    'Segnala un abuso',
  ])('%s', (text) => expect(isChromeText(text)).toBe(true));
});

describe('"Was this review helpful?" is a control, also asked of the reader', () => {
  it.each([
    'Was this review helpful?',
    'Was this review helpful to you?',
    'Was this helpful to you?',
    'Nhận xét này có hữu ích cho bạn?',
  ])('%s', (text) => expect(isChromeText(text)).toBe(true));
});

describe('a place or the variant bought, without a label', () => {
  it.each([
    'London, UK',
    'Denver, CO',
    'Rio de Janeiro, Brasil',
    'Size M · Blue',
    'Colour Black',
    'Größe 42 / Weiß',
  ])('%s', (line) => expect(isPlaceOrVariantLine(line)).toBe(true));

  it.each(['Size matters', 'Colour is lovely', 'Great flask, leaky lid', 'Cold all day'])(
    '%s reads as a title',
    (line) => expect(isPlaceOrVariantLine(line)).toBe(false),
  );
});

describe("a separator after the writer's name", () => {
  // SuiteCommerce prints "by <span>Anna K.</span> - <i title=\"verified purchaser\"></i>": the hyphen, spaced,
  // separates the name from the badge drawn after it.
  it.each([
    ['by Anna K. -', 'Anna K.'],
    ['Tom Baker - Verified Buyer', 'Tom Baker'],
    ['Anne-Marie', 'Anne-Marie'],
    ['Jean-Luc Picard', 'Jean-Luc Picard'],
  ])('%s', (line, name) => expect(cleanAuthor(line)).toBe(name));
});
