// Product pages of shop platforms that do not render a product's reviews in the product page but name the address
// they are read from, and what those addresses answer. Each written from the platform's own templates and
// controllers (not copied from a shop):
// - OpenCart 3 (product.twig, review.twig): the page's script loads `#review` with jQuery,
//   `$('#review').load('index.php?route=product/product/review&product_id=N')`, relative to the page's `<base>`;
//   the fragment is one table per review (author, day-first date, text, Font Awesome star stacks) and a pager.
// - PrestaShop 1.7/8 productcomments: `#product-comments-list` names `data-list-comments-url`, which answers JSON
//   `{comments: [{customer_name, date_add, content, title, grade}], comments_nb, comments_per_page}`, with the
//   texts escaped by htmlentities and further pages asked for with `page`.
// - nopCommerce: the rating overview links to the product's review page `/productreviews/<id>`, a page of its own
//   with the review form (whose rating choices are words) above the list.
// - Magento 1 (default theme, catalog/product/view.phtml with review/helper/summary.phtml): the rating box links
//   "N Review(s)" to the product's review list page `/review/product/list/id/<id>/category/<c>/`.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';

/** The day each fixture review was written, as the platforms print it. */
export const LIST_DAY = { iso: '2024-03-21', dayFirst: '21/03/2024', monthFirst: '03/21/2024' };

/** OpenCart 3's product page: the rating summary, the empty `#review` and the script that fills it. */
export function openCartProductPage(options: {
  name: string;
  productId: number;
  reviewCount: number;
  origin: string;
}): string {
  const { name, productId, reviewCount, origin } = options;
  const stack = (full: boolean) =>
    full
      ? '<span class="fa fa-stack"><i class="fa fa-star fa-stack-1x"></i><i class="fa fa-star-o fa-stack-1x"></i></span>'
      : '<span class="fa fa-stack"><i class="fa fa-star-o fa-stack-1x"></i></span>';
  return `<!DOCTYPE html>
<html dir="ltr" lang="en"><head><meta charset="UTF-8" /><title>${escapeHtml(name)}</title>
<base href="${origin}/" /><meta name="description" content="${escapeHtml(name)}" /></head>
<body><div id="product-product" class="container">
<ul class="breadcrumb"><li><a href="${origin}/index.php?route=common/home"><i class="fa fa-home"></i></a></li><li><a href="${origin}/flasks">${escapeHtml(name)}</a></li></ul>
<div class="row"><div id="content" class="col-sm-12"><div class="row">
 <div class="col-sm-8">
  <ul class="nav nav-tabs"><li class="active"><a href="#tab-description" data-toggle="tab">Description</a></li>
   <li><a href="#tab-review" data-toggle="tab">Reviews (${reviewCount})</a></li></ul>
  <div class="tab-content"><div class="tab-pane active" id="tab-description"><p>Double-walled steel keeps drinks hot for 12 hours.</p></div>
   <div class="tab-pane" id="tab-review"><form class="form-horizontal" id="form-review"><div id="review"></div>
    <h2>Write a review</h2>
    <div class="form-group required"><div class="col-sm-12"><label class="control-label" for="input-name">Your Name</label><input type="text" name="name" value="" id="input-name" class="form-control" /></div></div>
    <div class="form-group required"><div class="col-sm-12"><label class="control-label">Rating</label>&nbsp;&nbsp;&nbsp; Bad&nbsp;
     <input type="radio" name="rating" value="1" />&nbsp;<input type="radio" name="rating" value="2" />&nbsp;<input type="radio" name="rating" value="3" />&nbsp;<input type="radio" name="rating" value="4" />&nbsp;<input type="radio" name="rating" value="5" />&nbsp;Good</div></div>
    <div class="buttons clearfix"><div class="pull-right"><button type="button" id="button-review" class="btn btn-primary">Continue</button></div></div>
   </form></div></div>
 </div>
 <div class="col-sm-4">
  <h1>${escapeHtml(name)}</h1>
  <ul class="list-unstyled"><li>Product Code: SF-${productId}</li><li>Availability: In Stock</li></ul>
  <ul class="list-unstyled"><li><h2>$39.99</h2></li><li>Ex Tax: $32.99</li></ul>
  <div class="rating"><p>${[true, true, true, true, false].map(stack).join('\n')}
   <a href="" onclick="$('a[href=\\'#tab-review\\']').trigger('click'); return false;">${reviewCount} reviews</a> / <a href="" onclick="$('a[href=\\'#tab-review\\']').trigger('click'); return false;">Write a review</a></p></div>
 </div>
</div></div></div></div>
<script type="text/javascript"><!--
$('#review').delegate('.pagination a', 'click', function(e) {
    e.preventDefault();

    $('#review').fadeOut('slow');

    $('#review').load(this.href);

    $('#review').fadeIn('slow');
});

$('#review').load('index.php?route=product/product/review&product_id=${productId}');

$('#button-review').on('click', function() {
	$.ajax({
		url: 'index.php?route=product/product/write&product_id=${productId}',
		type: 'post',
		dataType: 'json',
		data: $("#form-review").serialize()
	});
});
//--></script>
</body></html>`;
}

/** OpenCart 3's review fragment (product/product/review): a table per review, then the pager. */
export function openCartReviewList(
  reviews: FixtureReview[],
  options: { origin: string; productId: number; page: number; pages: number },
): string {
  const { origin, productId, page, pages } = options;
  const stars = (rating: number) =>
    [1, 2, 3, 4, 5]
      .map((i) =>
        rating < i
          ? '<span class="fa fa-stack"><i class="fa fa-star-o fa-stack-2x"></i></span>'
          : '<span class="fa fa-stack"><i class="fa fa-star fa-stack-2x"></i><i class="fa fa-star-o fa-stack-2x"></i></span>',
      )
      .join('\n      ');
  const tables = reviews
    .map(
      (r) => `<table class="table table-striped table-bordered">
  <tr>
    <td style="width: 50%;"><strong>${escapeHtml(r.reviewer)}</strong></td>
    <td class="text-right">${LIST_DAY.dayFirst}</td>
  </tr>
  <tr>
    <td colspan="2"><p>${escapeHtml(r.text)}</p>
      ${stars(r.rating)}</td>
  </tr>
</table>`,
    )
    .join('\n');
  const link = (n: number) =>
    `${origin}/index.php?route=product/product/review&amp;product_id=${productId}&amp;page=${n}`;
  const items = Array.from({ length: pages }, (_, i) =>
    i + 1 === page
      ? `<li class="active"><span>${i + 1}</span></li>`
      : `<li><a href="${link(i + 1)}">${i + 1}</a></li>`,
  );
  if (page > 1)
    items.unshift(
      `<li><a href="${link(1)}">|&lt;</a></li>`,
      `<li><a href="${link(page - 1)}">&lt;</a></li>`,
    );
  if (page < pages)
    items.push(
      `<li><a href="${link(page + 1)}">&gt;</a></li>`,
      `<li><a href="${link(pages)}">&gt;|</a></li>`,
    );
  return `${tables}
<div class="text-right"><ul class="pagination">${items.join('')}</ul></div>
`;
}

/** PrestaShop 1.7/8 (classic theme, productcomments): the summary and the empty list naming its address. */
export function prestaShopProductPage(options: {
  name: string;
  productId: number;
  average: number;
  reviewCount: number;
  origin: string;
  /** The shop language's code in its addresses. */
  language?: string;
}): string {
  const { name, productId, average, reviewCount, origin } = options;
  const module = `${origin}/${options.language ?? 'en'}/module/productcomments`;
  const prototype =
    escapeHtml(`<div class="product-comment-list-item row" data-product-comment-id="@COMMENT_ID@" data-product-id="@PRODUCT_ID@">
  <div class="col-md-3 col-sm-3 comment-infos"><div class="grade-stars" data-grade="@COMMENT_GRADE@"></div>
    <div class="comment-date">@COMMENT_DATE@</div><div class="comment-author">By @CUSTOMER_NAME@</div></div>
  <div class="col-md-9 col-sm-9 comment-content"><p class="h4">@COMMENT_TITLE@</p><p>@COMMENT_COMMENT@</p>
    <div class="comment-buttons btn-group"><a class="useful-review"><i class="material-icons thumb_up">thumb_up</i><span class="useful-review-value">@COMMENT_USEFUL_ADVICES@</span></a>
    <a class="report-abuse" title="Report abuse"><i class="material-icons outlined_flag">flag</i></a></div></div>
</div>`);
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>${escapeHtml(name)}</title>
<meta property="og:title" content="${escapeHtml(name)}"></head>
<body id="product" class="lang-en country-us page-product">
<main><section id="wrapper"><div id="main" itemscope itemtype="https://schema.org/Product">
 <meta itemprop="url" content="${origin}/home/${productId}-steel-travel-flask.html">
 <div class="row product-container"><div class="col-md-6"><h1 class="h1" itemprop="name">${escapeHtml(name)}</h1>
  <div class="product-prices"><div class="current-price"><span class="current-price-value" content="39.99">$39.99</span></div></div>
  <div class="product-comments-additional-info"><div class="grade-stars small-stars" data-grade="${average}"></div>
   <a class="link-comment" href="#product-comments-list-header"><i class="material-icons chat" data-icon="chat"></i>Read user reviews (${reviewCount})</a>
   <a class="link-comment post-product-comment" href="#product-comments-list-header"><i class="material-icons edit" data-icon="edit"></i>Write your review</a></div>
 </div></div>
 <div class="product-comments-microdata" itemprop="aggregateRating" itemtype="https://schema.org/AggregateRating" itemscope>
  <meta itemprop="reviewCount" content="${reviewCount}" /><meta itemprop="ratingValue" content="${average}" /></div>
 <div class="row"><div class="col-md-12 col-sm-12" id="product-comments-list-header">
  <div class="comments-nb"><i class="material-icons chat" data-icon="chat"></i>Comments (${reviewCount})</div>
  <div class="grade-stars" data-grade="${average}"></div></div></div>
 <div class="row"><div class="col-md-12 col-sm-12" id="product-comments-list"
   data-list-comments-url="${module}/ListComments?id_product=${productId}"
   data-update-comment-usefulness-url="${module}/UpdateCommentUsefulness"
   data-report-comment-url="${module}/ReportComment"
   data-comment-item-prototype="${prototype}"
   data-current-page="1" data-total-pages="${Math.ceil(reviewCount / 5)}"></div></div>
 <div class="row"><div class="col-md-12 col-sm-12" id="product-comments-list-footer"><div id="product-comments-list-pagination"></div>
  <button class="btn btn-comment btn-comment-big post-product-comment"><i class="material-icons edit" data-icon="edit"></i>Write your review</button></div></div>
</div></section></main></body></html>`;
}

/** What ListComments answers: one page of comments (PHP's htmlentities on each text), the count, the page size. */
export function prestaShopCommentsJson(
  reviews: FixtureReview[],
  options: { total: number; perPage: number; productId: number; date?: string },
): string {
  const entities = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#039;')
      .replace(/é/g, '&eacute;');
  return JSON.stringify({
    comments: reviews.map((r, i) => ({
      id_product_comment: String(100 + i),
      id_product: String(options.productId),
      id_customer: '0',
      id_guest: String(7 + i),
      customer_name: entities(r.reviewer),
      title: entities(r.title ?? ''),
      content: entities(r.text),
      grade: String(r.rating),
      validate: '1',
      deleted: '0',
      date_add: options.date ?? LIST_DAY.monthFirst,
      usefulness: 0,
      total_usefulness: 0,
    })),
    response: true,
    comments_nb: options.total,
    comments_per_page: String(options.perPage),
  });
}

/** nopCommerce's product page: schema.org Product with the rating overview linking to the review page. */
export function nopCommerceProductPage(options: {
  name: string;
  productId: number;
  average: number;
  reviewCount: number;
}): string {
  const { name, productId, average, reviewCount } = options;
  return `<!DOCTYPE html><html lang="en" class="html-product-details-page"><head><title>Your store. ${escapeHtml(name)}</title>
<meta property="og:title" content="${escapeHtml(name)}" /></head>
<body><div class="master-wrapper-page"><div class="master-wrapper-content"><div class="center-1"><div class="page product-details-page">
<div class="page-body"><form method="post" id="product-details-form" action="/steel-travel-flask">
<div itemscope itemtype="http://schema.org/Product"><meta itemprop="name" content="${escapeHtml(name)}" /><meta itemprop="sku" content="SF-${productId}" />
<div data-productid="${productId}"><div class="product-essential"><div class="overview">
 <div class="product-name"><h1>${escapeHtml(name)}</h1></div>
 <div class="product-reviews-overview" itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating">
  <div class="product-review-box"><div class="rating"><div style="width: ${Math.round(average * 20)}%"></div></div></div>
  <div class="product-review-links"><a href="/productreviews/${productId}">${reviewCount} review(s)</a> <span class="separator">|</span> <a href="/productreviews/${productId}">Add your review</a></div>
  <span itemprop="ratingValue" style="display: none;">${average}</span><span itemprop="reviewCount" style="display: none;">${reviewCount}</span>
 </div>
 <div class="prices"><div class="product-price"><span id="price-value-${productId}" class="price-value-${productId}">$39.99</span></div></div>
 <div class="add-to-cart"><button type="button" class="button-1 add-to-cart-button">Add to cart</button></div>
</div></div></div></div></form></div></div></div></div></div></body></html>`;
}

/** nopCommerce's /productreviews/<id>: the review form (rating in words) above the existing reviews. */
export function nopCommerceReviewsPage(
  name: string,
  productId: number,
  reviews: FixtureReview[],
): string {
  const items = reviews
    .map(
      (r, i) => `<div class="product-review-item">
 <div class="review-item-head"><div class="review-title"><strong>${escapeHtml(r.title ?? '')}</strong></div>
  <div class="product-review-box"><div class="rating"><div style="width: ${r.rating * 20}%"></div></div></div></div>
 <div class="review-content"><div class="review-text">${escapeHtml(r.text)}</div>
  <div class="review-info"><span class="user"><label>From:</label> <a href="/profile/${20 + i}" class="username">${escapeHtml(r.reviewer)}</a></span>
   <span class="separator">|</span> <span class="date"><label>Date:</label> <span>${LIST_DAY.monthFirst.replace(/^0/, '')} 10:15:12 AM</span></span></div>
  <div class="product-review-helpfulness"><span class="question">Was this review helpful?</span>
   <span class="vote-options"><span id="vote-yes-${i}" class="vote">Yes</span> <span id="vote-no-${i}" class="vote">No</span></span>
   <span class="vote-stats">(<span id="helpfulness-vote-yes-${i}">0</span>/<span id="helpfulness-vote-no-${i}">0</span>)</span></div>
 </div></div>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html lang="en" class="html-product-reviews-page"><head><title>Your store. Product Reviews</title></head>
<body><div class="master-wrapper-page"><div class="center-1"><div class="page product-reviews-page">
<div class="page-title"><h1>Product reviews for <a href="/steel-travel-flask">${escapeHtml(name)}</a></h1></div>
<div class="page-body"><div class="write-review" id="review-form"><div class="title"><strong>Write your own review</strong></div>
 <form method="post" action="/productreviews/${productId}"><div class="fieldset"><div class="form-fields">
  <div class="inputs"><label for="AddProductReview_Title">Review title:</label><input class="review-title" type="text" id="AddProductReview_Title" name="AddProductReview.Title" /></div>
  <div class="inputs"><label for="AddProductReview_ReviewText">Review text:</label><textarea class="review-text" id="AddProductReview_ReviewText" name="AddProductReview.ReviewText"></textarea></div>
  <div class="review-rating"><div class="name-description"><label>Rating:</label></div><ul>
   <li class="label first">Bad</li><li class="rating-options"><input type="radio" name="AddProductReview.Rating" value="1" /><input type="radio" name="AddProductReview.Rating" value="2" /><input type="radio" name="AddProductReview.Rating" value="3" /><input type="radio" name="AddProductReview.Rating" value="4" /><input type="radio" name="AddProductReview.Rating" value="5" checked="checked" /></li><li class="label last">Excellent</li></ul></div>
 </div></div><div class="buttons"><button type="submit" name="add-review" class="button-1 write-product-review-button">Submit review</button></div></form></div>
<div class="product-review-list"><div class="title"><strong>Existing reviews</strong></div>
${items}
</div></div></div></div></div></body></html>`;
}

/** Magento 1's product page (default theme): the rating summary linking to the review list page, no reviews. */
export function magentoOneProductPage(options: {
  name: string;
  productId: number;
  average: number;
  reviewCount: number;
  origin: string;
}): string {
  const { name, productId, average, reviewCount, origin } = options;
  const list = `${origin}/review/product/list/id/${productId}/category/4/`;
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>${escapeHtml(name)}</title></head>
<body class="catalog-product-view catalog-product-view product-steel-travel-flask"><div class="wrapper"><div class="page"><div class="main-container col2-right-layout"><div class="main"><div class="col-main">
<div class="product-view"><div class="product-essential"><form action="${origin}/checkout/cart/add/product/${productId}/" method="post" id="product_addtocart_form">
 <div class="product-shop"><div class="product-name"><h1>${escapeHtml(name)}</h1></div>
  <div class="ratings"><div class="rating-box"><div class="rating" style="width:${Math.round(average * 20)}%"></div></div>
   <p class="rating-links"><a href="${list}">${reviewCount} Review(s)</a> <span class="separator">|</span> <a href="${list}#review-form">Add Your Review</a></p></div>
  <p class="availability in-stock">Availability: <span>In stock</span></p>
  <div class="price-box"><span class="regular-price" id="product-price-${productId}"><span class="price">$39.99</span></span></div>
 </div></form></div>
 <div class="product-collateral"><div class="box-collateral box-description"><h2>Details</h2><div class="std">Double-walled steel keeps drinks hot for 12 hours.</div></div></div>
</div></div></div></div></div></div></body></html>`;
}

/**
 * A WooCommerce product page (or one of its comment pages) with WordPress's comment paging set to show the newest
 * page first (`default_comments_page` = newest, its default): the product page itself is the last comment page,
 * and paginate_comments_links() lists the older ones (`comment-page-N`), with "←" to the one before.
 */
export function wooCommentPage(
  page: string,
  options: { productUrl: string; current: number; pages: number },
): string {
  const { productUrl, current, pages } = options;
  const link = (n: number) => (n === pages ? productUrl : `${productUrl}comment-page-${n}/`);
  const items = Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
    n === current
      ? `<li><span aria-current="page" class="page-numbers current">${n}</span></li>`
      : `<li><a class="page-numbers" href="${link(n)}#comments">${n}</a></li>`,
  );
  if (current > 1)
    items.unshift(
      `<li><a class="prev page-numbers" href="${link(current - 1)}#comments">&larr;</a></li>`,
    );
  if (current < pages)
    items.push(
      `<li><a class="next page-numbers" href="${link(current + 1)}#comments">&rarr;</a></li>`,
    );
  return page.replace(
    '</ol>',
    `</ol>\n<nav class="woocommerce-pagination"><ul class='page-numbers'>\n${items.join('\n')}\n</ul></nav>`,
  );
}
