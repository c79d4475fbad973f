// Product pages with the review widgets shops embed, each written from the vendor's markup conventions (which
// element carries the review, the stars, the author, the date and the text), not copied from a page:
// Bazaarvoice (rendered, with its microdata, and its API JSON embedded as state), PowerReviews, Okendo, Stamped,
// Shopify Product Reviews, Magento 2 and BigCommerce. Each page also has the shop's own chrome around it (a
// product block with a price, a rated "you may also like" carousel) so a reader must find the list itself.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';

// Machine-readable dates the widgets put in attributes.
const DAY = '2024-03-03';

/** The shop around a widget: breadcrumbs, the product block with a price, a rated carousel, the footer. */
export function shopShell(name: string, widget: string, head = '', lang = 'en-US'): string {
  const carousel = ['Travel Mug', 'Water Bottle', 'Lunch Box']
    .map(
      (p, i) => `<li class="product-tile"><a href="/p/${i}"><img src="/t${i}.jpg" alt="${p}"></a>
 <a class="product-tile__name" href="/p/${i}">${p} with a leak-proof lid, dishwasher safe</a>
 <div class="product-tile__rating" aria-label="${4 + i * 0.3} out of 5 stars"></div><span>(${210 + i})</span>
 <span class="product-tile__price">$${14 + i}.99</span></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(name)} | Example Shop</title>
<meta property="og:title" content="${escapeHtml(name)}">${head}</head><body>
<header><nav><a href="/">Home</a> / <a href="/kitchen">Kitchen</a></nav></header>
<main><section class="product-main"><h1 class="product-name">${escapeHtml(name)}</h1>
<div class="product-price">$39.99</div>
<div class="product-description"><p>Double-walled stainless steel keeps drinks hot for 12 hours. Rated 5 stars by our testers.</p></div>
</section>
${widget}
<section class="recommendations"><h2>You may also like</h2><ul class="product-carousel">${carousel}</ul></section>
</main><footer><p>© Example Shop</p></footer></body></html>`;
}

const bvStars = (rating: number) =>
  `<span class="bv-rating-stars-container"><abbr title="${rating} out of 5 stars." class="bv-rating bv-rating-stars bv-rating-stars-off" aria-hidden="true">★★★★★</abbr><abbr title="${rating} out of 5 stars." class="bv-rating-max bv-rating-stars bv-rating-stars-on" aria-hidden="true" style="width:${rating * 20}%;">★★★★★</abbr><span class="bv-off-screen">${rating} out of 5 stars.</span></span>`;

/**
 * Bazaarvoice's rendered review list: each review an `li.bv-content-review` carrying schema.org Review microdata
 * (ratingValue and datePublished in meta tags, the visible date relative), votes and a "Report" link. The shop's
 * own JSON-LD Product states the aggregate but lists no reviews.
 */
export function bazaarvoicePage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="bv-content-item bv-content-top-review bv-content-review" itemprop="review" itemscope itemtype="http://schema.org/Review" data-content-id="review_${r.id}">
 <div class="bv-author-profile"><div class="bv-inline-profile"><div class="bv-author-avatar"><div class="bv-author-avatar-nickname"><div class="bv-content-author-name"><span class="bv-author" itemprop="author" itemscope itemtype="http://schema.org/Person"><h3 itemprop="name">${escapeHtml(r.reviewer)}</h3></span></div></div></div></div></div>
 <div class="bv-content-container"><div class="bv-content-header"><div class="bv-content-meta-wrapper"><div class="bv-content-meta">
  <span class="bv-content-rating bv-rating-ratio" itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating">${bvStars(r.rating)}<meta itemprop="ratingValue" content="${r.rating}"><meta itemprop="bestRating" content="5"></span>
  <div class="bv-content-datetime" role="presentation"><meta itemprop="datePublished" content="${DAY}"><span class="bv-content-datetime-dot" aria-hidden="true">·</span><span class="bv-content-datetime-stamp">2 months ago</span></div>
 </div></div>
 <div class="bv-content-title-container"><h3 class="bv-content-title" itemprop="name">${escapeHtml(r.title ?? 'Good')}</h3></div></div>
 <div class="bv-content-details-offset-off bv-content-details"><div class="bv-content-summary" id="bv-content-summary-${r.id}"><div class="bv-content-summary-body"><div class="bv-content-summary-body-text" itemprop="reviewBody"><p>${escapeHtml(r.text)}</p></div></div></div>
 <div class="bv-content-data bv-content-data-recommend-yes"><dl class="bv-content-data-summary"><dt>Yes,</dt><dd>I recommend this product.</dd></dl></div></div>
 <div class="bv-content-actions-container"><div class="bv-content-feedback-container"><div class="bv-content-feedback-vote"><span class="bv-content-feedback-vote-request">Helpful?</span>
  <button class="bv-content-btn bv-content-btn-feedback-yes">Yes · <span class="bv-content-btn-count">3</span></button><button class="bv-content-btn bv-content-btn-feedback-no">No · <span class="bv-content-btn-count">0</span></button></div>
  <div class="bv-content-report"><button class="bv-content-btn bv-content-report-btn">Report</button></div></div></div></div>
</li>`,
    )
    .join('\n');
  const widget = `<div id="BVRRContainer" data-bv-show="reviews" data-bv-product-id="sku-1001"><div class="bv-cv2-cleanslate"><div class="bv-core-container-163">
<div class="bv-control-bar"><h2 class="bv-content-title">Reviews</h2><div class="bv-control-bar-count"><span>1 – ${reviews.length} of 212 Reviews</span></div></div>
<div class="bv-content-list-container"><ol class="bv-content-list bv-content-list-reviews" itemprop="review-list">${items}</ol></div>
</div></div></div>`;
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: 'sku-1001',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 212 },
  };
  return shopShell(
    name,
    widget,
    `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
  );
}

/**
 * Bazaarvoice's API answer (Conversations API: PascalCase keys, `Results`, `TotalResults`) handed to the page as
 * state, with the product statistics beside it; the reviews are drawn by script, so the HTML has none.
 */
export function bazaarvoiceStatePage(name: string, reviews: FixtureReview[]): string {
  const state = {
    Includes: {
      Products: {
        'sku-1001': {
          Name: name,
          ReviewStatistics: { AverageOverallRating: 4.4, TotalReviewCount: 212 },
        },
      },
    },
    Results: reviews.map((r) => ({
      Id: r.id,
      Rating: r.rating,
      RatingRange: 5,
      Title: r.title,
      ReviewText: r.text,
      UserNickname: r.reviewer,
      SubmissionTime: `${DAY}T14:05:00.000+00:00`,
      IsRecommended: true,
      TotalPositiveFeedbackCount: 2,
    })),
    TotalResults: 212,
  };
  return shopShell(
    name,
    `<div data-bv-show="reviews" data-bv-product-id="sku-1001"></div>
<script>window.bvReviewData = ${JSON.stringify(state)};</script>`,
  );
}

const prStars = (rating: number) =>
  Array.from(
    { length: 5 },
    (_, i) =>
      `<div class="pr-star-v4 pr-star-v4-${i < rating ? '100' : '0'}-filled" aria-hidden="true"></div>`,
  ).join('');

/** PowerReviews: star icons whose class says how full each one is, the decimal rating beside them, a <time>. */
export function powerReviewsPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (r) => `<div class="pr-review" id="pr-review-${r.id}">
 <div class="pr-rd-header pr-rd-content-block"><div class="pr-rd-star-rating"><div class="pr-snippet-stars pr-snippet-stars-png" role="img" aria-label="Rated ${r.rating}.0 out of 5 stars"><div class="pr-rating-stars">${prStars(r.rating)}</div><div aria-hidden="true" class="pr-snippet-rating-decimal">${r.rating}.0</div></div></div>
  <h2 class="pr-rd-review-headline pr-h2">${escapeHtml(r.title ?? 'Good')}</h2></div>
 <section class="pr-rd-description pr-rd-content-block"><p class="pr-rd-description-text">${escapeHtml(r.text)}</p>
  <div class="pr-rd-side-content-block pr-rd-right"><p class="pr-rd-details pr-rd-author-nickname"><span><span class="pr-rd-bold">By</span> <span>${escapeHtml(r.reviewer)}</span></span></p>
   <p class="pr-rd-details pr-rd-author-location"><span><span class="pr-rd-bold">From</span> <span>Denver, CO</span></span></p>
   <p class="pr-rd-details pr-rd-author-submission-date"><span class="pr-rd-bold">Submitted</span> <time datetime="${DAY}T18:22:10.000Z">3/3/2024</time></p></div></section>
 <section class="pr-rd-bottomline pr-rd-inner-content-block"><span><span class="pr-rd-bold">Bottom Line</span> Yes, I would recommend to a friend</span></section>
 <footer class="pr-rd-footer pr-rd-content-block"><div class="pr-rd-helpful-action"><span class="pr-rd-helpful-text">Was this review helpful to you?</span>
  <button class="pr-helpful-btn pr-helpful-yes"><span class="pr-helpful-count">4</span></button><button class="pr-helpful-btn pr-helpful-no"><span class="pr-helpful-count">0</span></button>
  <button class="pr-rd-flag-review-btn">Flag this review</button></div></footer>
</div>`,
    )
    .join('\n');
  const widget = `<div id="pr-reviewdisplay"><div class="p-w-r"><section class="pr-review-snapshot">
<div class="pr-snippet-stars pr-snippet-stars-png" role="img" aria-label="Rated 4.4 out of 5 stars">${prStars(4)}<div class="pr-snippet-rating-decimal">4.4</div></div>
<p class="pr-snippet-review-count">87 Reviews</p></section>
<section id="pr-review-display" class="pr-review-display"><div class="pr-rd-main-header"><h1>Reviews</h1></div>${items}</section></div></div>`;
  return shopShell(name, widget);
}

/** Okendo: the rating only as screen-reader text inside the star widget; attributes column beside the review. */
export function okendoPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="oke-w-reviews-list-item" data-oke-review-id="${r.id}"><div class="oke-w-review js-oke-w-review">
 <div class="oke-w-review-side"><div class="oke-w-reviewer"><div class="oke-w-reviewer-identity">
  <strong class="oke-w-reviewer-name">${escapeHtml(r.reviewer)}</strong><div class="oke-w-reviewer-verified">Verified Buyer</div></div>
  <ul class="oke-w-reviewer-attributes"><li class="oke-w-reviewer-attribute"><span class="oke-w-reviewer-attribute-label">Skin type</span><span class="oke-w-reviewer-attribute-value">Dry</span></li>
  <li class="oke-w-reviewer-attribute"><span class="oke-w-reviewer-attribute-label">Age</span><span class="oke-w-reviewer-attribute-value">35-44</span></li></ul></div></div>
 <div class="oke-w-review-main"><div class="oke-reviewContent">
  <div class="oke-reviewContent-header"><div class="oke-stars"><div class="oke-stars-background"><svg height="16" viewBox="0 0 79.5 14"><use href="#oke-star-empty"></use></svg></div><div class="oke-stars-foreground" style="width: ${r.rating * 20}%"><svg height="16" viewBox="0 0 79.5 14"><use href="#oke-star-filled"></use></svg></div><span class="oke-a11yText">Rated ${r.rating} out of 5 stars</span></div>
   <div class="oke-reviewContent-date">3 Mar 2024</div></div>
  <div class="oke-reviewContent-title oke-title">${escapeHtml(r.title ?? 'Good')}</div>
  <div class="oke-reviewContent-body oke-bodyText"><div><p>${escapeHtml(r.text)}</p></div></div></div>
  <div class="oke-w-review-footer"><div class="oke-helpful"><span class="oke-helpful-label">Was this helpful?</span><button class="oke-helpful-vote-button">Yes <span class="oke-helpful-vote-counter">1</span></button></div></div></div>
</div></li>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<div data-oke-widget><div class="okeReviews okeReviews--theme"><div class="oke-w-header"><h2>Customer Reviews</h2></div>
<ul class="oke-w-reviews-list">${items}</ul></div></div>`,
    '',
    'en-GB',
  );
}

/** Stamped.io: data-rating on the star group, the author in a <strong>, a numeric date, icon stars. */
export function stampedPage(name: string, reviews: FixtureReview[]): string {
  const stars = (rating: number) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<i class="${i < rating ? 'stamped-fa stamped-fa-star' : 'stamped-fa stamped-fa-star-o'}"></i>`,
    ).join('');
  const items = reviews
    .map(
      (
        r,
      ) => `<div id="stamped-review-${r.id}" class="stamped-review" data-id="${r.id}" data-verified-label="Verified Buyer">
 <div class="stamped-review-header"><div class="stamped-review-avatar"><div class="stamped-review-avatar-content">${escapeHtml(r.reviewer.slice(0, 1))}</div></div>
  <span class="created">03/03/2024</span><strong class="author">${escapeHtml(r.reviewer)}</strong>
  <div class="review-location"><span>United States</span></div>
  <div class="stamped-review-header-byline"><span class="stamped-verified-badge" data-type="buyer">Verified Buyer</span></div></div>
 <div class="stamped-review-content"><div class="stamped-review-header-starratings"><span class="stamped-starratings" data-rating="${r.rating}" aria-label="${r.rating} stars" role="img">${stars(r.rating)}</span></div>
  <h3 class="stamped-review-header-title">${escapeHtml(r.title ?? 'Good')}</h3>
  <p class="stamped-review-content-body">${escapeHtml(r.text)}</p></div>
 <div class="stamped-review-footer"><div class="stamped-review-vote"><span>Was this review helpful?</span><a class="stamped-rating-up" title="Yes"><i class="stamped-fa stamped-fa-thumbs-up"></i><span class="stamped-rating-up-count">0</span></a></div></div>
</div>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<div id="stamped-main-widget" class="stamped-main-widget" data-product-id="1001"><div class="stamped-content"><div class="stamped-reviews">${items}</div></div></div>`,
  );
}

/** Shopify Product Reviews: name and date in one byline ("<strong>Anna</strong> on <strong>Mar 03, 2024</strong>"). */
export function shopifyProductReviewsPage(name: string, reviews: FixtureReview[]): string {
  const stars = (rating: number) =>
    Array.from(
      { length: 5 },
      (_, i) => `<i class="spr-icon spr-icon-star${i < rating ? '' : '-empty'}"></i>`,
    ).join('');
  const items = reviews
    .map(
      (r) => `<div class="spr-review" id="spr-review-${r.id}">
 <div class="spr-review-header"><span class="spr-starratings spr-review-header-starratings" aria-label="${r.rating} of 5 stars" role="img">${stars(r.rating)}</span>
  <h3 class="spr-review-header-title">${escapeHtml(r.title ?? 'Good')}</h3>
  <span class="spr-review-header-byline"><strong>${escapeHtml(r.reviewer)}</strong> on <strong>Mar 03, 2024</strong></span></div>
 <div class="spr-review-content"><p class="spr-review-content-body">${escapeHtml(r.text)}</p></div>
 <div class="spr-review-footer"><a href="#" class="spr-review-reportreview" id="report_${r.id}">Report as Inappropriate</a></div>
</div>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<div id="shopify-product-reviews" data-id="1001"><div class="spr-container"><div class="spr-header"><h2 class="spr-header-title">Customer Reviews</h2>
<div class="spr-summary"><span class="spr-starrating spr-summary-starrating" aria-label="4.3 of 5 stars" role="img">${stars(4)}</span><span class="spr-summary-caption">Based on ${reviews.length} reviews</span></div></div>
<div class="spr-content"><div class="spr-reviews">${items}</div></div></div></div>`,
  );
}

/** Magento 2's review list: a percentage rating (title="80%" and a width), "Review by", "Posted on" with a <time>. */
export function magentoPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="item review-item" itemscope itemprop="review" itemtype="http://schema.org/Review">
 <div class="review-title" itemprop="name">${escapeHtml(r.title ?? 'Good')}</div>
 <div class="review-ratings"><div class="rating-summary item" itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating">
  <span class="label rating-label"><span>Quality</span></span>
  <div class="rating-result" id="review_${r.id}_quality" title="${r.rating * 20}%"><meta itemprop="worstRating" content="1"><meta itemprop="bestRating" content="100"><span style="width:${r.rating * 20}%"><span itemprop="ratingValue">${r.rating * 20}%</span></span></div></div></div>
 <div class="review-content" itemprop="description">${escapeHtml(r.text)}</div>
 <div class="review-details"><p class="review-author"><span class="review-details-label">Review by</span> <strong class="review-details-value" itemprop="author">${escapeHtml(r.reviewer)}</strong></p>
  <p class="review-date"><span class="review-details-label">Posted on</span> <time class="review-details-value" itemprop="datePublished" datetime="${DAY}">3/3/24</time></p></div>
</li>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<div class="block review-list" id="customer-reviews"><div class="block-title"><strong>Customer Reviews</strong></div>
<div class="block-content"><ol class="items review-items">${items}</ol></div></div>`,
  );
}

/** BigCommerce (Cornerstone theme): icon stars marked full or empty, "Posted by Anna on 3rd Mar 2024". */
export function bigCommercePage(name: string, reviews: FixtureReview[]): string {
  const stars = (rating: number) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<span class="icon icon--rating${i < rating ? 'Full' : 'Empty'}"><svg><use xlink:href="#icon-star"></use></svg></span>`,
    ).join('');
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="productReview"><article itemprop="review" itemscope itemtype="http://schema.org/Review">
 <header><span class="productReview-rating rating--small" itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating">${stars(r.rating)}<span class="productReview-ratingNumber" itemprop="ratingValue">${r.rating}</span></span>
  <h5 itemprop="name" class="productReview-title">${escapeHtml(r.title ?? 'Good')}</h5>
  <p class="productReview-author">Posted by <span itemprop="author">${escapeHtml(r.reviewer)}</span> on <meta itemprop="datePublished" content="${DAY}">3rd Mar 2024</p></header>
 <p itemprop="reviewBody" class="productReview-body">${escapeHtml(r.text)}</p>
</article></li>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<section class="toggle productReviews" id="product-reviews"><h4 class="toggle-title">${reviews.length} Reviews</h4>
<div class="toggle-content"><ul class="productReviews-list" id="productReviews-list">${items}</ul></div></section>`,
  );
}

/** PrestaShop 1.5/1.6 product comments: star icons where only the full ones are marked ("star star_on"). */
export function prestaShopPage(name: string, reviews: FixtureReview[]): string {
  const stars = (rating: number) =>
    Array.from(
      { length: 5 },
      (_, i) => `<div class="star${i < rating ? ' star_on' : ''}"></div>`,
    ).join('');
  const items = reviews
    .map(
      (r) => `<div class="comment row">
 <div class="comment_author col-sm-2"><span>Note&nbsp;</span><div class="star_content clearfix">${stars(r.rating)}</div>
  <div class="comment_author_infos"><strong>${escapeHtml(r.reviewer)}</strong><em>12/03/2024</em></div></div>
 <div class="comment_details col-sm-10"><p class="title_block"><strong>${escapeHtml(r.title ?? 'Bien')}</strong></p><p>${escapeHtml(r.text)}</p>
  <ul><li>Cet avis vous a-t-il été utile ? <button class="usefulness_btn btn btn-default">Oui</button><button class="usefulness_btn btn btn-default">Non</button></li>
  <li><span class="report_btn">Signaler un abus</span></li></ul></div>
</div>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<section class="page-product-box"><h3 class="page-product-heading">Avis</h3><div id="product_comments_block_tab">${items}</div></section>`,
    '',
    'fr-FR',
  ).replace('$39.99', '39,99 €');
}

/**
 * Magento 1: each review is a <dt> (title, "Review by <name>") and a <dd> (sub-ratings drawn as widths, the text,
 * "(Posted on 3/3/2024)").
 */
export function magentoOnePage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<dt><a href="/review/product/view/id/${String(r.id).replace(/\D/g, '')}/">${escapeHtml(r.title ?? 'Good')}</a> Review by <span>${escapeHtml(r.reviewer)}</span></dt>
<dd><table class="ratings-table"><col width="1"><col><tbody>
 <tr><th>Quality</th><td><div class="rating-box"><div class="rating" style="width:${r.rating * 20}%;"></div></div></td></tr></tbody></table>
 ${escapeHtml(r.text)}
 <small class="date">(Posted on 3/3/2024)</small></dd>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<div class="box-collateral box-reviews" id="customer-reviews"><h2>Customer Reviews</h2><dl>${items}</dl></div>`,
  );
}

/** A shop's own list: the stars in a title attribute, writer and date in one byline ("By Anna on March 3, 2024"). */
export function bylineReviewsPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="review"><div class="stars" title="${r.rating} stars">${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}</div>
 <h4>${escapeHtml(r.title ?? 'Good')}</h4><p class="byline">By ${escapeHtml(r.reviewer)} on March 3, 2024</p><p>${escapeHtml(r.text)}</p></li>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<section id="reviews"><h2>Reviews</h2><ul class="reviews">${items}</ul></section>`,
  );
}

/** A review component rendered by script from JSON in an attribute (React on Rails' data-react-props). */
export function reactPropsPage(name: string, reviews: FixtureReview[]): string {
  const props = {
    product: { id: 1001, name, averageRating: 4.6, reviewsCount: 87 },
    reviews: reviews.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      body: r.text,
      author: { name: r.reviewer },
      created_at: `${DAY}T10:00:00Z`,
    })),
  };
  return shopShell(
    name,
    `<div id="reviews" data-react-class="ProductReviews" data-react-props="${escapeHtml(JSON.stringify(props))}"></div>`,
  );
}

/** Yotpo's widget since 2023: the score as an aria-label, the reviewer in a left panel, a two-digit-year date. */
export function yotpoV3Page(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<div class="yotpo-review yotpo-regular-box" data-review-id="${String(r.id).replace(/\D/g, '')}">
 <div class="yotpo-review-left-panel"><div class="yotpo-reviewer-details"><div class="yotpo-reviewer-name">${escapeHtml(r.reviewer)}</div><div class="yotpo-verified-buyer">Verified Buyer</div></div></div>
 <div class="yotpo-review-center-panel"><div class="yotpo-review-rating-title"><div class="yotpo-review-star-score" role="img" aria-label="Rated ${r.rating}.0 out of 5 stars">${'<svg class="yotpo-star"><path d="M1 1"></path></svg>'.repeat(5)}</div>
  <h3 class="yotpo-review-title">${escapeHtml(r.title ?? 'Good')}</h3></div>
  <div class="yotpo-review-content"><div class="yotpo-read-more-text">${escapeHtml(r.text)}</div><button class="yotpo-read-more" type="button">Read More</button></div>
  <div class="yotpo-review-votes"><span>Was this review helpful?</span><button class="yotpo-vote-up">0</button><button class="yotpo-vote-down">0</button></div></div>
 <div class="yotpo-review-date"><span class="yotpo-date-format">03/03/24</span></div>
</div>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<div class="yotpo-widget-instance" data-yotpo-instance-id="123"><div class="yotpo-reviews-main-widget"><div class="yotpo-bottom-line"><div class="yotpo-bottom-line-score">4.6</div>
<div class="yotpo-bottom-line-basic-text">Based on ${reviews.length} Reviews</div></div><div class="yotpo-reviews-container">${items}</div></div></div>`,
  );
}

/**
 * Shopware 6's review tab (storefront review-item and point templates): each star a `product-review-point` whose
 * inner `point-rating` is marked `point-full` or `point-blank` around a star icon, the date (the shop locale's
 * short form) above a title and the text; no writer is shown.
 */
export function shopwareSixPage(name: string, reviews: FixtureReview[]): string {
  const point = (full: boolean) =>
    `<div class="product-review-point"><span class="point-container"><span class="point-rating ${full ? 'point-full' : 'point-blank'}"><span class="icon icon-star"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><use xlink:href="#icons-solid-star"></use></svg></span></span></span></div>`;
  const items = reviews
    .map(
      (r) => `<div class="product-detail-review-item">
 <div class="row product-detail-review-item-info">
  <div class="col-md-auto product-detail-review-item-date"><p><small>03/03/2024</small></p></div>
  <div class="col-md-auto product-detail-review-item-points"><div class="product-review-rating">${[1, 2, 3, 4, 5].map((i) => point(i <= r.rating)).join('')}</div></div>
 </div>
 <p class="h5 product-detail-review-item-title">${escapeHtml(r.title ?? '')}</p>
 <p class="product-detail-review-item-content">${escapeHtml(r.text)}</p>
</div><hr>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<div class="product-detail-tabs-content"><div class="tab-pane fade product-detail-review" id="review-tab-pane" role="tabpanel">
<div class="row product-detail-review-content js-review-container"><div class="col-sm-4 product-detail-review-aside">
 <div class="product-detail-review-widget"><p class="h4 product-detail-review-title">Customer evaluation for "${escapeHtml(name)}"</p>
  <div class="product-detail-review-rating">${[1, 2, 3, 4, 5].map((i) => point(i <= 4)).join('')}<p class="h6">${reviews.length} reviews</p></div>
  <div class="product-detail-review-filter"><div class="review-filter-5"><label>5 Stars</label><div class="progress"><div class="progress-bar" style="width: 25%"></div></div><span>25%</span></div></div></div></div>
 <div class="col-sm-8 product-detail-review-main js-review-content">${items}</div></div></div></div>`,
    '',
    'en-GB',
  );
}

/**
 * A review list that gives each rating as a word ("Good"). The scale is stated only by the review form's rating
 * choices, each a value and its word (WooCommerce's `<select name="rating">`: 5 Perfect … 1 Very poor). With
 * `statedScale` false the form is a free-text one and nothing says which number a word means.
 */
export function wordRatingPage(name: string, reviews: FixtureReview[], statedScale = true): string {
  const words = ['Very poor', 'Not that bad', 'Average', 'Good', 'Perfect'];
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="review-item"><div class="review-header"><span class="review-author">${escapeHtml(r.reviewer)}</span>
 <time class="review-date" datetime="${DAY}">March 3, 2024</time></div>
 <div class="review-rating">${words[r.rating - 1]}</div>
 <p class="review-text">${escapeHtml(r.text)}</p></li>`,
    )
    .join('\n');
  const choices = statedScale
    ? `<p class="comment-form-rating"><label for="rating">Your rating</label><select name="rating" id="rating" required>
<option value="">Rate&hellip;</option>${[5, 4, 3, 2, 1].map((v) => `<option value="${v}">${words[v - 1]}</option>`).join('')}</select></p>`
    : '<p><label for="verdict">Your verdict</label><input type="text" id="verdict" name="verdict"></p>';
  return shopShell(
    name,
    `<section id="reviews" class="product-reviews"><h2>Customer reviews</h2><ul class="review-list">${items}</ul>
<form class="review-form" action="/reviews" method="post"><h3>Write a review</h3>${choices}
<p><label for="comment">Your review</label><textarea id="comment" name="comment"></textarea></p><button type="submit">Submit</button></form></section>`,
  );
}
