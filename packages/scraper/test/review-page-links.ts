// Product pages that show some of a product's reviews, or none, and link to the page that lists them all, each
// written from the platform's own templates (not copied from a shop):
// - A shop that shows its three newest reviews under the product and links "See all 12 reviews" (or, in German,
//   "Alle 12 Bewertungen anzeigen") to a review list of its own, paged by "Next page" links. The product page
//   also has a rating histogram, a "Was this review helpful?" row per review and questions and answers.
// - osCommerce 2.3: product_info.php shows no reviews; its "Reviews (N)" button links to
//   product_reviews.php?products_id=N, which lists each review (by, "Date Added: Tuesday 12 March, 2024", the
//   text, "Rating: <stars image> [4 of 5 Stars!]") with the split-page pager ("[Next >>]", titled " Next Page ").
// - Zen Cart 1.5: the product page's "Read the Reviews" button links to
//   index.php?main_page=product_reviews&products_id=N, which lists each review (stars image, "Date Added:
//   03/12/2024 by <name>", the text) with the same pager.
// - SAP Commerce (Hybris) accelerator storefront: the product page's review tab is an empty
//   `ul#reviews.review-list` whose `data-reviews` (the first few) and `data-allreviews` name the fragment its
//   script loads (`/p/<code>/reviewhtml/all`); each review an `li.review-entry` whose stars are drawn by script from
//   `data-rating='{"rating":4,"total":5}'`. The product's average is drawn the same way.
// - Shopware 6: the product page's review tab shows the first ten reviews and a pager that is a form
//   (storefront/component/pagination.html.twig): radio inputs named `p`, the next page's in `li.page-next`,
//   submitted to the form's action, the route frontend.product.reviews (`/product/<id>/reviews`, GET or POST),
//   which answers the review list of that page as a fragment with its own pager.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';
import { shopShell, shopwareSixPage } from './vendor-widget-pages';

const stars = (rating: number) =>
  `<span class="stars" role="img" aria-label="Rated ${rating} out of 5 stars">${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}</span>`;

function reviewItems(reviews: FixtureReview[]): string {
  return reviews
    .map(
      (r) => `<li class="review" id="review-${r.id}">
 <div class="review__header">${stars(r.rating)}<h3 class="review__title">${escapeHtml(r.title ?? '')}</h3></div>
 <div class="review__meta"><span class="review__author">${escapeHtml(r.reviewer)}</span> · <time class="review__date" datetime="2024-03-03">March 3, 2024</time></div>
 <div class="review__body"><p>${escapeHtml(r.text)}</p></div>
 <div class="review__helpful">Was this review helpful? <button type="button">Yes (3)</button> <button type="button">No (0)</button></div>
</li>`,
    )
    .join('\n');
}

/** A product page showing the newest reviews and a link, in `words`, to the review list page at `href`. */
export function reviewTeaserPage(options: {
  name: string;
  shown: FixtureReview[];
  total: number;
  href: string;
  words: string;
  lang?: string;
  /** The shown texts cut to this many characters, "… Read more" after them (the list page has them whole). */
  cutAt?: number;
}): string {
  const { name, total, href, words, cutAt } = options;
  const shown = cutAt
    ? options.shown.map((r) => ({ ...r, text: `${r.text.slice(0, cutAt)}… Read more` }))
    : options.shown;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: 'SF-100',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.6, reviewCount: total },
  };
  const widget = `<section id="reviews" class="product-reviews"><h2>Customer reviews</h2>
<div class="reviews-summary"><span class="reviews-summary__average">3.6</span> ${stars(4)} <span>Based on ${total} reviews</span>
 <ul class="histogram">${[5, 4, 3, 2, 1].map((n) => `<li>${n} stars <meter value="${n / 10}"></meter> ${n + 1}</li>`).join('')}</ul></div>
<ul class="review-list">${reviewItems(shown)}</ul>
<a class="reviews-see-all button" href="${href}">${words}</a>
</section>
<section class="product-questions"><h2>Questions &amp; answers</h2>
 <div class="question"><p class="question__text">Does the lid fit the older model of this flask?</p><p class="answer__text">Yes, every lid since 2019 fits it.</p></div>
</section>`;
  return shopShell(
    name,
    widget,
    `<script type="application/ld+json">${JSON.stringify(product)}</script>`,
    options.lang,
  );
}

/** The shop's review list page: every review of the product, paged, with a "Next page" link. */
export function reviewListPage(options: {
  name: string;
  reviews: FixtureReview[];
  next: string | null;
  /** Numbered pages only (Bootstrap's pagination, the current page marked active), no next link. */
  numbered?: { page: number; pages: number; href: (page: number) => string };
}): string {
  const numbered = options.numbered;
  const pager = numbered
    ? `<nav aria-label="Review pages"><ul class="pagination">${Array.from(
        { length: numbered.pages },
        (_, i) =>
          i + 1 === numbered.page
            ? `<li class="page-item active" aria-current="page"><span class="page-link">${i + 1}</span></li>`
            : `<li class="page-item"><a class="page-link" href="${numbered.href(i + 1)}">${i + 1}</a></li>`,
      ).join('')}</ul></nav>`
    : options.next
      ? `<nav class="pagination" aria-label="Review pages"><a class="pagination__next" href="${options.next}" aria-label="Next page">›</a></nav>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reviews of ${escapeHtml(options.name)} | Example Shop</title></head>
<body><header><nav><a href="/">Home</a></nav></header><main>
<h1>Reviews of <a href="/products/steel-travel-flask">${escapeHtml(options.name)}</a></h1>
<ul class="review-list">${reviewItems(options.reviews)}</ul>${pager}
</main><footer><p>© Example Shop</p></footer></body></html>`;
}

const OSC_DAY = 'Tuesday 12 March, 2024';

/** osCommerce 2.3's product_info.php: the product, its price and the "Reviews (N)" button; no reviews. */
export function osCommerceProductPage(name: string, productId: number, count: number): string {
  return `<!DOCTYPE html><html dir="ltr" lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>${escapeHtml(name)}, osCommerce</title><base href="https://shop.example.com/catalog/" /></head><body>
<div id="bodyWrapper" class="container_24"><div id="bodyContent" class="grid_16 push_4">
<form name="cart_quantity" action="https://shop.example.com/catalog/product_info.php?products_id=${productId}&amp;action=add_product" method="post">
<div><h1 style="float: right;">$39.99</h1><h1>${escapeHtml(name)}<br /><span class="smallText">[SF-${productId}]</span></h1></div>
<div class="contentContainer"><div class="contentText"><p>Double-walled stainless steel keeps drinks hot for 12 hours.</p></div>
<div class="buttonSet">
 <span class="buttonAction"><input type="hidden" name="products_id" value="${productId}" /><button id="tdb4" type="submit">Add to Cart</button></span>
 <a id="tdb5" href="https://shop.example.com/catalog/product_reviews.php?products_id=${productId}">Reviews (${count})</a>
</div></div></form></div></div></body></html>`;
}

/** osCommerce 2.3's product_reviews.php, page `page` of `pages`. */
export function osCommerceReviewsPage(options: {
  name: string;
  productId: number;
  reviews: FixtureReview[];
  page: number;
  pages: number;
  total: number;
}): string {
  const { name, productId, reviews, page, pages, total } = options;
  const link = (n: number) =>
    `https://shop.example.com/catalog/product_reviews.php?products_id=${productId}&amp;page=${n}`;
  const items = reviews
    .map(
      (r, i) => `<div>
  <span style="float: right;">Date Added: ${OSC_DAY}</span>
  <h2><a href="https://shop.example.com/catalog/product_reviews_info.php?products_id=${productId}&amp;reviews_id=${page * 100 + i}">by ${escapeHtml(r.reviewer)}</a></h2>
</div>
<div class="contentText">
  ${escapeHtml(r.text)}<br /><br /><i>Rating: <img src="images/stars_${r.rating}.gif" alt="${r.rating} of 5 Stars!" title="${r.rating} of 5 Stars!" width="59" height="11" /> [${r.rating} of 5 Stars!]</i>
</div>`,
    )
    .join('\n');
  const next =
    page < pages
      ? `&nbsp;<a href="${link(page + 1)}" class="pageResults" title=" Next Page "><u>[Next&nbsp;&gt;&gt;]</u></a>&nbsp;`
      : '';
  return `<!DOCTYPE html><html dir="ltr" lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>osCommerce</title><base href="https://shop.example.com/catalog/" /></head><body>
<div id="bodyWrapper" class="container_24"><div id="bodyContent" class="grid_16 push_4">
<div><h1 style="float: right;">$39.99</h1><h1>${escapeHtml(name)}<br /><span class="smallText">[SF-${productId}]</span></h1></div>
<div class="contentContainer">
<div class="contentText"><p style="float: right;">Result Pages: <strong>${page}</strong>${next}</p>
<p>Displaying <strong>${(page - 1) * 6 + 1}</strong> to <strong>${(page - 1) * 6 + reviews.length}</strong> (of <strong>${total}</strong> reviews)</p></div>
<div class="contentText">${items}</div>
<div class="buttonSet"><a id="tdb2" href="https://shop.example.com/catalog/product_reviews_write.php?products_id=${productId}">Write Review</a></div>
</div></div></div></body></html>`;
}

/** Zen Cart 1.5's product page: the "Read the Reviews" button and the review count; no reviews. */
export function zenCartProductPage(name: string, productId: number, count: number): string {
  return `<!DOCTYPE html><html dir="ltr" lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} : Zen Cart!, The Art of E-commerce</title>
<base href="https://shop.example.com/" /></head><body id="productinfoBody">
<div id="mainWrapper"><div class="centerColumn" id="productGeneral">
<form name="cart_quantity" action="https://shop.example.com/index.php?main_page=product_info&amp;products_id=${productId}&amp;action=add_product" method="post">
<h1 id="productName" class="productGeneral">${escapeHtml(name)}</h1>
<h2 id="productPrices" class="productGeneral">$39.99</h2>
<div id="productDescription" class="productGeneral biggerText">Double-walled stainless steel keeps drinks hot for 12 hours.</div>
<div id="productReviewLink" class="buttonRow back"><a href="https://shop.example.com/index.php?main_page=product_reviews&amp;cPath=3&amp;products_id=${productId}"><span class="cssButton normal_button button button_read_reviews">Read the Reviews</span></a></div>
<p class="reviewCount">Current Reviews: ${count}</p>
</form></div></div></body></html>`;
}

/** Zen Cart 1.5's product_reviews page (tpl_product_reviews_default.php), page `page` of `pages`. */
export function zenCartReviewsPage(options: {
  name: string;
  productId: number;
  reviews: FixtureReview[];
  page: number;
  pages: number;
  total: number;
}): string {
  const { name, productId, reviews, page, pages, total } = options;
  const items = reviews
    .map(
      (r, i) => `<hr />
<div class="rating"><img src="includes/templates/template_default/images/stars_${r.rating}.gif" alt="${r.rating} of 5 Stars!" title=" ${r.rating} of 5 Stars! " width="90" height="20" />${r.rating} of 5 Stars!</div>
<div class="productReviewsDefaultReviewer bold">Date Added: 03/12/2024&nbsp;by ${escapeHtml(r.reviewer)}</div>
<div class="productReviewsDefaultProductMainContent content">${escapeHtml(r.text)}</div>
<div class="buttonRow forward"><a href="https://shop.example.com/index.php?main_page=product_reviews_info&amp;products_id=${productId}&amp;reviews_id=${page * 100 + i}"><span class="cssButton normal_button button button_read_review">Read the Review</span></a></div>
<br class="clearBoth" />`,
    )
    .join('\n');
  const next =
    page < pages
      ? `&nbsp;<a href="https://shop.example.com/index.php?main_page=product_reviews&amp;products_id=${productId}&amp;page=${page + 1}" title=" Next Page ">[Next&nbsp;&gt;&gt;]</a>&nbsp;`
      : '';
  return `<!DOCTYPE html><html dir="ltr" lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} : Zen Cart!, The Art of E-commerce</title>
<base href="https://shop.example.com/" /></head><body id="productreviewsBody">
<div id="mainWrapper"><div class="centerColumn" id="reviewsDefault">
<h1 id="reviewsDefaultHeading">${escapeHtml(name)}</h1>
<h2 id="reviewsDefaultPrice" class="">$39.99</h2>
<div class="buttonRow forward"><a href="https://shop.example.com/index.php?main_page=product_reviews_write&amp;products_id=${productId}"><span class="cssButton normal_button button button_write_review">Write Review</span></a></div>
<div id="productReviewsDefaultListingTopNumber" class="navSplitPagesResult">Displaying <strong>${(page - 1) * 6 + 1}</strong> to <strong>${(page - 1) * 6 + reviews.length}</strong> (of <strong>${total}</strong> reviews)</div>
<div id="productReviewsDefaultListingTopLinks" class="navSplitPagesLinks forward">&nbsp;<strong class="current">${page}</strong>${next}</div>
${items}
</div></div></body></html>`;
}

/** Shopware 6's review pager form on page `page` of `pages`. */
function shopwarePager(productId: string, page: number, pages: number): string {
  const item = (kind: string, value: number, disabled: boolean, label: string) =>
    `<li class="page-item ${kind}${disabled ? ' disabled' : ''}"><input type="radio"${disabled ? ' disabled="disabled"' : ''} name="p" id="p-${kind}" value="${value}" class="d-none" title="pagination"><label class="page-link" for="p-${kind}">${label}</label></li>`;
  const numbers = Array.from(
    { length: pages },
    (_, i) =>
      `<li class="page-item${i + 1 === page ? ' active' : ''}"><input type="radio" name="p" id="p${i + 1}" value="${i + 1}" class="d-none" title="pagination"${i + 1 === page ? ' checked="checked"' : ''}><label class="page-link" for="p${i + 1}">${i + 1}</label></li>`,
  ).join('');
  const icon = '<span class="icon icon-arrow-medium-right"><svg viewBox="0 0 16 16"></svg></span>';
  return `<div class="product-detail-review-pagination"><form class="product-detail-review-pagination-form" action="/product/${productId}/reviews" method="post" data-form-ajax-submit="true" data-form-ajax-submit-options='{"replaceSelectors":".js-review-container","submitOnChange":true}'>
<input type="hidden" name="_csrf_token" value="a1b2c3">
<input type="hidden" name="sort" value="createdAt">
<nav aria-label="pagination" class="pagination-nav"><ul class="pagination">
${item('page-first', 1, page === 1, icon)}${item('page-prev', page - 1, page === 1, icon)}${numbers}${item('page-next', page + 1, page === pages, icon)}${item('page-last', pages, page === pages, icon)}
</ul></nav></form></div>`;
}

/** Shopware 6's product page with the first page of reviews in its review tab, and the pager. */
export function shopwareSixPagedPage(options: {
  name: string;
  productId: string;
  reviews: FixtureReview[];
  pages: number;
}): string {
  return shopwareSixPage(options.name, options.reviews).replace(
    '</div></div></div></div>',
    `${shopwarePager(options.productId, 1, options.pages)}</div></div></div></div>`,
  );
}

/** What frontend.product.reviews answers for page `page`: the review container as a fragment. */
export function shopwareSixReviewsFragment(options: {
  name: string;
  productId: string;
  reviews: FixtureReview[];
  page: number;
  pages: number;
}): string {
  const whole = shopwareSixPage(options.name, options.reviews);
  const start = whole.indexOf('<div class="tab-pane');
  const end = whole.indexOf('<section class="recommendations">');
  return whole
    .slice(start, end)
    .replace(
      '</div></div></div></div>',
      `${shopwarePager(options.productId, options.page, options.pages)}</div></div></div></div>`,
    );
}

const hybrisStars = (rating: number) =>
  `<div class="rating-stars pull-left js-ratingCalc" data-rating='{"rating":${rating},"total":5}'><div class="greyStars">${'<span class="glyphicon glyphicon-star"></span>'.repeat(5)}</div><div class="greenStars js-greenStars">${'<span class="glyphicon glyphicon-star active"></span>'.repeat(5)}</div></div>`;

/** SAP Commerce's product page: the average, and the review tab whose list its script fills. */
export function hybrisProductPage(
  name: string,
  code: string,
  average: number,
  count: number,
): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} | Electronics Site</title></head>
<body class="page-productDetails pageType-ProductPage template-pages-product-productLayout2Page"><main data-currency-iso-code="USD">
<div class="product-details page-title"><div class="name">${escapeHtml(name)}<span class="sku">ID</span><span class="code">${code}</span></div>
<div class="rating">${hybrisStars(average)}<div class="rating-count"><a class="js-openTab" href="#tabreview">(${count})</a></div></div></div>
<div class="product-main-info"><div class="price">$39.99</div><div class="description">Double-walled stainless steel keeps drinks hot for 12 hours.</div></div>
<div id="productTabs" class="tabs js-tabs tabs-responsive"><div class="tabhead"><a href="" id="tabreview">Reviews</a></div>
<div class="tabbody"><div class="tab-review">
 <div class="review-pagination-bar"><button class="btn btn-default js-review-write-toggle">Write a Review</button>
  <div class="right"><button class="all-reviews-btn btn btn-default">Show All Reviews</button><button class="less-reviews-btn btn btn-default">Show Less Reviews</button></div></div>
 <ul id="reviews" class="review-list" data-reviews="/electronics/en/p/${code}/reviewhtml/3" data-allreviews="/electronics/en/p/${code}/reviewhtml/all"></ul>
</div></div></div></main></body></html>`;
}

/** What /p/<code>/reviewhtml/all answers: one li.review-entry per review. */
export function hybrisReviewsFragment(reviews: FixtureReview[]): string {
  return reviews
    .map(
      (r) => `<li class="review-entry">
 <div class="title">${escapeHtml(r.title ?? '')}</div>
 <div class="rating">${hybrisStars(r.rating)}</div>
 <div class="content">${escapeHtml(r.text)}</div>
 <div class="autor">${escapeHtml(r.reviewer)}&nbsp;<span class="date">(Mar 3, 2024)</span></div>
</li>`,
    )
    .join('\n');
}
