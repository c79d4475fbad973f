// Our own product pages of shops and review widgets that have no adapter, written from each widget's documented
// markup conventions (class names, attributes, where the stars and dates are), not copied from a real page: a
// Shopify store with Judge.me, Yotpo and a Trustpilot-style card, WooCommerce, a German and a French shop, and a
// product page whose Q&A and "customers also viewed" carousel must not become reviews.
import type { FixtureReview } from './fixture-pages';
import { escapeHtml } from './escape-html';

const stars = (rating: number, on: string, off: string) =>
  Array.from({ length: 5 }, (_, i) => (i < rating ? on : off)).join('');

/** A product page section around a review widget: title, price, description, the widget. */
function productPage(name: string, widget: string, extra = ''): string {
  return `<!doctype html><html><head><title>${escapeHtml(name)} – Example Store</title>
<meta property="og:title" content="${escapeHtml(name)}"></head><body>
<nav><a href="/">Home</a> › <a href="/collections/all">Shop</a></nav>
<main><h1 class="product__title">${escapeHtml(name)}</h1><div class="price">$24.00</div>
<div class="product__description"><p>Made from 100% recycled cotton. Machine washable. Rated 5 stars by our testers for comfort.</p></div>
${extra}${widget}</main>
<footer><p>© Example Store</p></footer></body></html>`;
}

/** Shopify store with the Judge.me review widget (dates drawn by script from data-content). */
export function judgeMePage(name: string, reviews: FixtureReview[]): string {
  const widget = `<div class="jdgm-widget jdgm-review-widget jdgm-outside-widget" data-id="8123">
<div class="jdgm-rev-widg" data-average-rating="4.50" data-number-of-reviews="${reviews.length}">
 <div class="jdgm-rev-widg__header"><h2 class="jdgm-rev-widg__title">Customer Reviews</h2>
  <div class="jdgm-rev-widg__summary"><div class="jdgm-rev-widg__summary-stars" aria-label="Average rating is 4.50 stars" role="img">${stars(5, '<a class="jdgm-star jdgm--on"></a>', '')}</div>
  <div class="jdgm-rev-widg__summary-text">Based on ${reviews.length} reviews</div></div>
  <a class="jdgm-write-rev-link" href="#">Write a review</a></div>
 <div class="jdgm-rev-widg__body"><div class="jdgm-rev-widg__reviews">
${reviews
  .map(
    (
      r,
    ) => `<div class="jdgm-rev jdgm-divider-top" data-verified-buyer="true" data-review-id="${r.id}">
  <div class="jdgm-rev__header">
   <span class="jdgm-rev__rating" data-score="${r.rating}" tabindex="0" aria-label="${r.rating} star review" role="img">${stars(r.rating, '<a class="jdgm-star jdgm--on"></a>', '<a class="jdgm-star jdgm--off"></a>')}</span>
   <span class="jdgm-rev__timestamp jdgm-spinner" data-content="${r.date ?? '2024-03-02'} 10:00:00 UTC"></span>
   <div class="jdgm-rev__br"></div>
   <span class="jdgm-rev__buyer-badge-wrapper"><span class="jdgm-rev__buyer-badge">Verified Buyer</span></span>
   <span class="jdgm-rev__author-wrapper"><span class="jdgm-rev__author">${escapeHtml(r.reviewer)}</span></span>
  </div>
  <div class="jdgm-rev__content"><div class="jdgm-rev__custom-form"></div>
   <b class="jdgm-rev__title">${escapeHtml(r.title ?? 'Nice')}</b>
   <div class="jdgm-rev__body"><p>${escapeHtml(r.text)}</p></div>
  </div>
  <div class="jdgm-rev__actions"><div class="jdgm-rev__votes"><span class="jdgm-rev__vote">Was this review helpful?</span>
   <span class="jdgm-rev__thumb-count">0</span></div></div>
</div>`,
  )
  .join('\n')}
 </div></div></div></div>`;
  return productPage(name, widget);
}

/** Shopify store with the Yotpo widget: icon stars, screen-reader rating text, two-digit-year dates. */
export function yotpoPage(name: string, reviews: FixtureReview[]): string {
  const widget = `<div class="yotpo yotpo-main-widget" data-product-id="7001">
<div class="yotpo-bottomline"><span class="yotpo-stars">${stars(5, '<span class="yotpo-icon yotpo-icon-star"></span>', '')}<span class="sr-only">4.7 star rating</span></span>
<a class="text-m">${reviews.length} Reviews</a></div>
<div class="yotpo-reviews yotpo-active">
${reviews
  .map(
    (r) => `<div class="yotpo-review yotpo-regular-box" data-review-id="${r.id}">
 <div class="yotpo-header yotpo-verified-buyer">
  <div class="yotpo-header-element"><span class="yotpo-user-name yotpo-font-bold pull-left" aria-level="3" role="heading">${escapeHtml(r.reviewer)}</span>
   <div class="yotpo-user-title"><span class="label-with-tooltip">Verified Buyer</span></div></div>
  <div class="yotpo-header-element"><div class="yotpo-review-stars">${stars(r.rating, '<span class="yotpo-icon yotpo-icon-star rating-star pull-left"></span>', '<span class="yotpo-icon yotpo-icon-empty-star rating-star pull-left"></span>')}<span class="sr-only">${r.rating}.0 star rating</span></div></div>
  <div class="yotpo-header-element yotpo-header-actions"><span class="yotpo-review-date">03/02/24</span></div>
 </div>
 <div class="yotpo-main"><div class="content-title yotpo-font-bold">${escapeHtml(r.title ?? 'Nice')}</div>
  <div class="yotpo-review-wrapper"><div class="content-review">${escapeHtml(r.text)}</div></div></div>
 <div class="yotpo-footer"><span class="yotpo-action-hover">Share</span><span class="y-label">Was this review helpful?</span>
  <span class="y-label yotpo-sum vote-sum">0</span></div>
</div>`,
  )
  .join('\n')}
</div></div>`;
  return productPage(name, widget);
}

/** Review cards in the Trustpilot page style: hashed classes, stars only as an image alt and a data attribute. */
export function trustpilotStyleCards(name: string, reviews: FixtureReview[]): string {
  const widget = `<section class="styles_reviewsContainer__3_GQw">
${reviews
  .map(
    (
      r,
    ) => `<article class="paper_paper__1PY90 styles_reviewCard__hcAvl" data-service-review-card-paper="true">
 <aside class="styles_consumerInfoWrapper__KP3Ra" aria-label="Info for ${escapeHtml(r.reviewer)}">
  <a href="/users/${r.id}" name="consumer-profile"><span class="typography_heading-xxs__QKBS8" data-consumer-name-typography="true">${escapeHtml(r.reviewer)}</span></a>
  <div class="styles_consumerExtraDetails__fxS4S"><span data-consumer-country-typography="true">GB</span></div></aside>
 <section class="styles_reviewContentwrapper__zH_9M">
  <div class="styles_reviewHeader__iU9Px" data-service-review-rating="${r.rating}">
   <div class="star-rating_starRating__4rrcf"><img alt="Rated ${r.rating} out of 5 stars" src="/stars-${r.rating}.svg"></div>
   <div class="typography_body-m__xgxZ_"><time datetime="${r.date ?? '2024-03-02'}T10:00:00.000Z" class="" data-service-review-date-time-ago="true">Mar 2, 2024</time></div>
  </div>
  <div class="styles_reviewContent__0Q2Tg" aria-hidden="false">
   <a href="/reviews/${r.id}" data-review-title-typography="true"><h2 class="typography_heading-s__f7029">${escapeHtml(r.title ?? 'Nice')}</h2></a>
   <p class="typography_body-l__KUYFJ" data-service-review-text-typography="true">${escapeHtml(r.text)}</p>
  </div>
 </section>
</article>`,
  )
  .join('\n')}
</section>`;
  return productPage(name, widget);
}

/** WooCommerce product page: comment list, per-user classes on each item, "(verified owner)". */
export function wooCommercePage(name: string, reviews: FixtureReview[]): string {
  const widget = `<div class="woocommerce-tabs"><div id="tab-reviews" class="woocommerce-Tabs-panel">
<div id="reviews" class="woocommerce-Reviews"><div id="comments">
<h2 class="woocommerce-Reviews-title">${reviews.length} reviews for <span>${escapeHtml(name)}</span></h2>
<ol class="commentlist">
${reviews
  .map(
    (
      r,
      i,
    ) => `<li class="review byuser comment-author-${r.reviewer.toLowerCase().replace(/\W+/g, '-')} ${i % 2 ? 'odd alt' : 'even'} thread-${i % 2 ? 'odd thread-alt' : 'even'} depth-1" id="li-comment-${100 + i}">
 <div id="comment-${100 + i}" class="comment_container">
  <img alt="" src="/avatar.png" class="avatar avatar-60 photo" height="60" width="60">
  <div class="comment-text">
   <div class="star-rating" role="img" aria-label="Rated ${r.rating} out of 5"><span style="width:${r.rating * 20}%">Rated <strong class="rating">${r.rating}</strong> out of 5</span></div>
   <p class="meta"><em class="woocommerce-review__verified verified">(verified owner)</em> <strong class="woocommerce-review__author">${escapeHtml(r.reviewer)} </strong> <span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${r.date ?? '2024-03-02'}T10:00:00+00:00">${r.date ?? 'March 2, 2024'}</time></p>
   <div class="description"><p>${escapeHtml(r.text)}</p></div>
  </div>
 </div>
</li>`,
  )
  .join('\n')}
</ol></div>
<div id="review_form_wrapper"><form><p class="comment-form-rating"><label for="rating">Your rating</label>
<select name="rating" id="rating"><option value="5">Perfect</option><option value="4">Good</option></select></p></form></div>
</div></div></div>`;
  return productPage(name, widget);
}

/** A German shop: "4 von 5 Sternen" as a title attribute, dotted dates, "von <name>", "Weiterlesen". */
export function germanShopPage(name: string, reviews: FixtureReview[]): string {
  const widget = `<div class="product-detail-reviews"><h2>Kundenbewertungen</h2>
<p class="product-detail-reviews-summary"><span class="rating-stars" title="Durchschnittlich 4,3 von 5 Sternen"></span> ${reviews.length} Bewertungen</p>
${reviews
  .map(
    (r) => `<div class="product-detail-review-item">
 <div class="product-detail-review-item-info">
  <div class="product-review-rating" title="${r.rating} von 5 Sternen">${stars(r.rating, '<span class="point-full">★</span>', '<span class="point-blank">☆</span>')}</div>
  <p class="product-detail-review-item-date"><small>05.03.2024</small></p>
  <p class="product-detail-review-item-title"><strong>${escapeHtml(r.title ?? 'Gut')}</strong></p>
 </div>
 <p class="product-detail-review-item-content">${escapeHtml(r.text)} <a class="read-more" href="#">Weiterlesen</a></p>
 <p class="product-detail-review-item-author">von ${escapeHtml(r.reviewer)}</p>
</div>`,
  )
  .join('\n')}
</div>`;
  return productPage(name, widget);
}

/** A French shop (PrestaShop comments module style): data-grade, "Par <name>", French dates, "Lire la suite". */
export function frenchShopPage(name: string, reviews: FixtureReview[]): string {
  const widget = `<div id="product-comments-list-header"><div class="comments-nb">Commentaires (${reviews.length})</div></div>
<div id="product-comments-list">
${reviews
  .map(
    (r) => `<div class="product-comment-list-item row" data-product-comment-id="${r.id}">
 <div class="col-md-3 comment-infos">
  <div class="grade-stars small-stars" data-grade="${r.rating}"></div>
  <div class="comment-date">12 mars 2024</div>
  <div class="comment-author">Par ${escapeHtml(r.reviewer)}</div>
 </div>
 <div class="col-md-9 comment-content">
  <p class="h4">${escapeHtml(r.title ?? 'Très bien')}</p>
  <p>${escapeHtml(r.text)}</p>
  <span class="lire-suite">Lire la suite</span>
  <div class="comment-buttons btn-group"><a class="useful-review"><i class="material-icons thumb_up">thumb_up</i><span class="useful-review-value">2</span></a>
   <a class="report-abuse" title="Signaler un abus"><i class="material-icons outlined_flag">flag</i></a></div>
 </div>
</div>`,
  )
  .join('\n')}
</div>`;
  return productPage(name, widget);
}

/**
 * A product page with no reviews, but with everything that looks a bit like them: a rating summary, a Q&A list
 * (names, dates, helpful votes), and a "customers also viewed" carousel of rated product cards.
 */
export function questionsAndCarouselPage(name: string): string {
  const qa = `<section class="product-questions"><h2>Questions &amp; Answers</h2>
${['Is it machine washable?', 'Does it run small?', 'What is the fabric weight?']
  .map(
    (q, i) => `<div class="question-item">
 <p class="question-text">Q: ${q}</p>
 <p class="question-meta">Asked by Sam ${i} on March ${i + 2}, 2024</p>
 <div class="answer"><p>A: Yes, it washes fine at 30 degrees and keeps its shape after many washes.</p>
  <span class="answer-meta">Answered by Example Store on March ${i + 3}, 2024</span>
  <span class="helpful">${i + 2} of 5 people found this helpful</span></div>
</div>`,
  )
  .join('\n')}
</section>`;
  const carousel = `<section class="recommendations"><h2>Customers also viewed</h2><ul class="carousel">
${['Organic Tee', 'Linen Shirt', 'Wool Socks', 'Canvas Tote']
  .map(
    (
      product,
      i,
    ) => `<li class="product-card"><a href="/products/${i}"><img src="/p${i}.jpg" alt="${product}">
 <span class="product-card__title">${product} in three colours, soft and durable for everyday wear</span></a>
 <div class="rating" aria-label="${4 + (i % 2) * 0.5} out of 5 stars"></div><span class="rating-count">(${120 + i})</span>
 <span class="price">$${19 + i}.00</span></li>`,
  )
  .join('\n')}
</ul></section>`;
  const summary = `<div class="reviews-summary"><div class="stars" aria-label="4.6 out of 5 stars"></div>
<span>4.6 out of 5 · 38 ratings</span><p>No written reviews yet.</p></div>`;
  return productPage(name, '', summary + qa + carousel);
}

/** An app marketplace review list: stars as an aria-label, a "Show more" button, the reviewer after the text. */
export function appStoreReviewsPage(name: string, reviews: FixtureReview[]): string {
  const list = reviews
    .map(
      (
        r,
      ) => `<div data-merchant-review data-review-content-id="${r.id}" class="lg:tw-grid tw-gap-md tw-py-lg">
 <div class="tw-order-1 lg:tw-col-span-3">
  <div class="tw-flex tw-justify-between"><div aria-label="${r.rating} out of 5 stars" role="img" class="tw-flex tw-relative">${'<svg viewBox="0 0 20 20"><path d="M10 1l3 6h6l-5 4 2 7-6-4-6 4 2-7-5-4h6z"></path></svg>'.repeat(5)}</div>
   <div class="tw-text-body-xs tw-text-fg-tertiary">March 3, 2024</div></div>
  <div data-truncate-review class="tw-mt-md"><div data-truncate-content-copy><p class="tw-break-words">${escapeHtml(r.text)}</p></div>
   <button data-truncate-review-show-more type="button">Show more</button></div>
 </div>
 <div class="tw-order-2 tw-space-y-xs"><div class="tw-text-heading-xs tw-text-fg-primary" title="${escapeHtml(r.reviewer)}">${escapeHtml(r.reviewer)}</div>
  <div>United States</div><div>2 months using the app</div></div>
</div>`,
    )
    .join('\n');
  return productPage(
    name,
    `<section id="reviews"><h2>Reviews (${reviews.length})</h2>${list}</section>`,
  );
}
