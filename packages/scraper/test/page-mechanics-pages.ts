// Review pages built from our own minimal markup for the HTML mechanics a shop page may hold its reviews with,
// whatever its platform: markup a browser shows only by another route (a `<noscript>` fallback, an inert
// `<template>` or `<script type="text/template">` the widget's script stamps out, an `<iframe srcdoc>` document),
// microdata joined by `itemref`, lists that repeat one another, line breaks, invisible characters, and the forms a
// rating is drawn in (`<meter>`, `<progress>`, star images told apart by their file names).
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';

export interface DatedReview extends FixtureReview {
  /** The day as the page prints it ("March 3, 2024"). */
  shown: string;
  /** The same day, ISO. */
  day: string;
}

export const MECHANICS_REVIEWS: DatedReview[] = [
  {
    reviewer: 'Anna K.',
    rating: 4,
    shown: 'March 3, 2024',
    day: '2024-03-03',
    text: 'Keeps water cold all day, the lid is a bit stiff at first.',
  },
  {
    reviewer: 'Tom Baker',
    rating: 2,
    shown: 'February 11, 2024',
    day: '2024-02-11',
    text: 'Leaked on day one and the paint chipped within a week.',
  },
  {
    reviewer: 'Lena',
    rating: 5,
    shown: 'January 20, 2024',
    day: '2024-01-20',
    text: 'Perfect size for my bag, I use it every day.',
  },
];

/** A product page holding `reviews` where the shop puts them. */
export function productPage(reviews: string, head = ''): string {
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Steel Flask | Example Shop</title>
<meta property="og:title" content="Steel Flask">${head}</head><body>
<main><h1 class="product-title">Steel Flask</h1><div class="product-price">$39.99</div>
<div class="product-description"><p>Double-walled stainless steel keeps drinks hot for 12 hours.</p></div>
<section id="reviews"><h2>Customer reviews</h2>${reviews}</section></main></body></html>`;
}

const ariaStars = (rating: number) =>
  `<span class="stars" role="img" aria-label="${rating} out of 5 stars"></span>`;

/** One review card; `stars` draws its rating, `text` is its body's markup. */
export function reviewCard(
  r: DatedReview,
  stars: (rating: number) => string = ariaStars,
  text = `<p>${escapeHtml(r.text)}</p>`,
): string {
  return `<li class="review"><div class="review-rating">${stars(r.rating)}</div>
<span class="review-author">${escapeHtml(r.reviewer)}</span> <span class="review-date">${r.shown}</span>
<div class="review-body">${text}</div></li>`;
}

export function reviewList(
  reviews: readonly DatedReview[] = MECHANICS_REVIEWS,
  stars?: (rating: number) => string,
): string {
  return `<ul class="review-list">${reviews.map((r) => reviewCard(r, stars)).join('\n')}</ul>`;
}

/**
 * The list only in the widget's `<noscript>` fallback, its container empty until the script draws it; the fallback
 * may link its next page.
 */
export const noscriptFallbackPage = (next?: string) =>
  productPage(
    `<div id="review-widget" data-product="flask"></div><noscript>${reviewList()}${next ? `<a rel="next" href="${next}">Next reviews</a>` : ''}</noscript>`,
  );

/** The list in a `<template>` the widget's script clones into its container. */
export const templateStampedPage = () =>
  productPage(
    `<review-list-element></review-list-element><template id="reviews-ssr">${reviewList()}</template>`,
  );

/** The list in a `<script type=…>` block of markup (a text or Vue x-template) the script inserts. */
export const scriptTemplatePage = (type: string) =>
  productPage(
    `<div id="reviews-root"></div><script type="${type}" id="reviews-markup">${reviewList()}</script>`,
  );

/** A template with placeholders in place of the words: a pattern, no review in it. */
export const placeholderTemplatePage = () =>
  productPage(
    `<div id="reviews-root"></div><script type="text/template" id="review-tpl"><ul class="review-list">${[
      1, 2, 3,
    ]
      .map(
        () => `<li class="review"><div class="review-rating"><span class="stars" role="img" aria-label="{{ rating }} out of 5 stars">★★★★★</span></div>
<span class="review-author">{{ author }}</span> <span class="review-date">{{ date }}</span><div class="review-body"><p>{{ body }} and the rest of what was written.</p></div></li>`,
      )
      .join('')}</ul></script>`,
  );

/** The list in an `<iframe srcdoc>`: a document of its own, entity-escaped into the attribute. */
export const srcdocFramePage = () =>
  productPage(
    `<iframe title="Reviews" srcdoc="${escapeHtml(`<!doctype html><html><body>${reviewList()}</body></html>`)}"></iframe>`,
  );

/**
 * Microdata whose review items take their bodies by `itemref` from a column printed apart (the stars and byline in
 * one grid column, the text in another).
 */
export function itemrefReviewsPage(): string {
  const heads = MECHANICS_REVIEWS.map(
    (
      r,
      i,
    ) => `<div class="review-head" itemprop="review" itemscope itemtype="https://schema.org/Review" itemref="review-text-${i}">
<span itemprop="author">${escapeHtml(r.reviewer)}</span> <meta itemprop="datePublished" content="${r.day}">
<div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="${r.rating}"><meta itemprop="bestRating" content="5"></div></div>`,
  ).join('\n');
  const texts = MECHANICS_REVIEWS.map(
    (r, i) => `<p id="review-text-${i}" itemprop="reviewBody">${escapeHtml(r.text)}</p>`,
  ).join('\n');
  return productPage(
    `<div itemscope itemtype="https://schema.org/Product"><meta itemprop="name" content="Steel Flask">
<div class="review-heads">${heads}</div></div><div class="review-texts">${texts}</div>`,
  );
}

/** "Most helpful" above "Most recent": the first list repeats reviews of the second, one cut short. */
export function twoListsPage(): string {
  const [anna, tom] = MECHANICS_REVIEWS as [DatedReview, DatedReview];
  const cut = (r: DatedReview) =>
    `<p>${escapeHtml(r.text.slice(0, 24).trimEnd())}… <a class="read-more" href="#all-reviews">Read more</a></p>`;
  const helpful = [
    reviewCard(tom, undefined, cut(tom)),
    reviewCard(anna, undefined, `<p>${escapeHtml(anna.text)}</p>`),
  ].join('\n');
  return productPage(
    `<div class="reviews-helpful"><h3>Most helpful</h3><ul class="review-list">${helpful}</ul></div>
<div class="reviews-recent"><h3>Most recent</h3>${reviewList()}</div>`,
    `<link rel="alternate" hreflang="de" href="/de/p/steel-flask"><link rel="alternate" hreflang="fr" href="/fr/p/steel-flask">`,
  );
}

/** Texts broken into lines by `<br>`, into paragraphs by a blank `<br><br>` and by `<p>`s. */
export function lineBreaksPage(texts: readonly string[]): string {
  return productPage(
    `<ul class="review-list">${MECHANICS_REVIEWS.map((r, i) => reviewCard(r, undefined, texts[i])).join('\n')}</ul>`,
  );
}

/** A rating drawn by a `<meter>` or `<progress>` element holding no words. */
export const gaugeRatingPage = (tag: 'meter' | 'progress') =>
  productPage(
    reviewList(MECHANICS_REVIEWS, (n) =>
      tag === 'meter'
        ? `<meter class="review-score" min="0" max="5" value="${n}"></meter>`
        : `<progress max="5" value="${n}"></progress>`,
    ),
  );

/** Star images without classes, told apart by their file names (`star-full.svg`, `star-half.png`, `star-empty.svg`). */
export const starImagesPage = (reviews: readonly DatedReview[]) =>
  productPage(
    reviewList(reviews, (n) =>
      Array.from({ length: 5 }, (_, i) =>
        i + 1 <= n
          ? '<img src="/static/icons/star-full.svg" alt="">'
          : i < n
            ? '<img src="/static/icons/star-half.png" alt="">'
            : '<img src="/static/icons/star-empty.svg" alt="">',
      ).join(''),
    ),
  );

/**
 * Star icons all classed `star`, told apart only by what they draw, the half one named so: images (`star-on.png`,
 * `star-half.png`, `star-off.png`) or SVG symbols (`#star`, `#star-half`, `#star-outline`). A 4.5 draws no empty star.
 */
export const halfNamedDrawingsPage = (reviews: readonly DatedReview[], by: 'image' | 'symbol') => {
  const icon = (kind: 'full' | 'half' | 'empty') =>
    by === 'image'
      ? `<img class="star" src="/img/star-${{ full: 'on', half: 'half', empty: 'off' }[kind]}.png" alt="">`
      : `<svg class="star" viewBox="0 0 24 24"><use href="#star${{ full: '', half: '-half', empty: '-outline' }[kind]}"></use></svg>`;
  return productPage(
    reviewList(reviews, (n) =>
      Array.from({ length: 5 }, (_, i) =>
        icon(i + 1 <= n ? 'full' : i < n ? 'half' : 'empty'),
      ).join(''),
    ),
  );
};

// Three star drawings as an SVG icon font or a theme draws them: a full star, a half one (an outline with one half
// filled: two subpaths) and an outline (two subpaths). Our own paths, shaped as the Shopify sample app's.
const STAR_PATHS = {
  full: 'M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z',
  half: 'M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z M12 5v11l4 3-1-5 4-3h-5z',
  empty: 'M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z M12 5l-2 5h-5l4 3-1 5 4-3 4 3-1-5 4-3h-5z',
};

/**
 * Shopify's sample product reviews app (Shopify/product-reviews-sample-app, theme-app-extension/blocks/
 * product-reviews.liquid and snippets/star-rating.liquid), the pattern review apps built as theme app extensions
 * follow: reviews rendered by Liquid from the product's metafields, five `svg.prapp-star` alike in class told apart
 * only by their drawing, a title `h3`, the text in a plain `<div><p>`, and "<b>name</b> on <b>Mar 03, 2024</b>".
 */
export function shopifySampleAppPage(reviews: readonly DatedReview[], title: string): string {
  const star = (kind: keyof typeof STAR_PATHS) =>
    `<svg class="prapp-star" style="width: 24px; height: 24px;" viewBox="0 0 24 24"><path fill="#000000" d="${STAR_PATHS[kind]}"></path></svg>`;
  const stars = (n: number) =>
    `<div class="prapp-stars">${Array.from({ length: 5 }, (_, i) => star(i + 1 <= n ? 'full' : i < n ? 'half' : 'empty')).join('')}</div>`;
  const shortDay = (r: DatedReview) =>
    new Date(`${r.day}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const items = reviews
    .map(
      (r) => `<li class="prapp-review__list-item">${stars(r.rating)}
<h3 class="prapp-review__list-item-meta-headline">${escapeHtml(title)}</h3>
<div><p>${escapeHtml(r.text)}</p></div>
<div class="prapp-review__list-item-meta"><p><b>${escapeHtml(r.reviewer)}</b> on <b>${shortDay(r)}</b></p></div></li>`,
    )
    .join('\n');
  return productPage(`<div class="prapp-block" data-product-id="7310482079791"><div class="prapp-summary">
<div class="prapp-summary__header"><h2 class="prapp-summary__headline">Customer Reviews</h2>
<button type="button" class="prapp-summary__write-review">Write Review</button></div></div>
<div class="prapp-review"><ul class="prapp-review__list">${items}</ul></div></div>`);
}

/**
 * NetSuite SuiteCommerce's product reviews (victoriousup/suiteca, ProductReviews@2.3.0/Templates/
 * product_reviews_review.tpl and the GlobalViews star rating template): a schema.org Review per review with its
 * `description`, the stars as a fill layer's width beside `meta itemprop="ratingValue"`, the day in the account's
 * format (US: "3/3/2024"), "by <span itemprop=author>", and the verified purchase only as a tick icon's tooltip
 * (`title="verified purchaser"`), beside "Was this review helpful?" buttons.
 */
export function suiteCommerceReviewsPage(reviews: readonly DatedReview[], title: string): string {
  const usDay = (iso: string) => {
    const [y, m, d] = iso.split('-');
    return `${Number(m)}/${Number(d)}/${y}`;
  };
  const stars = (
    n: number,
  ) => `<div class="global-views-star-rating"><div class="global-views-star-rating-area" data-toggle="rater" data-name="rating" data-max="5" data-value="${n}">
<div class="global-views-star-rating-area-empty"><div class="global-views-star-rating-area-empty-content">${'<i class="global-views-star-rating-empty"></i>'.repeat(5)}</div></div>
<meta itemprop="bestRating" content="5"><div class="global-views-star-rating-area-fill" data-toggle="ratting-component-fill" style="width: ${n * 20}%">
<div class="global-views-star-rating-area-filled">${'<i class="global-views-star-rating-filled"></i>'.repeat(5)}</div></div></div>
<meta itemprop="ratingValue" content="${n}"></div>`;
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<div class="product-reviews-review" itemprop="review" itemscope itemtype="http://schema.org/Review" data-id="${1201 + i}">
<div class="product-reviews-review-comment-item-cell"><div data-view="Global.StarRating" itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating">${stars(r.rating)}</div>
<span class="product-reviews-review-comment-item-cell-date" itemprop="datePublished">${usDay(r.day)}</span></div>
<h4 class="product-reviews-review-title" itemprop="name">${escapeHtml(title)}</h4>
<p class="product-reviews-review-comment-username">by <span itemprop="author">${escapeHtml(r.reviewer)}</span> - <i class="product-reviews-review-icon-ok-sign" data-toggle="tooltip" data-placement="right" title="verified purchaser"></i></p>
<div class="product-reviews-review-review"><p class="product-reviews-review-review-description" itemprop="description">${escapeHtml(r.text)}</p></div>
<div class="product-reviews-review-comment-footer"><p>Was this review helpful?</p>
<button class="product-reviews-review-comment-footer-button" type="button" data-action="vote">Yes (3)</button>
<button class="product-reviews-review-comment-footer-button" type="button" data-action="vote">No</button></div></div>`,
    )
    .join('\n');
  return productPage(
    `<div itemscope itemtype="http://schema.org/Product"><meta itemprop="name" content="Steel Flask">
<div class="product-reviews-center"><div class="product-reviews-center-list">${items}</div></div></div>`,
  );
}

/**
 * geeCommerce's customer reviews (geetools/geeCommerce-Java-Shop-Software-and-PIM, modules/core/catalog/
 * customer-review/templates/pages/review/product_view.ftl): the stars drawn by the jQuery RateIt plugin from
 * `data-rateit-value` on an empty element (as Adxstudio's portal reviews draw theirs), a helpfulness line above,
 * "By Anna K. , March 3, 2024" with a "(See all customer reviews)" link closing the byline, and vote buttons.
 */
export function geeCommerceReviewsPage(reviews: readonly DatedReview[], title: string): string {
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<div class="customerReview"><div class="reviewHelpfulness">${i} of ${i + 2} people found the following review helpful</div>
<div class="reviewHeadlineWrapper"><div class="rateit" data-rateit-value="${r.rating}" data-rateit-ispreset="true" data-rateit-readonly="true"></div>
<strong class="reviewHeadline">${escapeHtml(title)}</strong></div>
<div class="reviewCustomer">By ${escapeHtml(r.reviewer)}
 , ${r.shown} <a class="btn-link" href="/review/customer/${40 + i}">(See all customer reviews)</a></div>
<div class="reviewText"><p>${escapeHtml(r.text)}</p></div>
<div class="reviewMarkHelpfulness"><span reviewId="${70 + i}">Was this review helpful to you?
<button class="btn btn-primary" name="helpful">Yes</button> <button class="btn" name="unhelpful">No</button></span></div></div>`,
    )
    .join('\n');
  return productPage(`<div class="col-xs-12 col-sm-12 col-md-6 col-lg-6">${items}</div>`);
}

/**
 * A review web component rendered on the server with a declarative shadow root whose slots take the writer's name
 * and the text from the element's own children (`<span slot="author">`, the default slot), as the browser composes
 * them.
 */
export function slottedShadowRootPage(reviews: readonly DatedReview[]): string {
  const cards = reviews
    .map(
      (r) => `<review-card><template shadowrootmode="open"><style>:host{display:block}</style>
<article class="card"><div class="card__stars" role="img" aria-label="${r.rating} out of 5 stars"></div>
<p class="card__byline"><span class="card__author"><slot name="author">A customer</slot></span> · <time datetime="${r.day}">${r.shown}</time></p>
<div class="card__body"><slot></slot></div></article></template>
<span slot="author">${escapeHtml(r.reviewer)}</span><p>${escapeHtml(r.text)}</p></review-card>`,
    )
    .join('\n');
  return productPage(`<div class="review-list">${cards}</div>`);
}

/**
 * OpenCart 1.5's review list (product/review.tpl in its themes, found in many public shop repositories), the
 * fragment the product page loads from `index.php?route=product/product/review`: "<b>name</b> on 21/03/2024" (en-gb's
 * short date), the rating as one image named for it (`stars-4.png`, its alt the product's review count), the text.
 */
export function openCartOneFiveReviewList(reviews: readonly DatedReview[]): string {
  const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
  return `${reviews
    .map(
      (r) => `<div class="review-list">
  <div class="author"><b>${escapeHtml(r.reviewer)}</b> on ${dayFirst(r.day)}</div>
  <div class="rating"><img src="catalog/view/theme/default/image/stars-${r.rating}.png" alt="Based on ${reviews.length} reviews." /></div>
  <div class="text">${escapeHtml(r.text)}</div>
</div>`,
    )
    .join('\n')}
<div class="pagination"><div class="results">Showing 1 to ${reviews.length} of ${reviews.length} (1 Pages)</div></div>`;
}

/**
 * A Laravel marketplace script's product reviews (topdevStar1126/laravel-project, core/resources/views/templates/
 * basic/user/product/review.blade.php): a row of `li.rating-list__item` around a star icon, the empty ones marked
 * `uncheck`, the subject reviewed ("For Product Quality"), and "by <a class=product-review__user>name</a> 2 months
 * ago" (a relative day).
 */
export function laravelMarketplaceReviewsPage(reviews: readonly DatedReview[]): string {
  const items = reviews
    .map(
      (r, i) => `<div class="product-review"><div class="product-review__top flex-between">
<div class="product-review__rating flex-align"><ul class="rating-list rating-list--lg">${Array.from(
        { length: 5 },
        (_, j) =>
          `<li class="rating-list__item${j < r.rating ? '' : ' uncheck'}"><i class="icon-Rating-Star"></i></li>`,
      ).join('')}</ul>
<span class="product-review__reason">For <span class="product-review__subject">Product Quality</span></span></div>
<div class="product-review__date">by <a href="mailto:" class="product-review__user text--base">${escapeHtml(r.reviewer)} </a> ${i + 2} months ago</div></div>
<div class="product-review__body"><p class="product-review__desc">${escapeHtml(r.text)}</p></div></div>`,
    )
    .join('\n');
  return productPage(`<div class="product-review-wrapper">${items}</div>`);
}

/**
 * ECJia's goods comments (ecjia/ecjia-theme-h5, the goods page's brief comments library): the rating only in
 * `data-val` on an empty `p.comment-item-star`, which a script draws as stars; the writer, a "2024-03-03 12:20" time,
 * the variant bought (`goods-attr`) and the shop's reply ("商家回复：…") under the text.
 */
export function ecjiaGoodsCommentsPage(reviews: readonly DatedReview[]): string {
  const items = reviews
    .map(
      (r, i) => `<div class="assess-flat"><div class="assess-wrapper"><div class="assess-top">
<span class="user-portrait"><img src="/themes/h5/images/default_user.png"></span>
<div class="user-right"><span class="user-name">${escapeHtml(r.reviewer)}</span><span class="assess-date">${r.day} 12:2${i}</span></div>
<p class="comment-item-star score-goods" data-val="${r.rating}"></p></div>
<div class="assess-bottom"><p class="assess-content">${escapeHtml(r.text)}</p><p class="goods-attr">颜色:银色</p>
${i === 0 ? '<div class="store-reply">商家回复：感谢您的评价，欢迎再次光临本店，祝您生活愉快！我们会继续努力。</div>' : ''}</div></div></div>`,
    )
    .join('\n');
  return productPage(
    `<div class="ecjia-goods-comment ecjia-seller-comment border_t_e">${items}</div>`,
  ).replace('lang="en-US"', 'lang="zh-CN"');
}

/**
 * Ratings drawn by a read-only row of radio inputs, the checked one the rating, every star alike in class and glyph:
 * daisyUI's `rating` component as review lists in public repositories use it (disabled radios `mask mask-star-2`
 * with `aria-label="3 star"`; its half-star form with a first `rating-hidden` input and ten halves), and the CSS-only
 * star rating (radios in reverse order, each followed by its `<label>★</label>`), our own markup.
 */
export function radioStarsPage(
  kind: 'daisy' | 'daisy-half' | 'css',
  reviews: readonly DatedReview[],
) {
  const daisy = (n: number) =>
    `<div class="rating rating-xs">${Array.from(
      { length: 5 },
      (_, i) =>
        `<input type="radio" disabled name="rating-${n}" class="mask mask-star-2 bg-orange-400" aria-label="${i + 1} star"${i + 1 === n ? ' checked' : ''} />`,
    ).join('')}</div>`;
  const half = (n: number) =>
    `<div class="rating rating-xs rating-half pointer-events-none"><input type="radio" class="rating-hidden" />${Array.from(
      { length: 10 },
      (_, i) =>
        `<input type="radio" class="mask mask-star-2 bg-orange-400 mask-half-${(i % 2) + 1}"${(i + 1) / 2 === n ? ' checked' : ''} />`,
    ).join('')}</div>`;
  const css = (n: number) =>
    `<fieldset class="star-rating" disabled>${[5, 4, 3, 2, 1]
      .map(
        (v) =>
          `<input type="radio" id="star-${n}-${v}" name="stars-${n}" value="${v}"${v === n ? ' checked' : ''}><label for="star-${n}-${v}" title="${v} stars">★</label>`,
      )
      .join('')}</fieldset>`;
  return productPage(reviewList(reviews, kind === 'daisy' ? daisy : kind === 'css' ? css : half));
}

/**
 * CubeCart v6's product reviews (cubecart/v6, skins/foundation/templates/element.product_reviews.php): a schema.org
 * Review per review with `datePublished` and `ratingValue` as metas, its title a plain `<h3>` (no `name`), five star
 * images `star.png` / `star_off.png` without classes, and "<cite><span itemprop=author>Anna K.</span> (03/03/2024)".
 */
export function cubeCartReviewsPage(reviews: readonly DatedReview[], title: string): string {
  const items = reviews
    .map(
      (r, i) => `<div class="panel" itemprop="review" itemscope itemtype="http://schema.org/Review">
<meta itemprop="datePublished" content="${r.day}">
<div class="row"><div class="medium-9 columns"><h3>${escapeHtml(title)}</h3></div>
<div class="medium-3 columns text-right" itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating">
${Array.from({ length: 5 }, (_, j) => `<img src="/skins/foundation/images/star${j < r.rating ? '' : '_off'}.png" alt="${j + 1}">`).join('\n')}
<meta itemprop="worstRating" content="0"><meta itemprop="ratingValue" content="${r.rating}"><meta itemprop="bestRating" content="5"></div></div>
<div class="row review_row" rel="${i + 1}_0"><div class="small-12 columns review_copy"><blockquote><span itemprop="description">${escapeHtml(r.text)}</span>
<cite><span itemprop="author">${escapeHtml(r.reviewer)}</span> (${r.day.split('-').reverse().join('/')})</cite></blockquote></div></div></div>`,
    )
    .join('\n');
  return productPage(
    `<div id="element-reviews"><h2 id="reviews">Customer Reviews</h2><div id="review_read">
<div class="pagination_top"><span class="pagination"></span>Average Rating: <strong>3.7</strong></div>${items}
<a href="#" class="button review_show">Write a review</a></div></div>`,
  ).replace('lang="en-US"', 'lang="en-GB"');
}

const GERMAN_TEXTS = [
  'Hält das Wasser den ganzen Tag kalt, der Deckel ist anfangs etwas schwer.',
  'Am ersten Tag undicht und die Farbe blätterte nach einer Woche ab.',
  'Perfekte Größe für meine Tasche, ich benutze sie jeden Tag.',
];

/**
 * The reviews printed twice, once per language, a language switch showing one list and hiding the other (by style, or
 * as an inactive tab): the same writers, stars and days in the same order, the words translated.
 */
export function languageSwitchPage(hiding: 'style' | 'tab'): string {
  const hidden = hiding === 'style' ? 'style="display:none"' : 'role="tabpanel" aria-hidden="true"';
  const shown = hiding === 'style' ? '' : 'role="tabpanel"';
  const german = MECHANICS_REVIEWS.map((r, i) => ({ ...r, text: GERMAN_TEXTS[i]! }));
  return productPage(
    `<div class="reviews-lang reviews-lang--de" lang="de" ${hidden}>${reviewList(german)}</div>
<div class="reviews-lang reviews-lang--en" lang="en" ${shown}>${reviewList()}</div>`,
  );
}

/**
 * A React storefront streamed with Suspense (Next.js App Router, Remix): the reviews arrive after the shell in
 * `<div hidden id="S:1">`, and React's inline `$RC("B:0","S:1")` puts them in place of the boundary's fallback
 * (`<!--$?--><template id="B:0"></template>…<!--/$-->`); the summary inside it is a segment put in place of its
 * placeholder by `$RS`. Shaped as React's runtime and the public tests of streamed pages show it.
 */
export function reactStreamedReviewsPage(): string {
  const runtime =
    '$RC=function(b,c){/* React moves the segment into the boundary */};$RS=function(a,b){/* … */};';
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Steel Flask | Example Shop</title></head><body>
<main><h1 class="product-title">Steel Flask</h1><div class="product-price">$39.99</div>
<section id="reviews"><h2>Customer reviews</h2><!--$?--><template id="B:0"></template><div class="skeleton">Loading reviews…</div><!--/$--></section></main>
<div hidden id="S:1"><div class="review-summary"><template id="P:2"></template></div>${reviewList()}</div>
<script>${runtime}$RC("B:0","S:1")</script>
<div hidden id="S:2"><p>Based on ${MECHANICS_REVIEWS.length} reviews</p></div><script>$RS("S:2","P:2")</script>
</body></html>`;
}

/**
 * Stars drawn by an icon font's ligatures, the icon named by the element's text: Angular Material's `<mat-icon>` as
 * its server rendering writes it (`material-icons mat-ligature-font`), `star`, `star_half` and `star_border`, as
 * storefront templates in public repositories use them for ratings.
 */
export const ligatureStarsPage = (reviews: readonly DatedReview[]) =>
  productPage(
    reviewList(
      reviews,
      (n) =>
        `<div class="rating">${Array.from(
          { length: 5 },
          (_, i) =>
            `<mat-icon role="img" class="mat-icon notranslate material-icons mat-ligature-font mat-icon-no-color" aria-hidden="true" data-mat-icon-type="font">${i + 1 <= n ? 'star' : i < n ? 'star_half' : 'star_border'}</mat-icon>`,
        ).join('')}</div>`,
    ),
  );

/** Stars written as only the full glyphs given (`⭐️⭐️⭐️⭐️`, no empty ones drawn), our own markup. */
export const fullGlyphsOnlyPage = () =>
  productPage(
    reviewList(MECHANICS_REVIEWS, (n) => `<span class="stars">${'⭐\ufe0f'.repeat(n)}</span>`),
  );

/** Inline SVG stars classed only as icons, told apart by the symbol they use (`#icon-star-full`, `#icon-star-empty`). */
export const svgSymbolStarsPage = () =>
  productPage(
    reviewList(
      MECHANICS_REVIEWS,
      (n) =>
        `<div class="stars">${Array.from(
          { length: 5 },
          (_, i) =>
            `<svg class="icon" aria-hidden="true"><use href="#icon-star-${i < n ? 'full' : 'empty'}"></use></svg>`,
        ).join('')}</div>`,
    ),
  );
