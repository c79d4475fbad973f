// Labels a shop prints over the parts of a review that answer its prompts: structure, not the writer's words.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const review = (name: string, date: string, rating: number, body: string) =>
  `<div class="review"><span class="review-author">${name}</span> <span class="review-date">${date}</span>
<div class="stars" title="${rating} out of 5 stars"></div><div class="review-body">${body}</div></div>`;

const page = (reviews: string[]) =>
  `<!doctype html><html lang="en"><head><title>Flask</title></head><body><h1>Flask</h1><p class="price">$24.00</p>
<section id="reviews">${reviews.join('\n')}</section></body></html>`;

const texts = (reviews: string[]) =>
  extractPage('https://shop.example.com/flask', page(reviews)).reviews.map((r) => r.text);

describe('labels over the parts of a review', () => {
  it('a bold label opening a paragraph is left out, its words kept; a part that says there is none is dropped', () => {
    expect(
      texts([
        review(
          'Anna K.',
          '2024-03-03',
          4,
          '<p>Keeps water cold all day.</p><p><strong>Pros:</strong> light and tight</p><p><strong>Cons:</strong> None</p>',
        ),
        review(
          'Tom',
          '2024-02-11',
          2,
          '<p>Leaked once.</p><p><b>Pros</b> cheap</p><p><b>Cons:</b> No</p>',
        ),
        review('Lena', '2024-01-20', 5, '<p>The pros: it is light. The cons: none really.</p>'),
      ]),
    ).toEqual([
      'Keeps water cold all day.\n\nlight and tight',
      'Leaked once.\n\ncheap',
      'The pros: it is light. The cons: none really.',
    ]);
  });
});
