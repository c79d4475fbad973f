// A review's writer read from the markup alone, without a class or itemprop that names it.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const card = (rating: number, shown: string, full: string, text: string) =>
  `<div><div><div aria-label="${rating}.0 out of 5 stars"><span><i></i><i></i><i></i><i></i><i></i></span></div><span>by</span> <a href="/usr/${full}" title="${full}">${shown}</a> <span>Aug 24, 2016</span></div>
<div><p>${text}</p></div></div>`;

describe('a writer from the markup alone', () => {
  it('a name the link shows cut short ("rosemarysandieg...") is read whole from its title', () => {
    const html = `<html><head><title>Sofa</title></head><body><h1>Sofa</h1><div><h2>Most relevant reviews</h2>
${card(4, 'mtkeane', 'mtkeane', 'We bought two of these for our covered porch and like them.')}
${card(5, 'rosemarysandieg...', 'rosemarysandiegotreasures', 'I bought three of these sofas and they look beautiful.')}</div></body></html>`;
    const reviews = extractPage('https://shop.example.com/itm/sofa', html).reviews;
    expect(reviews.map((r) => r.reviewer)).toEqual(['mtkeane', 'rosemarysandiegotreasures']);
  });
});
