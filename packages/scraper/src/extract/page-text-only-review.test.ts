// A review card that holds only page text where its words would be: Amazon's "The media could not be loaded."
// in a video-only review, a badge alone. The card is a review without text; the cards beside it are read as
// ever (one such card made both page layers fail, and no review of the page was read).
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const card = (author: string, text: string) =>
  `<div class="review" itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="author">${author}</span>
<div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="4"></div>
<p itemprop="reviewBody">${text}</p></div>`;

describe('a review card whose text is all page text', () => {
  it.each(['The media could not be loaded.', 'Verified Purchase'])(
    '%j: the card is read without text, and the others as written',
    (pageText) => {
      const html = `<!doctype html><html><body><div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Kettle</h1>
${card('Ann', 'Boils fast and is quiet.')}${card('Bob', pageText)}${card('Cy', 'Handle got hot after a month.')}</div></body></html>`;
      const result = extractPage('https://shop.example/p/kettle', html);
      expect(result.failedLayers).toEqual([]);
      expect(result.reviews.map((r) => [r.reviewer, r.text])).toEqual([
        ['Ann', 'Boils fast and is quiet.'],
        ['Bob', ''],
        ['Cy', 'Handle got hot after a month.'],
      ]);
    },
  );
});
