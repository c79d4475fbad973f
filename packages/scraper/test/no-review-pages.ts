// Our own pages that show no review, full of things that look like reviews: an Amazon product page with only
// ratings (histogram, "Customers say", questions and answers, rated carousels, a comparison table, reviewer
// videos), a Best Buy page with an aggregate and "Be the first to write a review", a Trustpilot profile without
// reviews, a cookie wall, and the walls bot managers put up instead of the page.

const carousel = (
  title: string,
) => `<div class="a-carousel-container"><h2 class="a-carousel-heading">${title}</h2>
<ol class="a-carousel">${['Glass Storage Set', 'Silicone Lids', 'Bamboo Rack', 'Steel Canister']
  .map(
    (
      p,
      i,
    ) => `<li class="a-carousel-card"><div class="p13n-sc-uncoverable-faceout"><a class="a-link-normal" href="/dp/B0CAR0000${i}"><img alt="${p}" src="/i${i}.jpg">
 <div class="p13n-sc-truncate-desktop-type2">${p}, airtight and dishwasher safe, set of ${i + 2} for everyday use</div></a>
 <div class="a-icon-row"><a class="a-link-normal" title="${4 + i * 0.2} out of 5 stars" href="/product-reviews/B0CAR0000${i}"><i class="a-icon a-icon-star-small a-star-small-4-5"><span class="a-icon-alt">${4 + i * 0.2} out of 5 stars</span></i></a> <span class="a-size-small">${1200 + i * 37}</span></div>
 <span class="a-price"><span class="a-offscreen">$${19 + i}.99</span></span><div class="a-row a-size-small">Sold by Example Home on ${['March 3', 'April 9', 'May 2', 'June 1'][i]}, 2024</div></div></li>`,
  )
  .join('')}</ol></div>`;

/** An Amazon product page whose product has ratings but no written review. */
export function amazonRatingsOnlyPage(): string {
  const histogram = [5, 4, 3, 2, 1]
    .map(
      (
        n,
        i,
      ) => `<tr class="a-histogram-row" aria-label="${[71, 14, 7, 3, 5][i]} percent of reviews have ${n} stars"><td class="aok-nowrap"><a href="/product-reviews/B0NOREVIEW?filterByStar=${n}_star">${n} star</a></td>
<td class="a-span10"><div class="a-meter" role="progressbar" aria-valuenow="${[71, 14, 7, 3, 5][i]}%"><div class="a-meter-bar" style="width: ${[71, 14, 7, 3, 5][i]}%;"></div></div></td><td class="a-text-right">${[71, 14, 7, 3, 5][i]}%</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en-us"><head><title>Amazon.com: Airtight Food Storage Containers, 24 Piece : Home &amp; Kitchen</title>
<link rel="canonical" href="https://www.amazon.com/Airtight-Storage/dp/B0NOREVIEW"></head><body>
<span id="productTitle" class="a-size-large product-title-word-break">Airtight Food Storage Containers, 24 Piece</span>
<div id="averageCustomerReviews"><span id="acrPopover" title="4.5 out of 5 stars"><span class="a-icon-alt">4.5 out of 5 stars</span></span>
<span id="acrCustomerReviewText" class="a-size-base">38 ratings</span></div>
<div class="a-price"><span class="a-offscreen">$29.99</span></div>
<div id="feature-bullets"><ul><li><span>Keeps food fresh for longer; rated 5 stars by Good Housekeeping.</span></li><li><span>BPA free, dishwasher safe.</span></li></ul></div>
${carousel('Products related to this item')}
<div id="cm_cr_dp_d_rating_histogram"><h2>Customer reviews</h2>
<div data-hook="average-star-rating"><i class="a-icon a-icon-star a-star-4-5"><span class="a-icon-alt">4.5 out of 5 stars</span></i></div>
<span data-hook="rating-out-of-text">4.5 out of 5</span><div data-hook="total-review-count">38 global ratings</div>
<table id="histogramTable" class="a-normal a-align-center a-spacing-base">${histogram}</table>
<a href="/gp/help/customer/display.html?nodeId=G8UYX7LALQC8V9KA">How customer reviews and ratings work</a></div>
<div data-hook="cr-insights-widget" id="cr-product-insights-cards"><h3>Customers say</h3>
<p class="a-spacing-small">Customers like the airtight seal and the size of these containers. They mention that the lids fit snugly and the set stacks well. Some find the plastic thinner than expected.</p>
<p class="a-size-mini a-color-tertiary">AI-generated from the text of customer reviews</p>
<div class="_cr-product-insights_style_aspect-buttons"><button aria-label="Seal, 21 mentions, 19 positive">Seal</button><button aria-label="Size, 12 mentions, 10 positive">Size</button></div></div>
<div id="ask-btf_feature_div"><h2>Looking for specific info?</h2>
${['Are the lids microwave safe?', 'Do the containers stain from tomato sauce?']
  .map(
    (
      q,
      i,
    ) => `<div class="a-fixed-left-grid a-spacing-base askTeaserQuestions"><div class="vote"><span class="count">${i + 4}</span><span>votes</span></div>
<div class="a-section askTeaserQuestion"><span class="a-declarative">Question:</span> <a href="/ask/questions/Tx${i}">${q}</a></div>
<div class="a-section askTeaserAnswer"><span>Answer:</span> <span>Yes, I have used them in the microwave many times without any problem at all.</span>
<span class="a-color-tertiary">By Pat Smith on March ${i + 3}, 2024</span></div></div>`,
  )
  .join('')}</div>
<div id="cm-cr-dp-review-list" data-hook="top-customer-reviews-widget"><h3 data-hook="dp-local-reviews-header">No customer reviews</h3>
<p>There are 0 customer reviews and 38 customer ratings.</p></div>
<div id="vse-related-videos"><h2>Videos for this product</h2>${[1, 2]
    .map(
      (i) =>
        `<div class="vse-video-item"><span class="vse-video-title">Honest review after ${i} months of use</span><span class="vse-video-creator">Kitchen Creator ${i}</span><span class="vse-video-label">Earns commissions</span></div>`,
    )
    .join('')}</div>
<table id="HLCXComparisonTable"><tr><th>This item</th><th>Glass Storage Set</th></tr>
<tr><td><i class="a-icon a-icon-star a-star-4-5"><span class="a-icon-alt">4.5 out of 5 stars</span></i> (38)</td><td><i class="a-icon a-icon-star a-star-4"><span class="a-icon-alt">4.2 out of 5 stars</span></i> (1,204)</td></tr>
<tr><td>$29.99</td><td>$34.99</td></tr></table>
${carousel('Customers who viewed this item also viewed')}
</body></html>`;
}

/** A Best Buy product page with its aggregate only. */
export function bestBuyAggregateOnlyPage(): string {
  return `<!doctype html><html lang="en-US"><head><title>Insignia 32" HD TV - Best Buy</title></head><body>
<div class="sku-title"><h1 class="heading-5 v-fw-regular">Insignia™ - 32" Class F20 Series LED HD Smart Fire TV</h1></div>
<div class="c-ratings-reviews"><p class="visually-hidden">Rating 4.5 out of 5 stars with 12 reviews</p><span class="c-reviews">(12)</span></div>
<div class="priceView-hero-price"><span>$99.99</span></div>
<section class="ugc-reviews"><h2>Reviews</h2><div class="ratings-summary"><div class="c-ratings-reviews"><p class="visually-hidden">Rating 4.5 out of 5 stars</p></div>
<ul class="rating-breakdown">${[5, 4, 3, 2, 1].map((n) => `<li><span>${n} Stars</span><div class="c-progress-bar"><span style="width:${n * 15}%"></span></div><span>${n}</span></li>`).join('')}</ul></div>
<p>No written reviews yet. Be the first to write a review.</p><a class="btn" href="/site/reviews/submission/6536963">Write a Review</a></section>
<section class="questions"><h2>Questions &amp; Answers</h2><ul>${[1, 2]
    .map(
      (
        i,
      ) => `<li class="question-item"><h4 class="question-title">Does it have Bluetooth ${i}?</h4><p class="question-meta">Asked by jordan${i} ${i} months ago</p>
<div class="answer"><p>Yes, it pairs with headphones and speakers easily from the settings menu.</p><span>Answered by BestBuyRep · ${i + 2} helpful votes</span></div></li>`,
    )
    .join('')}</ul></section></body></html>`;
}

/** A Trustpilot business page with no reviews yet. */
export function trustpilotNoReviewsPage(): string {
  const data = {
    props: {
      pageProps: {
        businessUnit: {
          identifyingName: 'newshop.example',
          displayName: 'New Shop',
          numberOfReviews: 0,
          trustScore: 0,
        },
        reviews: [],
        filters: { pagination: { currentPage: 1, totalPages: 0 } },
      },
    },
  };
  return `<!doctype html><html lang="en-GB"><head><title>New Shop Reviews | Read Customer Service Reviews of newshop.example</title></head><body>
<h1>New Shop</h1><p>Reviews 0</p><p>Be the first to review this company.</p>
<section><h2>Related companies</h2>${['Shop A', 'Shop B', 'Shop C']
    .map(
      (c, i) =>
        `<a class="business-card" href="/review/${c.toLowerCase().replace(' ', '')}.example"><p class="business-card__name">${c}</p><img alt="TrustScore ${4 + i * 0.2} out of 5" src="/s.svg"><p>${200 + i} reviews</p></a>`,
    )
    .join('')}</section>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
}

/** A consent manager's wall: the page is hidden until cookies are accepted, nothing of the product shows. */
export function cookieWallPage(): string {
  return `<!doctype html><html lang="de-DE"><head><title>Bevor Sie fortfahren</title></head><body class="overflow-hidden">
<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" role="dialog" aria-label="Cookie-Einstellungen">
<h2 id="onetrust-policy-title">Wir respektieren Ihre Privatsphäre</h2>
<p id="onetrust-policy-text">Wir und unsere Partner verwenden Cookies, um Ihnen ein optimales Einkaufserlebnis zu bieten. Bewertungen und Empfehlungen zeigen wir erst nach Ihrer Zustimmung.</p>
<button id="onetrust-accept-btn-handler">Alle akzeptieren</button><button id="onetrust-reject-all-handler">Ablehnen</button></div></div>
<div id="app" hidden></div></body></html>`;
}

/** The walls bot managers show instead of the page (PerimeterX, Imperva, DataDome, Cloudflare, AWS WAF). */
export const BOT_WALLS: Array<[string, string]> = [
  [
    'PerimeterX press-and-hold',
    `<!doctype html><html><head><title>Access to this page has been denied</title></head><body>
<div class="px-captcha-container"><h1>Press &amp; Hold to confirm you are a human (and not a bot).</h1><div id="px-captcha"></div></div>
<p>Reference ID 4f1e0c2a-0000-11ee-0000-000000000000</p></body></html>`,
  ],
  [
    'Imperva (Incapsula)',
    `<html style="height:100%"><head><meta name="ROBOTS" content="NOINDEX, NOFOLLOW"></head><body style="margin:0px;height:100%">
<iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=27&amp;xinfo=9-1234-0%200NNN%20RT(1700000000000%2012)&amp;incident_id=000-000000000000000000" frameborder=0 width="100%" height="100%">Request unsuccessful. Incapsula incident ID: 000-000000000000000000</iframe></body></html>`,
  ],
  [
    'DataDome',
    `<html><head><title>etsy.com</title></head><body><p>Please enable JS and disable any ad blocker</p>
<script>var dd={'rt':'c','cid':'AHrlqAAAAAMA','hsh':'D013AA612AB2224D03B2318D0F5B19','t':'bv','host':'geo.captcha-delivery.com'}</script>
<script src="https://ct.captcha-delivery.com/c.js"></script></body></html>`,
  ],
  [
    'Cloudflare challenge',
    `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><div class="main-wrapper"><h1 class="zone-name-title">www.example-shop.com</h1>
<p>Verifying you are human. This may take a few seconds.</p><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8a1b2c3d4e5f"></script></div></body></html>`,
  ],
  [
    'AWS WAF captcha',
    `<!DOCTYPE html><html lang="en"><head><title></title><script src="https://0123456789ab.edge.captcha-sdk.awswaf.com/0123456789ab/jsapi.js"></script></head>
<body><div id="captcha-container"></div><noscript><h1>JavaScript is disabled</h1>In order to continue, we need to verify that you're not a robot.</noscript></body></html>`,
  ],
];

/** The pages without reviews above, with a URL on their shop's host. */
export const NO_REVIEW_PAGES: Array<[string, string, () => string]> = [
  [
    'Amazon product page with ratings only',
    'https://www.amazon.com/dp/B0NOREVIEW',
    amazonRatingsOnlyPage,
  ],
  [
    'Best Buy page with an aggregate and Q&A',
    'https://www.bestbuy.com/site/insignia-32-tv/6536963.p?skuId=6536963',
    bestBuyAggregateOnlyPage,
  ],
  [
    'Trustpilot profile without reviews',
    'https://www.trustpilot.com/review/newshop.example',
    trustpilotNoReviewsPage,
  ],
  ['cookie wall', 'https://www.shop.example.de/p/123', cookieWallPage],
];
