// A list that puts a bare `<div>` (or two) around each review card, as a layout or a framework's list item does:
// the wrapper adds no words, so the card reads exactly as it does unwrapped, its own parts still its own.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const REVIEWS = [
  ['Anna Kovacs', 4, 'March 3, 2024', 'Keeps water cold all day, the lid is a bit stiff at first.'],
  ['Tom Baker', 2, 'February 11, 2024', 'Leaked on day one and the paint chipped within a week.'],
  ['Lena', 5, 'January 20, 2024', 'Perfect size for my bag, I use it every day on the train.'],
] as const;

// The stars, date and text in one column, the writer with where they live and how long they used it in the other.
const card = ([name, rating, date, text]: (typeof REVIEWS)[number]) =>
  `<div class="review"><div><div><div role="img" aria-label="${rating} out of 5 stars"></div><div>${date}</div></div>
<div><p>${text}</p><button type="button">Show more</button></div></div>
<div><div title="${name}">${name}</div><div>United States</div><div>2 months using the app</div></div></div>`;

const page = (wrap: (card: string) => string) =>
  `<html><head><title>Flask</title></head><body><h1>Flask</h1><section>${REVIEWS.map((r) => wrap(card(r))).join('\n')}</section></body></html>`;

const read = (html: string) =>
  extractPage('https://shop.example.com/apps/flask', html).reviews.map((r) => [
    r.reviewer,
    r.rating,
    r.date,
    r.text,
    r.title,
  ]);

describe('a review card inside bare wrappers', () => {
  it('reads as the card alone: the writer from its own column, the text without the column', () => {
    const bare = read(page((c) => c));
    expect(bare).toEqual(
      REVIEWS.map(([name, rating, , text], i) => [
        name,
        rating,
        ['2024-03-03', '2024-02-11', '2024-01-20'][i],
        text,
        undefined,
      ]),
    );
    expect(read(page((c) => `<div>${c}</div>`))).toEqual(bare);
    expect(read(page((c) => `<div><div>${c}</div></div>`))).toEqual(bare);
  });
});
