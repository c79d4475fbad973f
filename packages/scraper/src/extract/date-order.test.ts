// Which way a page writes numeric dates: its own dates tell when one of them can be read only one way ("11/18/2025"
// is month first, "18/11/2025" day first) and none says otherwise; only when they do not tell is the order taken
// from the page's declared language or country domain.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const page = (lang: string, dates: string[]) =>
  `<html lang="${lang}"><head><title>Milk</title></head><body><div id="root"></div><script>window.__SHOP_STATE__ = ${JSON.stringify(
    {
      product: {
        reviews: dates.map((date, i) => ({
          reviewId: String(i + 1),
          rating: 5,
          reviewText: `Review ${i + 1}: fresh and cold.`,
          userNickname: `Writer ${i + 1}`,
          reviewSubmissionTime: date,
        })),
      },
    },
  )};</script></body></html>`;

const dates = (lang: string, printed: string[]) =>
  extractPage('https://shop.example.com/p/milk', page(lang, printed)).reviews.map((r) => r.date);

describe('numeric dates read in the order the page shows', () => {
  it('a German page whose list holds "11/18/2025" writes month first: "11/03/2025" is 3 November', () =>
    expect(dates('de', ['11/18/2025', '11/03/2025'])).toEqual(['2025-11-18', '2025-11-03']));

  it('an en-US page whose list holds "18/11/2025" writes day first: "03/04/2024" is 3 April', () =>
    expect(dates('en-US', ['18/11/2025', '03/04/2024'])).toEqual(['2025-11-18', '2024-04-03']));

  it('dates that can all be read both ways follow the language', () => {
    expect(dates('de', ['03/04/2024'])).toEqual(['2024-04-03']);
    expect(dates('en-US', ['03/04/2024'])).toEqual(['2024-03-04']);
  });

  it('dates that contradict each other tell nothing: the language decides', () =>
    expect(dates('de', ['18/11/2025', '11/18/2025', '03/04/2024'])[2]).toBe('2024-04-03'));
});
