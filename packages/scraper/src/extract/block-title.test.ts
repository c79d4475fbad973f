// A review's title read from the markup alone, without a class or itemprop that names it.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const card = (rating: number, by: string, name: string, text: string) =>
  `<div><div><div aria-label="${rating}.0 out of 5 stars"><span><i></i><i></i><i></i><i></i><i></i></span></div><span>${by}</span> <a href="/usr/${name}">${name}</a> <span>Aug 24, 2016</span></div>
<div><p>${text}</p></div></div>`;

describe('a title from the markup alone', () => {
  it.each(['by', 'von', 'par', 'por'])('the byline word "%s" after the stars is no title', (by) => {
    const html = `<html><head><title>Sofa</title></head><body><h1>Sofa</h1><div><h2>Most relevant reviews</h2>
${card(4, by, 'mtkeane', 'We bought two of these for our covered porch and like them.')}
${card(5, by, 'rosemary', 'I bought three of these sofas and they look beautiful.')}</div></body></html>`;
    const reviews = extractPage('https://shop.example.com/itm/sofa', html).reviews;
    expect(reviews.map((r) => [r.reviewer, r.rating, r.title])).toEqual([
      ['mtkeane', 4, undefined],
      ['rosemary', 5, undefined],
    ]);
  });
});

describe('a name that says whose title it is', () => {
  // Judge.me puts the product's title on every review card as data; without class names nothing else marks the
  // card, and read as one title it would hold no text.
  it("a card carrying its product's title (data-product-title) is a review, not a title", () => {
    const card = (rating: number, text: string) =>
      `<div data-review-id="r${rating}" data-product-title="Steel Flask"><div><span aria-label="${rating} star review" role="img"></span></div>
<div><p>${text}</p></div></div>`;
    const html = `<html><head><title>Flask</title></head><body><h1>Steel Flask</h1><div>
${card(4, 'Keeps water cold all day, the lid is a bit stiff at first.')}
${card(2, 'Leaked on day one and the paint chipped within a week.')}</div></body></html>`;
    const reviews = extractPage('https://shop.example.com/products/flask', html).reviews;
    expect(reviews.map((r) => [r.rating, r.text])).toEqual([
      [4, 'Keeps water cold all day, the lid is a bit stiff at first.'],
      [2, 'Leaked on day one and the paint chipped within a week.'],
    ]);
  });
});

/** Two class-less reviews, each dressed by `card`, read as writer, title and text. */
const REVIEWS = [
  ['Anna K.', 4, 'Cold all day', 'Keeps water cold all day, the lid is a bit stiff at first.'],
  ['Tom Baker', 2, 'Leaked', 'Leaked on day one and the paint chipped within a week.'],
] as const;
type Review = (typeof REVIEWS)[number];
const read = (card: (review: Review, i: number) => string) =>
  extractPage(
    'https://shop.example.com/products/flask',
    `<html><head><title>Flask</title></head><body><h1>Flask</h1><div>${REVIEWS.map(card).join('\n')}</div></body></html>`,
  ).reviews.map((r) => [r.reviewer, r.title, r.text]);

describe('a title that stands right before the text, without a name', () => {
  it.each([
    [
      "a line of its own over the text (Yotpo's, Okendo's)",
      ([name, rating, title, text]: Review) =>
        `<div><div><div><span role="heading" aria-level="3">${name}</span></div><div><span>${rating}.0 star rating</span></div><div><span>March 3, 2024</span></div></div>
<div><div>${title}</div><div><div>${text}</div></div></div></div>`,
    ],
    [
      'a bold line closing the header above the text',
      ([name, rating, title, text]: Review) =>
        `<div><div><div title="${rating} out of 5 stars"></div><p><small>05.03.2024</small></p><p><strong>${title}</strong></p></div>
<p>${text}</p><p>by ${name}</p></div>`,
    ],
  ])('%s', (_, card) => expect(read(card)).toEqual(REVIEWS.map(([n, , t, x]) => [n, t, x])));

  it.each([
    [
      'a label\'s line ("Colour: Silver")',
      ([name, rating, , text]: Review) =>
        `<div><div><span>${name}</span> <span>March 3, 2024</span></div><div aria-label="${rating} out of 5 stars"></div>
<div>Colour: Silver</div><div><div>${text}</div></div></div>`,
    ],
    [
      'a line ending a sentence',
      ([name, rating, , text]: Review) =>
        `<div><div><span>${name}</span> <span>March 3, 2024</span></div><div aria-label="${rating} out of 5 stars"></div>
<div>2 of 3 people found this helpful.</div><div><div>${text}</div></div></div>`,
    ],
  ])('%s before the text is no title', (_, card) =>
    expect(read(card).map(([, title]) => title)).toEqual([undefined, undefined]),
  );

  // A place or the variant bought, printed without a label's colon (ADR 230's risk): the writer's or the
  // purchase's, never a title. Each card prints its own, so the line does not repeat across the list.
  const PLACES = ['London, UK', 'Denver, CO'];
  const VARIANTS = ['Size M · Blue', 'Colour Black', 'Größe 42 / Weiß', 'Taille M'];
  it.each([
    ...PLACES.map((place) => [`a place ("${place}")`, place, 'Lyon, France'] as const),
    ...VARIANTS.map((variant) => [`a variant ("${variant}")`, variant, 'Size L · Red'] as const),
  ])('%s over the text is no title', (_, first, second) => {
    const card = ([name, rating, , text]: Review, i: number) =>
      `<div><div><span>${name}</span> <span>March 3, 2024</span></div><div aria-label="${rating} out of 5 stars"></div>
<div>${i === 0 ? first : second}</div><div><div>${text}</div></div></div>`;
    expect(read(card).map(([, title, text]) => [title, text])).toEqual(
      REVIEWS.map(([, , , text]) => [undefined, text]),
    );
  });
});

describe('a heading is the title where something else names the writer', () => {
  it.each([
    [
      'the date\'s line (hReview\'s "Reviewed by Anna K. on March 3, 2024")',
      ([name, rating, title, text]: Review) =>
        `<div><h3>${title}</h3><p>Reviewed by <span>${name}</span> on <abbr title="2024-03-03">March 3, 2024</abbr></p>
<p><span>${rating * 2}</span>/<span>10</span></p><div><p>${text}</p></div></div>`,
    ],
    [
      "a name before the date (h-review's)",
      ([name, rating, title, text]: Review) =>
        `<article><h3>${title}</h3><span><img src="/a.png" alt=""><span>${name}</span></span>
<time datetime="2024-03-03T08:00:00Z">2024-03-03</time><span aria-label="${rating} out of 5 stars"></span><div><p>${text}</p></div></article>`,
    ],
  ])('%s', (_, card) => expect(read(card)).toEqual(REVIEWS.map(([n, , t, x]) => [n, t, x])));

  it("a bold line after the stars is the title, and an aside in brackets none, where the date's line names the writer", () => {
    const card = ([name, rating, title, text]: Review) =>
      `<div><div>0 of 2 people found the following review helpful</div><div><div data-rateit-value="${rating}"></div><strong>${title}</strong></div>
<div>By ${name} , March 3, 2024 <a href="/review/customer/40">(See all customer reviews)</a></div><div><p>${text}</p></div></div>`;
    expect(read(card)).toEqual(REVIEWS.map(([n, , t, x]) => [n, t, x]));
  });
});

describe("a part named as the review's text is no title", () => {
  // Bazaarvoice keeps the text in `bv-content-summary` › `bv-content-summary-body` › `…-body-text`: "summary" names
  // the block, "body" and "text" what it holds. Without the microdata that marks the text, it was read as a title.
  it('a "summary" whose last word is body or text, and what holds it, is the text', () => {
    const card = (rating: number, title: string, text: string) =>
      `<li class="bv-content-item"><div class="bv-author">Anna K.</div><span class="bv-rating" title="${rating} out of 5 stars."></span>
<span class="bv-content-datetime-stamp">2 months ago</span><h3 class="bv-content-title">${title}</h3>
<div class="bv-content-summary"><div class="bv-content-summary-body"><div class="bv-content-summary-body-text"><p>${text}</p></div></div></div></li>`;
    const html = `<html><head><title>Flask</title></head><body><h1>Flask</h1><ol>
${card(4, 'Cold all day', 'Keeps water cold all day, the lid is a bit stiff at first.')}
${card(2, 'Leaked', 'Leaked on day one and the paint chipped within a week.')}</ol></body></html>`;
    const reviews = extractPage('https://shop.example.com/products/flask', html).reviews;
    expect(reviews.map((r) => [r.title, r.text])).toEqual([
      ['Cold all day', 'Keeps water cold all day, the lid is a bit stiff at first.'],
      ['Leaked', 'Leaked on day one and the paint chipped within a week.'],
    ]);
  });
});
