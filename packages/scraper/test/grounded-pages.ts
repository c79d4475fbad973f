// Review markups grounded in real pages that public repositories record (saved pages, scraper fixtures, selector
// tables), each written here as our own minimal page with the same structure: which element carries the review,
// the stars, the writer, the dates and the text, and the furniture beside them. The source of each structure is
// named on its builder; no third-party file or code is copied.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';

/** A rating on Ceneo's scale as the page writes it: "4/5", with half stars written "4,5/5". */
const ceneoScore = (rating: number) => `${String(rating).replace('.', ',')}/5`;

/**
 * Ceneo.pl's opinion list (a Polish price comparison site), as the selector tables of domfurman/CeneoScraper and
 * konradkubczyk/CeneoScraper (README.md) and a saved opinion in a third CeneoScraper README record it:
 * `div.js_product-review[data-entry-id]`, the score drawn as a width and written "4/5" beside it, then one line
 * "Wystawiono <time datetime=…>5 lat temu,</time> <time datetime=…>po 6 dniach</time> użytkowania" holding the
 * date written and the date bought, the text, pros and cons, votes, a "Zgłoś" (report) menu and an empty comment
 * form whose placeholder sits in another `user-post__text`.
 */
export function ceneoOpinionsPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<div class="user-post user-post__card js_product-review" data-entry-id="1355159${i}">
<header class="user-post__header"><div class="user-post__avatar user-rank__avatar lazyloaded" data-bg="/Content/img/account/avatar/0.svg"></div></header>
<div class="user-post__body"><div class="user-post__content">
<span class="user-post__author-name">
${escapeHtml(r.reviewer)}</span>
 <span class="user-post__author-recomendation"> <em class="recommended">${r.rating >= 3 ? 'Polecam' : 'Nie polecam'}</em> </span>
<span class="user-post__score"><span class="screen-reader-text">Ocena:</span>
<span class="score-container score-container--s js_score-container"><span class="score-marker score-marker--s" style="width: ${(r.rating * 20).toFixed(2)}%;"></span></span>
<span class="user-post__score-count">${ceneoScore(r.rating)}</span>
 <span class="user-post__published">
Wystawiono
<time datetime="${r.date} 19:41:04">5 lat temu, </time>
 <time datetime="2020-12-04 21:02:01">po 6 dniach</time> użytkowania  </span>
</span>
<div class="user-post__text">${escapeHtml(r.text)}</div>
<div class="review-feature"><div class="review-feature__col"><div class="review-feature__title review-feature__title--positives">Zalety</div>
 <div class="review-feature__item">głośność pracy</div></div>
 <div class="review-feature__col"><div class="review-feature__title review-feature__title--negatives">Wady</div>
 <div class="review-feature__item">cena tuszu</div></div></div>
<div class="user-post__bottom"><span class="user-post__comments link link--accent"><a class="user-post__reply js_toggle-product-review-comments" href="#product-review-comments-${i}" rel="nofollow">Skomentuj opinię</a></span></div>
</div>
<div class="user-post__info"><div class="d-flex align-items-center justify-content-end"><div class="js_product-review-usefulness vote">
<button class="vote-yes js_product-review-vote js_vote-yes" data-total-vote="2"><span id="votes-yes-${i}">2</span></button>
<button class="vote-no js_product-review-vote js_vote-no" data-total-vote="3"><span id="votes-no-${i}">3</span></button></div>
<div class="dropdown-wrapper"><span class="dots-icon-vert" data-toggle="dropdown"></span><ul class="dropdown-menu force-left"><li class="dropdown-menu__item"><div class="js_report-abuse report-abuse cursor-pointer" role="button" data-report-type="1"><span>
Zgłoś </span></div></li></ul></div></div>
<div class="review-pz" data-hint="Opinia została napisana przez Użytkownika, który kupił produkt."><em>Transakcja pochodzi z Marketplace Ceneo (usługi Kup Teraz).</em></div>
</div>
<div id="product-review-comments-${i}" class="js_product-review-comments js_product-review-hook hidden"><a class="user-post js_product-review-comment-toggle" href="#product-review-comment-${i}" role="button">
<div class="user-post__header"><div class="js_lazy user-post__avatar" data-bg="/a.svg"></div></div>
<div class="user-post__body"><div class="user-post__content"><div class="user-post__text mt-0"><textarea class="user-post__textarea user-post__textarea--dummy" placeholder="Wpisz swój komentarz"></textarea></div></div></div></a>
<div id="product-review-comment-${i}" class="js_product-review-form-hook"></div></div>
</div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(name)} - Opinie - Ceneo.pl</title></head><body>
<main><h1 class="product-top__product-info__name">${escapeHtml(name)}</h1>
<div class="product-offer-summary__price-box"><span class="price">1 049,00 zł</span></div>
<section class="js_product-reviews js_reviews-hook">${items}</section></main></body></html>`;
}
