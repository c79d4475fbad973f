// A single helpful vote is written out as a word on Amazon's other storefronts, sometimes after a preposition.
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../extract/extract-page';

const page = (lang: string, votes: string[]) =>
  `<!doctype html><html lang="${lang}"><head><title>Amazon: Opiniones: Taza</title></head><body>
<a data-hook="product-link" href="/dp/B0ABCDE123">Taza</a>
${votes
  .map(
    (
      line,
      i,
    ) => `<div id="R${i}ABCDEFGHIJ" data-hook="review"><span class="a-profile-name">Ana</span>
<i data-hook="review-star-rating"><span class="a-icon-alt">4,0 de 5 estrellas</span></i>
<span data-hook="review-date">Calificado en España el 3 de marzo de 2023</span>
<span data-hook="review-body"><span>Buena taza número ${i}.</span></span>
<span data-hook="helpful-vote-statement">${line}</span></div>`,
  )
  .join('\n')}</body></html>`;

describe('Amazon helpful votes in other languages', () => {
  it.each([
    [
      'es-es',
      'amazon.es',
      ['A una persona le ha parecido útil', 'A 7 personas les ha parecido útil'],
    ],
    ['nl-nl', 'amazon.nl', ['Eén persoon vond dit nuttig', '7 mensen vonden dit nuttig']],
    [
      'sv-se',
      'amazon.se',
      ['En person tyckte att detta var till hjälp', '7 personer tyckte att detta var till hjälp'],
    ],
    ['pl-pl', 'amazon.pl', ['Jedna osoba uznała to za przydatne', '7 osób uznało to za przydatne']],
    ['tr-tr', 'amazon.com.tr', ['Bir kişi bunu faydalı buldu', '7 kişi bunu faydalı buldu']],
  ])('%s: one vote written as a word is 1', (lang, host, lines) => {
    const result = extractPage(
      `https://www.${host}/product-reviews/B0ABCDE123/`,
      page(lang, lines),
    );
    expect(result.reviews.map((r) => r.helpful_votes)).toEqual([1, 7]);
  });
});
