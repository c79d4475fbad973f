// Magento 2 (Luma and themes built on it) does not render a product's reviews in the product page: the page names
// the review list's address in its `text/x-magento-init` configuration (Magento_Review/js/process-reviews,
// "productReviewUrl": …/review/product/listAjax/id/<id>/) and the browser loads that HTML fragment into the
// Reviews tab. The fragment holds the list with schema.org Review microdata and a pager to its next page. Written
// from Magento's templates (review.phtml, product/view/list.phtml), not copied from a shop.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';

/** The product page: name, price, the rating summary in microdata, an empty Reviews tab, the init script. */
export function magentoProductPage(options: {
  name: string;
  productId: number;
  average: number;
  reviewCount: number;
  origin: string;
}): string {
  const { name, productId, average, reviewCount, origin } = options;
  const listUrl = `${origin}/review/product/listAjax/id/${productId}/`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)}</title></head>
<body class="catalog-product-view page-layout-1column"><main id="maincontent" class="page-main">
<div class="product-info-main" itemscope itemtype="http://schema.org/Product">
 <h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper" itemprop="name">${escapeHtml(name)}</span></h1>
 <div class="product-reviews-summary" itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating">
  <div class="rating-summary"><span class="label"><span>Rating:</span></span>
   <div class="rating-result" title="${average * 20}%"><span style="width:${average * 20}%"><span><span itemprop="ratingValue">${average * 20}</span>% of <span itemprop="bestRating">100</span></span></span></div></div>
  <div class="reviews-actions"><a class="action view" href="#reviews"><span itemprop="reviewCount">${reviewCount}</span>&nbsp;<span>Reviews</span></a>
   <a class="action add" href="#review-form">Add Your Review</a></div></div>
 <div class="product-info-price"><span class="price">$39.99</span></div>
 <meta itemprop="sku" content="SF-${productId}">
</div>
<div class="product info detailed"><div class="product data items" data-mage-init='{"tabs":{"openedState":"active"}}'>
 <div class="data item title" id="tab-label-reviews"><a class="data switch" href="#reviews">Reviews <span class="counter">${reviewCount}</span></a></div>
 <div class="data item content" id="reviews"><div id="product-review-container" data-role="product-review"></div>
  <div class="block review-add"><div class="block-title"><strong>You're reviewing:</strong></div>
   <form action="${origin}/review/product/post/id/${productId}/" class="review-form" method="post" id="review-form"><fieldset class="fieldset review-fieldset"><legend class="legend review-legend"><span>Your Rating</span></legend></fieldset></form></div>
  <script type="text/x-magento-init">
    {
        "*": {
            "Magento_Review/js/process-reviews": {
                "productReviewUrl": "${listUrl.replace(/\//g, '\\/')}",
                "reviewsTabSelector": "#tab-label-reviews"
            }
        }
    }
  </script>
 </div></div></div>
</main></body></html>`;
}

/** The listAjax fragment: the review items (microdata, rating as a percentage) and the pager. */
export function magentoReviewList(
  reviews: FixtureReview[],
  options: { page: number; next: string | null },
): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="item review-item" itemscope itemprop="review" itemtype="http://schema.org/Review">
 <div class="review-title" itemprop="name">${escapeHtml(r.title ?? '')}</div>
 <div class="review-ratings"><div class="rating-summary item" itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating">
  <span class="label rating-label"><span>Rating</span></span>
  <div class="rating-result" title="${r.rating * 20}%"><meta itemprop="worstRating" content="1"><meta itemprop="bestRating" content="100"><span style="width:${r.rating * 20}%"><span itemprop="ratingValue">${r.rating * 20}%</span></span></div></div></div>
 <div class="review-content" itemprop="description">${escapeHtml(r.text)}</div>
 <div class="review-details"><p class="review-author"><span class="review-details-label">Review by</span> <strong class="review-details-value" itemprop="author">${escapeHtml(r.reviewer)}</strong></p>
  <p class="review-date"><span class="review-details-label">Posted on</span> <time class="review-details-value" itemprop="datePublished" datetime="2024-03-03">3/3/24</time></p></div>
</li>`,
    )
    .join('\n');
  const pager = `<div class="toolbar review-toolbar"><div class="pager"><div class="pages"><strong class="label pages-label">Page</strong><ul class="items pages-items">
<li class="item current"><strong class="page"><span>${options.page}</span></strong></li>
${
  options.next
    ? `<li class="item pages-item-next"><a class="action  next" href="${options.next}" title="Next">
        <span class="label">Page</span>
        <span>Next</span>
    </a></li>`
    : ''
}
</ul></div></div></div>`;
  return `<div class="block review-list" id="customer-reviews"><div class="block-title"><strong>Customer Reviews</strong></div>
<div class="block-content">${pager}<ol class="items review-items">${items}</ol>${pager}</div></div>`;
}
