// Review cards in storefronts of other languages: the "verified buyer" badge is translated with the shop (Yotpo,
// WooCommerce, Shopify apps) and must mark the review as verified without being read as its title; review apps
// shorten the writer's surname to an initial ("Anna K."), which is still a name.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const shell = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Borsa – Negozio</title></head><body><h1>Borsa</h1>${body}</body></html>`;

const yotpoCard = (
  name: string,
  badge: string,
  stars: number,
  date: string,
  title: string,
  text: string,
) =>
  `<div class="yotpo-review yotpo-regular-box"><div class="yotpo-header"><div class="yotpo-header-element">
<span class="y-label yotpo-user-name">${name}</span><div class="label-with-tooltip"><span class="y-label yotpo-user-title">${badge}</span></div>
<div class="yotpo-review-stars">${'<span class="yotpo-icon yotpo-icon-star rating-star"></span>'.repeat(stars)}<span class="sr-only">${stars} stelle su 5</span></div></div>
<div class="yotpo-header-element"><span class="y-label yotpo-review-date">${date}</span></div></div>
<div class="yotpo-main"><div class="content-title">${title}</div><div class="content-review"><div>${text}</div></div></div></div>`;

const wooCard = (name: string, badge: string, stars: number, date: string, text: string) =>
  `<li class="review"><div class="comment_container"><div class="comment-text">
<div class="star-rating" role="img" aria-label="Note ${stars} sur 5"><span style="width:${stars * 20}%">Note <strong class="rating">${stars}</strong> sur 5</span></div>
<p class="meta"><strong class="woocommerce-review__author">${name}</strong> ${badge} <span class="woocommerce-review__dash">–</span> <time class="woocommerce-review__published-date" datetime="${date}">${date}</time></p>
<div class="description"><p>${text}</p></div></div></div></li>`;

describe('localized review badges and names', () => {
  it('does not take a translated "verified buyer" badge for the title, and marks the review verified', () => {
    const html = shell(
      'it',
      `<div class="yotpo-reviews">${yotpoCard('Giulia R.', 'Acquirente verificato', 5, '03/03/23', 'Bellissima', 'Pelle morbida, cuciture perfette.')}
${yotpoCard('Marco', '', 4, '14/12/22', 'Buona', 'Buona qualità, consegna lenta.')}</div>`,
    );
    const result = extractPage('https://negozio.example.it/products/borsa', html);
    expect(result.reviews.map((r) => [r.title, r.verified, r.reviewer])).toEqual([
      ['Bellissima', true, 'Giulia R.'],
      ['Buona', undefined, 'Marco'],
    ]);
  });

  it('reads a WooCommerce badge in French as verified', () => {
    const html = shell(
      'fr-FR',
      `<div id="reviews"><ol class="commentlist">${wooCard('Marie', '<em class="woocommerce-review__verified verified">(propriétaire vérifié)</em>', 5, '2023-03-03', 'Odeur délicieuse.')}
${wooCard('Paul', '', 4, '2022-12-14', 'Bon savon, un peu cher.')}</ol></div>`,
    );
    const result = extractPage('https://boutique.example.fr/produit/savon', html);
    expect(result.reviews.map((r) => [r.reviewer, r.verified])).toEqual([
      ['Marie', true],
      ['Paul', undefined],
    ]);
  });

  it('keeps a writer whose surname is an initial, named in the date line', () => {
    const card = (name: string, date: string, text: string) =>
      `<div class="spr-review"><div class="spr-review-header"><span class="spr-starratings" aria-label="5 von 5 Sternen" role="img">${'<i class="spr-icon spr-icon-star"></i>'.repeat(5)}</span>
<h3 class="spr-review-header-title">Schön</h3><span class="spr-review-header-byline"><strong>${name}</strong> am <strong>${date}</strong></span></div>
<div class="spr-review-content"><p class="spr-review-content-body">${text}</p></div></div>`;
    const html = shell(
      'de',
      `<div class="spr-reviews">${card('Anna K.', '03.03.2023', 'Hält den Tee warm.')}${card('Jonas', '14.12.2022', 'Deckel locker.')}</div>`,
    );
    const result = extractPage('https://shop.example.de/products/kanne', html);
    expect(result.reviews.map((r) => [r.reviewer, r.date])).toEqual([
      ['Anna K.', '2023-03-03'],
      ['Jonas', '2022-12-14'],
    ]);
  });

  it.each([
    ['fr-CA', 'Ce commentaire vous a-t-il été utile?'],
    ['fr-FR', 'Cette évaluation vous a-t-elle été utile ?'],
    ['es-MX', '¿Te resultó útil esta reseña?'],
    ['pt-BR', 'Esta opinião foi útil?'],
  ])('%s: "%s" is a control, not review text', (lang, question) => {
    const card = (stars: number, name: string, date: string, text: string) =>
      `<li class="review_3Ii9R"><div class="reviewerInfo_2lU"><span class="author_2bx">${name}</span><span class="date_3HR">${date}</span></div>
<div class="reviewContent_1JJ"><div class="ratingStars_2wM" aria-label="${stars} / 5"><span class="filledStars_3K0" style="width:${stars * 20}%"></span></div>
<p class="reviewText_2Vx">${text}</p><div class="helpful_1m0"><span>${question}</span><button>(12)</button><button>(1)</button></div></div></li>`;
    const html = shell(
      lang,
      `<ul class="reviewList_1kn">${card(5, 'Julie B.', '03/03/2023', 'Réduction de bruit incroyable.')}${card(3, 'Marc', '14/12/2022', "L'étui est encombrant.")}</ul>`,
    );
    const result = extractPage('https://shop.example.ca/fr-ca/produit/casque/16236217', html);
    expect(result.reviews.map((r) => r.text)).toEqual([
      'Réduction de bruit incroyable.',
      "L'étui est encombrant.",
    ]);
  });

  it('reads a German WooCommerce page: "verifizierter Besitzer" and the summary counted in Kundenbewertungen', () => {
    const card = (name: string, badge: string, stars: number, date: string, text: string) =>
      wooCard(name, badge, stars, date, text).replace(/Note (\d) sur 5/g, 'Bewertet mit $1 von 5');
    const html = shell(
      'de-DE',
      `<div class="woocommerce-product-rating"><div class="star-rating" role="img" aria-label="Bewertet mit 4.50 von 5"><span style="width:90%">Bewertet mit <strong class="rating">4.50</strong> von 5, basierend auf <span class="rating">2</span> Kundenbewertungen</span></div></div>
<div id="reviews"><ol class="commentlist">${card('Heike S.', '<em class="woocommerce-review__verified verified">(verifizierter Besitzer)</em>', 5, '2023-03-03', 'Sehr aromatisch.')}
${card('Tom', '', 4, '2022-12-14', 'Gut, aber teuer.')}</ol></div>`,
    );
    const result = extractPage('https://laden.example.de/produkt/honig/', html);
    expect(result.product).toMatchObject({ aggregate_rating: 4.5, review_count: 2 });
    expect(result.reviews.map((r) => [r.reviewer, r.verified])).toEqual([
      ['Heike S.', true],
      ['Tom', undefined],
    ]);
  });

  it('a "Verified purchase: No" row does not mark the review verified', () => {
    const html = shell(
      'en-GB',
      `<div id="reviews"><ol class="commentlist">${wooCard('Ann', '<span class="attr">Verified purchase: Yes</span>', 5, '2023-03-03', 'Lovely soap.')}
${wooCard('Bo', '<span class="attr"><b>Verified purchase:</b> No</span>', 4, '2022-12-14', 'A bit dear.')}</ol></div>`,
    );
    const result = extractPage('https://shop.example.co.uk/product/soap', html);
    expect(result.reviews.map((r) => [r.reviewer, r.verified])).toEqual([
      ['Ann', true],
      ['Bo', undefined],
    ]);
  });
});
