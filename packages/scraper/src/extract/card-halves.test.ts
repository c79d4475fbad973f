// A review card of two halves alike in tag and class (none at all, after a build strips them): an aside with the
// writer and sub-ratings ("Quality 3 out of 5"), and the main part with the stars, the date and the text. The two
// halves are one review, not a list of two, and the cards are the list, with or without sub-ratings.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const card = (name: string, rating: number, date: string, text: string, sub: number[]) =>
  `<li><div><div><strong>${name}</strong>${sub.length ? `<h4>Features</h4>${['Quality', 'Value', 'Ease of Use'].map((aspect, i) => `<div><div>${aspect}</div><div>${sub[i]} out of 5</div></div>`).join('')}` : ''}</div>
<div><div><p>Rating ${rating} out of 5 stars</p><h4>${text.split(' ').slice(0, 3).join(' ')}</h4></div>
<div>Posted <time datetime="${date}">${date}</time>.</div><p>${text}</p></div></div></li>`;

describe('a card of two halves alike', () => {
  it('is one review, and the cards with and without sub-ratings are one list', () => {
    const cards = [
      card('Anna', 4, '2020-12-13', 'Good card, the fans are a little loud under load.', [3, 4, 4]),
      card('Ben', 5, '2020-10-03', 'Handles 4k nicely and runs cool all day long.', [5, 5, 5]),
      card('Cleo', 4, '2019-03-24', 'Quick install on both hardware and software.', []),
      card('Dev', 5, '2019-02-14', 'An amazing card for my first computer build.', []),
    ];
    const html = `<html><head><title>Graphics card</title></head><body><h1>Graphics card</h1><ul>${cards.join('\n')}</ul></body></html>`;
    const reviews = extractPage('https://shop.example.com/p/graphics-card', html).reviews;
    expect(reviews.map((r) => [r.rating, r.date, r.text])).toEqual([
      [4, '2020-12-13', 'Good card, the fans are a little loud under load.'],
      [5, '2020-10-03', 'Handles 4k nicely and runs cool all day long.'],
      [4, '2019-03-24', 'Quick install on both hardware and software.'],
      [5, '2019-02-14', 'An amazing card for my first computer build.'],
    ]);
  });
});
