// Bazaarvoice's SEO markup puts itemprop="reviewBody" on the review's whole summary container, which also holds
// the label/value rows ("Recommande ce produit: Oui") and the "Acheteur vérifié" badge, and dates the review
// with dateCreated. The text is the writer's words only, and the date is read. schema.org has no verified flag:
// the badge, or eBay's "Bestätigter Kauf: Ja" row, inside the review's scope says it.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const review = (rating: number, date: string, author: string, text: string, badge: string) =>
  `<li class="bv-content-item bv-content-review" itemprop="review" itemscope itemtype="http://schema.org/Review">
<span itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating"><meta itemprop="ratingValue" content="${rating}"></span>
<span class="bv-content-datetime"><meta itemprop="dateCreated" content="${date}"><span class="bv-content-datetime-stamp">il y a 8 mois</span></span>
<button class="bv-author" itemprop="author" itemscope itemtype="http://schema.org/Person"><h3 itemprop="name">${author}</h3></button>
<div class="bv-content-summary" itemprop="reviewBody"><div class="bv-content-summary-body-text"><p>${text}</p></div>
<dl class="bv-content-data-label-value"><dt class="bv-content-data-label">Recommande ce produit</dt><dd class="bv-content-data-value">Oui</dd></dl>
<div class="bv-content-badges">${badge}</div></div></li>`;

describe('microdata review body on a container', () => {
  it('leaves label/value rows and badges out of the text and reads dateCreated', () => {
    const html = `<!doctype html><html lang="fr-FR"><head><title>Aspirateur X200</title></head><body><h1>Aspirateur X200</h1>
<ol class="bv-content-list">${review(5, '2023-03-03', 'Claire75', 'Aspire très bien, un peu bruyant.', '<span class="bv-badge-label">Acheteur vérifié</span>')}
${review(2, '2022-12-14', 'Marc', 'Batterie faible après deux mois.', '')}</ol></body></html>`;
    const result = extractPage('https://www.boutique-exemple.fr/p/aspirateur-x200', html);
    expect(result.source).toBe('microdata');
    expect(result.reviews.map((r) => [r.text, r.date])).toEqual([
      ['Aspire très bien, un peu bruyant.', '2023-03-03'],
      ['Batterie faible après deux mois.', '2022-12-14'],
    ]);
  });

  it('reads the verified badge, and a "Verified purchase" row answered yes or no (eBay)', () => {
    const ebay = (author: string, answer: string) =>
      `<div class="ebay-review-section" itemprop="review" itemscope itemtype="https://schema.org/Review">
<div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="4"></div>
<a class="review-item-author" itemprop="author">${author}</a><p class="review-item-content" itemprop="reviewBody">Frittiert knusprig, leicht zu reinigen.</p>
<div class="review-attr"><span class="rvw-attr-label">Bestätigter Kauf: </span><span class="rvw-attr-val">${answer}</span></div></div>`;
    const html = `<!doctype html><html lang="de-DE"><head><title>Airfryer | eBay</title></head><body><h1>Airfryer</h1>
${ebay('kuechenfee', 'Ja')}${ebay('max_1980', 'Nein')}</body></html>`;
    const result = extractPage('https://www.ebay.de/itm/256012345678', html);
    expect(result.reviews.map((r) => [r.reviewer, r.verified])).toEqual([
      ['kuechenfee', true],
      ['max_1980', undefined],
    ]);
  });
});
