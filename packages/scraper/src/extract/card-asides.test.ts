// What a review card prints beside its text and that is not the text, told without class names: the writer's
// answer to "would you recommend it?", a column about the writer, a shop's answer headed by its date.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';
import { isChromeText, isReplyLabel } from './field-hints';

const TEXTS = [
  'Keeps water cold all day, the lid is a bit stiff at first.',
  'Leaked on day one and the paint chipped within a week.',
] as const;

const read = (card: (text: string, i: number) => string) =>
  extractPage(
    'https://shop.example.com/products/flask',
    `<html lang="en"><head><title>Flask</title></head><body><h1>Flask</h1><ul>${TEXTS.map(card).join('\n')}</ul></body></html>`,
  ).reviews;

describe("the writer's recommendation is no text", () => {
  it.each([
    'Yes, I recommend this product.',
    'No, I do not recommend this product.',
    'I would recommend this to a friend',
    "No, I wouldn't recommend this to a friend",
    'Bottom Line Yes, I would recommend to a friend',
    'Ja, ich empfehle dieses Produkt.',
    'Non, je ne recommande pas ce produit.',
    'Sí, recomiendo este producto.',
    'Recommends this product: Yes',
  ])('%s', (line) => expect(isChromeText(line)).toBe(true));

  it.each(['I recommend this flask to anyone who hikes.', 'Would not recommend, it leaked.'])(
    'a sentence of the review that recommends is text: %s',
    (line) => expect(isChromeText(line)).toBe(false),
  );

  it('a card prints it below the text, in a block of its own (PowerReviews, Best Buy)', () => {
    const reviews = read(
      (
        text,
        i,
      ) => `<li><div><div role="img" aria-label="Rated ${4 - 2 * i}.0 out of 5 stars"></div><h2>Title ${i}</h2></div>
<section><p>${text}</p><p><span>Submitted</span> <time datetime="2024-03-0${i + 1}">3/${i + 1}/2024</time></p></section>
<section><span><span>Bottom Line</span> ${i === 0 ? 'Yes' : 'No'}, I would recommend to a friend</span></section></li>`,
    );
    expect(reviews.map((r) => [r.rating, r.text])).toEqual([
      [4, TEXTS[0]],
      [2, TEXTS[1]],
    ]);
  });
});

describe("a column about the writer beside the review's", () => {
  it.each([
    ['Owned for 2 weeks when reviewed.', 'Owned for 1 month when reviewed.'],
    ['About 1 year using the app', '2 months using the app'],
  ])('"%s" says how long they had it', (...lines) => {
    const reviews = read(
      (text, i) => `<li><div>
 <div><div><strong>Shopper ${i}</strong></div><div>${lines[i]}</div></div>
 <div><div><p>Rated ${4 - 2 * i} out of 5 stars</p><h4>Title ${i}</h4></div>
  <div><time datetime="2024-03-0${i + 1}">2 months ago</time></div>
  <div><p>${text}</p></div>
  <div><p>${i === 0 ? 'I would' : 'No, I would not'} recommend this to a friend</p></div></div></div></li>`,
    );
    expect(reviews.map((r) => [r.reviewer, r.title, r.text])).toEqual([
      ['Shopper 0', 'Title 0', TEXTS[0]],
      ['Shopper 1', 'Title 1', TEXTS[1]],
    ]);
  });
});

describe("a shop's answer headed by who answered and when", () => {
  it.each(['Example Apps replied March 5, 2021', 'Acme Store responded 2 weeks ago'])(
    '%s',
    (label) => expect(isReplyLabel(label)).toBe(true),
  );

  it.each(['Replied March 5, 2021', 'Great flask 2 weeks ago'])('%s opens no answer', (label) =>
    expect(isReplyLabel(label)).toBe(false),
  );

  it("the answer's words are not read as the review's (an app marketplace's card)", () => {
    const reviews = read(
      (text, i) => `<li><div><h3>Shopper ${i}</h3></div>
<div><div data-rating="${4 - 2 * i}"><span>${4 - 2 * i} of 5 stars</span></div><div>March 3, 2021</div></div>
<div><div><p>${text}</p></div><button>Show more</button></div>
<div><div><h4>Example Apps replied March 5, 2021</h4></div>
<div><p>Thank you so much for taking the time to leave us this kind review. We are always here if you need anything at all, just write to our support team any time of the day.</p></div></div></li>`,
    );
    expect(reviews.map((r) => r.text)).toEqual([...TEXTS]);
  });

  it("a line after the stars is the text, not a title, when the rest of the card is the shop's answer", () => {
    const texts = [...TEXTS, 'Perfect size for my bag, I use it every day on the train.'];
    const names = ['Anna K.', 'Tom Baker', 'Marco Rossi'];
    const answer = `<div><p>Response from the seller</p>
<div>Thank you so much for your kind words! We are always happy to hear that our mugs arrive safely, and we hope you enjoy your morning coffee in it for many years to come.</div></div>`;
    const cards = texts.map(
      (text, i) => `<div><div><span><span>${4 - i} out of 5 stars</span></span></div>
<div><div>${text}</div><button type="button">Read more</button></div>
${i === 0 ? answer : ''}<p><a href="/people/${i}">${names[i]}</a> March ${i + 3}, 2024</p></div>`,
    );
    const html = `<html lang="en"><head><title>Mug</title></head><body><h1>Mug</h1><div>${cards.join('\n')}</div></body></html>`;
    const reviews = extractPage('https://shop.example.com/products/mug', html).reviews;
    expect(reviews.map((r) => [r.title, r.text])).toEqual(texts.map((text) => [undefined, text]));
    // Nor does the answer's label name the writer.
    expect(reviews[0]!.reviewer).not.toBe('Response from the seller');
  });
});
