// Marketplace review cards (AliExpress-style, hashed class names): the variant bought opens the card ("Farbe:
// Weiß Länge: 2m"), then the stars, the text and a byline whose name the marketplace masks ("M***r | 3. März
// 2023"). A short card must not be taken whole for its purchase line, and a masked name is still the writer.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const stars = (n: number) =>
  Array.from(
    { length: 5 },
    (_, i) => `<span class="comet-icon comet-icon-starreview${i < n ? 'filled' : ''}"></span>`,
  ).join('');

const card = (n: number, variant: string, text: string, byline: string) =>
  `<div class="list--itemWrap--VBrk"><div class="list--itemHead--Aa"><div class="stars--box--Wr">${stars(n)}</div>
<div class="list--itemSku--idE">${variant}</div></div><div class="list--itemReview--d9Z">${text}</div>
<div class="list--itemInfo--VEc"><span>${byline}</span></div></div>`;

describe('marketplace review cards', () => {
  it('reads a short card that opens with the variant bought, and the masked writer', () => {
    const html = `<!doctype html><html lang="de"><head><title>USB-C Kabel</title></head><body><h1>USB-C Kabel</h1>
<div class="list--itemBox--je">${card(5, 'Farbe:Schwarz Länge:1m', 'Kabel lädt mein Laptop schnell, gute Qualität, sehr zufrieden damit.', 'M***r | 03. März 2023')}
${card(3, 'Farbe:Weiß Länge:2m', 'Stecker wackelt.', 'A***s | 14. Dez. 2022')}</div></body></html>`;
    const result = extractPage('https://de.aliexpress.com/item/1005004123456789.html', html);
    expect(result.reviews.map((r) => [r.rating, r.text, r.reviewer, r.date])).toEqual([
      [
        5,
        'Kabel lädt mein Laptop schnell, gute Qualität, sehr zufrieden damit.',
        'M***r',
        '2023-03-03',
      ],
      [3, 'Stecker wackelt.', 'A***s', '2022-12-14'],
    ]);
  });
});
