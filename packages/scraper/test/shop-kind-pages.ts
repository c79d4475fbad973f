// Our own pages of the review markups the shops named in the product's brief use or used, written from each
// markup's rules (which element carries the review, the stars, the reviewer, the date and the text), never
// copied from a saved page: UK grocers (Sainsbury's design-system ratings, ASDA's width-drawn stars), Wayfair
// (server-rendered list and the review nodes of its app state), Trustpilot (2019 cards with the date in a JSON
// script, and JSON-LD @graph reviews pointing at the business by @id), the Shopify App Store's older listing
// (with a developer reply), Myntra's review page, Best Buy's review items and Flipkart's 2018 cards.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';
import { shopShell } from './vendor-widget-pages';

/** Sainsbury's: review containers with the rating in an aria-label ("Rating 4 out of 5"), dates in words. */
export function sainsburysPage(name: string, reviews: FixtureReview[]): string {
  const stars = (rating: number) =>
    `<div class="ds-c-rating__stars" aria-label="Rating ${rating} out of 5" role="img">${Array.from(
      { length: 5 },
      (_, i) =>
        `<svg class="ds-c-icon ds-c-rating__star${i < rating ? ' ds-c-rating__star--filled' : ''}" aria-hidden="true"><path d="M1 1"></path></svg>`,
    ).join('')}</div>`;
  const items = reviews
    .map(
      (r) => `<div class="pd-reviews__review-container" id="id_${r.id}"><div class="review">
 <div class="review__star-rating"><div class="ds-c-rating">${stars(r.rating)}<span class="ds-c-rating__trailing-content">${r.rating} out of 5</span></div></div>
 <div class="review__title">${escapeHtml(r.title ?? 'Good')}</div>
 <div class="review__date">12th March 2024</div>
 <div class="review__author">${escapeHtml(r.reviewer)}</div>
 <div class="review__content" data-testid="review-content">${escapeHtml(r.text)}</div>
 <div class="review__helpful"><span>Was this review helpful?</span><button class="ln-c-button">Yes (2)</button><button class="ln-c-button">No (0)</button></div>
</div></div>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<section class="pd-reviews" id="reviews-section"><h2 class="pd-reviews__heading">Reviews</h2>
<div class="pd-reviews__summary"><div class="ds-c-rating">${stars(4)}<span class="ds-c-rating__trailing-content">4.2 out of 5 (${reviews.length} reviews)</span></div></div>
${items}
<nav class="ln-c-pagination"><ul><li class="ln-c-pagination__item--page is-current"><a href="#1">1</a></li></ul></nav></section>`,
    '',
    'en-GB',
  ).replace('$39.99', '£3.50');
}

/** ASDA: the rating is drawn only as the width of the filled star layer; a UK day-first date. */
export function asdaPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (r) => `<div class="pdp-description-reviews__content-cntr">
 <div class="pdp-description-reviews__rating-cntr"><div class="rating-stars rating-stars--small">
  <div class="rating-stars__stars rating-stars__stars--bottom"></div><div class="rating-stars__stars rating-stars__stars--top" style="width: ${r.rating * 20}%"></div></div>
  <span class="pdp-description-reviews__rating-title">${escapeHtml(r.title ?? 'Good')}</span></div>
 <div class="pdp-description-reviews__submitted-date">12/03/2024</div>
 <div class="pdp-description-reviews__nickname">${escapeHtml(r.reviewer)}</div>
 <p class="pdp-description-reviews__content-text">${escapeHtml(r.text)}</p>
</div>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<div class="pdp-description-reviews"><h2 class="pdp-description-reviews__heading">Reviews</h2>${items}</div>`,
    '',
    'en-GB',
  ).replace('$39.99', '£3.50');
}

/** Wayfair's server-rendered list: "Rated 4 out of 5 stars." in screen-reader text, a US numeric date. */
export function wayfairHtmlPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<article class="ProductReview" data-hb-id="Card"><div class="ProductReview-customerInfo"><div class="ProductReviewCustomerInfo">
 <p class="ProductReviewCustomerInfo-name">${escapeHtml(r.reviewer)}</p><p class="ProductReviewCustomerInfo-location">Austin, TX</p>
 <div class="ProductReviewerComplianceBadge"><span class="ProductReviewerComplianceBadge-tooltip">Verified Buyer</span></div></div></div>
 <div class="ProductReview-reviewDetails"><div class="ProductReview-reviewDetailsHeader">
  <div class="pl-ReviewStars pl-ReviewStars--small"><div class="pl-ReviewStars-stars" aria-hidden="true"></div><p class="pl-VisuallyHidden">Rated ${r.rating} out of 5 stars.</p></div>
  <p data-hb-id="pl-text" class="pl-Text">03/03/2024</p></div>
  <div class="ProductReview-reviewContent"><p class="ProductReview-comments">${escapeHtml(r.text)}</p></div>
  <button class="ProductReview-helpfulButton" type="button">Helpful (2)</button></div>
</article>`,
    )
    .join('\n');
  return shopShell(
    name,
    `<section class="ProductReviewsList" id="reviews"><h2>Customer Reviews</h2><div class="ProductReviewsHistogram">
${[5, 4, 3, 2, 1].map((n) => `<div class="ProductReviewsHistogram-row"><span>${n} Stars</span><span>${n * 9}</span></div>`).join('')}</div>
${items}<div class="ProductReviewList-links"><button class="Button">Show More Reviews</button></div></section>`,
  );
}

/** Wayfair's app state: review nodes with reviewerGivenName, formattedDate ("03/03/2024") and body. */
export function wayfairStatePage(name: string, reviews: FixtureReview[]): string {
  const state = {
    props: {
      pageProps: {
        product: { sku: 'W001234', name, averageOverallRating: 4.6, reviewCount: 1345 },
        reviews: {
          edges: reviews.map((r) => ({
            node: {
              reviewId: Number(String(r.id).replace(/\D/g, '')),
              reviewerGivenName: r.reviewer,
              reviewerLocation: 'Austin, TX',
              rating: r.rating,
              formattedDate: '03/03/2024',
              headline: r.title,
              body: r.text,
              badge: 'Verified Buyer',
            },
          })),
        },
      },
    },
  };
  return shopShell(
    name,
    `<div id="reviews-root"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`,
  );
}

/**
 * Trustpilot 2018–2020: `article.review` cards, stars in an image alt ("4 stars: Great"), the consumer's name,
 * and the dates only in a JSON script the page's code turns into text.
 */
export function trustpilotLegacyPage(name: string, reviews: FixtureReview[]): string {
  const labels = ['Bad', 'Poor', 'Average', 'Great', 'Excellent'];
  const cards = reviews
    .map(
      (r) => `<div class="review-card"><article class="review" id="${r.id}">
 <section class="review__consumer-information"><div class="consumer-information__picture"><img src="/avatar.png" alt=""></div>
  <a class="consumer-information" href="/users/${r.id}"><div class="consumer-information__name" v-pre>${escapeHtml(r.reviewer)}</div>
  <div class="consumer-information__data"><div class="consumer-information__review-count"><span>1</span> review</div></div></a></section>
 <section class="review__content"><div class="review-content">
  <div class="review-content__header"><div class="review-content-header">
   <div class="star-rating star-rating--medium"><img src="//cdn.trustpilot.net/stars/stars-${r.rating}.svg" alt="${r.rating} ${r.rating === 1 ? 'star' : 'stars'}: ${labels[r.rating - 1]}"></div>
   <div class="review-content-header__dates"><script type="application/json" data-initial-state="review-dates">{"publishedDate":"2019-05-03T12:04:40Z","updatedDate":null,"reportedDate":null}</script></div></div></div>
  <div class="review-content__body"><h2 class="review-content__title"><a class="link link--large link--dark" href="/reviews/${r.id}">${escapeHtml(r.title ?? 'Good')}</a></h2>
   <p class="review-content__text">${escapeHtml(r.text)}</p></div></div>
  <div class="review-content__footer"><div class="review-action"><button class="review-action__useful">Useful</button><button class="review-action__share">Share</button></div></div></section>
</article></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-US"><head><title>${escapeHtml(name)} Reviews | Read Customer Service Reviews of example.com</title></head><body>
<div class="header-section"><h1 class="multi-size-header"><span class="multi-size-header__big">${escapeHtml(name)}</span><span class="multi-size-header__small">Reviews 1,024</span></h1>
<p class="header_trustscore">4.3</p></div>
<div class="review-list">${cards}</div></body></html>`;
}

/**
 * Trustpilot's JSON-LD: an @graph with the business (aggregate) and each review as its own node that names the
 * business by @id only; the page's app state is absent.
 */
export function trustpilotJsonLdPage(name: string, reviews: FixtureReview[]): string {
  const business = 'https://it.trustpilot.com/#/schema/Organization/example.it';
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': business, name },
      {
        '@type': 'LocalBusiness',
        '@id': `${business}/LocalBusiness`,
        name,
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: '4.1',
          reviewCount: '3870',
          bestRating: '5',
        },
      },
      ...reviews.map((r) => ({
        '@type': 'Review',
        '@id': `https://it.trustpilot.com/#/schema/Review/example.it/${r.id}`,
        itemReviewed: { '@id': `${business}/LocalBusiness` },
        author: { '@type': 'Person', name: r.reviewer },
        datePublished: `2024-03-03T08:15:00.000Z`,
        headline: r.title,
        reviewBody: r.text,
        reviewRating: {
          '@type': 'Rating',
          bestRating: '5',
          worstRating: '1',
          ratingValue: String(r.rating),
        },
        inLanguage: 'it',
      })),
    ],
  };
  return `<!doctype html><html lang="it-IT"><head><title>${escapeHtml(name)} | Leggi le recensioni dei clienti su example.it</title>
<script type="application/ld+json" data-business-unit-json-ld="true">${JSON.stringify(graph)}</script></head>
<body><h1>${escapeHtml(name)}</h1></body></html>`;
}

/** The Shopify App Store's 2019–2022 listing: data-rating stars, the store's name as the heading, a developer reply. */
export function shopifyAppStoreLegacyPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (r) => `<div class="review-listing" data-review-id="${String(r.id).replace(/\D/g, '')}">
 <div class="review-listing-header"><h3 class="review-listing-header__text">${escapeHtml(r.reviewer)}</h3></div>
 <div class="review-metadata"><div class="review-metadata__item"><div class="review-metadata__item-label"><div class="ui-star-rating" data-rating="${r.rating}"><div class="ui-star-rating__icon-set">${'<svg class="ui-star-rating__icon"><use xlink:href="#star"></use></svg>'.repeat(5)}</div><span class="ui-star-rating__rating visuallyhidden">${r.rating} of 5 stars</span></div></div></div>
  <div class="review-metadata__item"><div class="review-metadata__item-label">March 3, 2021</div></div></div>
 <div class="review-content"><div class="truncate-content-copy"><p>${escapeHtml(r.text)}</p></div><button class="truncate-content-toggle">Show more</button></div>
 <div class="review-merchant-characteristic"><div class="review-merchant-characteristic__item"><span>Canada</span></div><div class="review-merchant-characteristic__item"><span>About 1 year using the app</span></div></div>
 <div class="review-helpfulness"><button class="review-helpfulness__helpful-button">Helpful</button></div>
 <div class="review-reply"><div class="review-reply__header"><h4 class="review-reply__header-text">Example Apps replied March 5, 2021</h4></div>
  <div class="review-reply__body"><p>Thank you so much for taking the time to leave us this kind review. We are always here if you need anything at all, just write to our support team any time of the day.</p></div></div>
</div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(name)} | Shopify App Store</title></head><body>
<h1 class="vc-app-listing-hero__heading">${escapeHtml(name)}</h1>
<div class="reviews-summary"><div class="ui-star-rating" data-rating="4.8"></div><span class="reviews-summary__overall-rating">4.8 of 5 stars</span> <a href="#reviews">1,318 reviews</a></div>
<div id="reviews"><div class="reviews-listing">${items}</div></div></body></html>`;
}

/** Myntra's review page: the star rating as a digit beside a star icon, name and date as two spans in the footer. */
export function myntraReviewsPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<div class="user-review-userReviewWrapper "><div class="user-review-main user-review-showRating">
 <div class="user-review-starWrapper"><span class="user-review-starRating user-review-good">${r.rating}<span class="user-review-starIcon"><svg class="user-review-starIcon" width="8" height="8" viewBox="0 0 12 12"><path d="M6 9.6L8.9 11.5"></path></svg></span></span></div>
 <div class="user-review-reviewTextWrapper">${escapeHtml(r.text)}</div>
 <div class="user-review-imageWrapper"></div></div>
 <div class="user-review-footer user-review-showRating"><div class="user-review-left"><span>${escapeHtml(r.reviewer)}</span><span>3 Mar 2024</span></div>
 <div class="user-review-right"><div class="user-review-reviewLikes"><svg class="user-review-thumb"><path d="M1 1"></path></svg>12</div><div class="user-review-reviewLikes">0</div></div></div>
</div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><title>Ratings and Reviews: ${escapeHtml(name)} | Myntra</title></head><body>
<div class="detailed-reviews-productInfo"><h1 class="detailed-reviews-productTitle">${escapeHtml(name)}</h1><span class="detailed-reviews-price">Rs. 499</span></div>
<div class="detailed-reviews-headline"><div class="index-overallRating"><div>4.2</div><span class="myntraweb-sprite index-starIcon"></span></div><div class="index-ratingsCount">2.3k Verified Buyers</div></div>
<div class="detailed-reviews-userReviewsContainer">${items}</div></body></html>`;
}

/** Best Buy's review items: "Rated 4 out of 5 stars" for screen readers, a <time> whose title is the date. */
export function bestBuyHtmlPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="review-item" id="review-id-${r.id}"><div class="review-item-header col-xs-12 col-md-3">
 <div class="ugc-author v-fw-medium body-copy-lg"><strong>${escapeHtml(r.reviewer)}</strong></div><div class="c-reviewer-badge">Owned for 2 weeks when reviewed.</div></div>
 <div class="review-item-content col-xs-12 col-md-9"><div class="review-heading"><div class="c-ratings-reviews flex c-ratings-reviews-small"><p class="visually-hidden">Rated ${r.rating} out of 5 stars</p>${'<i class="c-review-star"></i>'.repeat(5)}</div>
  <h4 class="c-section-title review-title heading-5 v-fw-medium">${escapeHtml(r.title ?? 'Good')}</h4></div>
  <div class="posted-date-ownership disclaimer v-m-right-xxs"><time class="submission-date" title="Mar 3, 2024 5:07 PM">2 months ago</time></div>
  <div class="ugc-review-body"><p class="pre-white-space">${escapeHtml(r.text)}</p></div>
  <div class="ugc-recommendation"><p>I would recommend this to a friend</p></div>
  <div class="feedback-display"><button class="helpfulness-button">Helpful (3)</button><button class="helpfulness-button">Unhelpful (0)</button><button class="report-button">Report</button></div></div>
</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-US"><head><title>${escapeHtml(name)} - Best Buy</title></head><body>
<div class="sku-title"><h1 class="heading-5 v-fw-regular">${escapeHtml(name)}</h1></div>
<div class="c-ratings-reviews"><p class="visually-hidden">Rating 4.6 out of 5 stars with 1,204 reviews</p></div>
<div class="priceView-hero-price"><span>$299.99</span></div>
<ul class="reviews-list">${items}</ul></body></html>`;
}

/** Flipkart's 2018 cards: the rating digit beside a star image, the title, "READ MORE", name, date and city. */
export function flipkartLegacyPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<div class="_3nrCtb"><div class="_1PBCrt"><div class="col"><div class="col _390CkK _1gY8H-"><div class="row">
 <div class="hGSR34 E_uFuv">${r.rating}<img src="data:image/svg+xml;base64,PHN2Zy8+" class="_2lQ_WZ"></div><p class="_2xg6Ul">${escapeHtml(r.title ?? 'Good')}</p></div>
 <div class="row"><div class="qwjRop"><div class=""><div>${escapeHtml(r.text)}</div><span class="_1EPkIx"><span>READ MORE</span></span></div></div></div>
 <div class="row _2pclJg"><div class="row"><p class="_3LYOAd _3sxSiS">${escapeHtml(r.reviewer)}</p><svg width="14" height="14" class="_2a1p_T"></svg><p class="_19inI8"><span>Certified Buyer</span>, <span>Mumbai</span></p><p class="_3LYOAd">Mar, 2018</p></div>
 <div class="row _1LmwT9"><div class="_2ZibVB"><svg class="_3LZSPu"></svg><span class="_1_BQL8">31</span></div><div class="_2ZibVB _1FP7V7"><span class="_1_BQL8">4</span></div></div></div>
</div></div></div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(name)} Reviews: Latest Review of ${escapeHtml(name)} | Price in India | Flipkart.com</title></head><body>
<div class="_1HmYoV"><div class="_2f8YQf"><p>${escapeHtml(name)}</p><div class="_1vC4OE">₹13,999</div></div>
<div class="_1i0wk8">4.4</div><span class="_38sUEc"><span>1,02,345 Ratings &amp; </span><span>10,234 Reviews</span></span></div>
${items}</body></html>`;
}

/**
 * The Shopify App Store's listing since 2023: `data-merchant-review` blocks with the stars as an aria-label, the
 * store's name in a `title` attribute (names with "&" and apostrophes), its country and time using the app, an
 * edited date, a star-only review, and the developer's reply inside the block.
 */
export function shopifyAppStorePage(name: string, reviews: FixtureReview[]): string {
  const stores = ['Café & Co’s', 'DİDEM BUTİK', 'The Sock Drawer', 'Mama’s Place'];
  const items = reviews
    .map((r, i) => {
      const store = stores[i % stores.length]!;
      const text = i === 3 ? '' : `<p class="tw-break-words">${escapeHtml(r.text)}</p>`;
      const reply =
        i === 1
          ? `<div class="tw-mt-md"><p>Example Apps replied April 1, 2026</p><p>Thank you so much for the kind words! We are always happy to help, just write to our support team any time of the day and we will get back to you.</p></div>`
          : '';
      return `<div data-merchant-review="" data-review-content-id="${2369401 + i}" class="tw-pb-md lg:tw-grid lg:tw-grid-cols-4 tw-gap-x-gutter--desktop">
 <div class="tw-order-1 lg:tw-col-span-3 tw-space-y-md">
  <div class="tw-flex tw-items-center tw-justify-between tw-mb-md"><div class="tw-flex tw-relative tw-space-x-0.5 tw-w-[88px] tw-h-md" aria-label="${r.rating} out of 5 stars" role="img">${'<svg class="tw-fill-fg-primary tw-w-md tw-h-md" viewBox="0 0 20 20"><path d="M10 1l3 6h6l-5 4 2 7-6-4-6 4 2-7-5-4h6z"></path></svg>'.repeat(5)}</div>
   <div class="tw-text-body-xs tw-text-fg-tertiary">${i === 2 ? 'Edited April 24, 2026' : 'March 3, 2026'}</div></div>
  <div class="tw-relative" data-truncate-review=""><div class="tw-line-clamp-[var(--line-clamp)]" data-truncate-content-copy="">${text}</div>
   <button class="tw-hidden" type="button" data-truncate-review-show-more="">Show more</button></div>
 </div>
 <div class="tw-order-2 lg:tw-order-1 lg:tw-row-span-2 tw-mb-md lg:tw-mb-0 tw-space-y-1">
  <div class="tw-text-heading-xs tw-text-fg-primary tw-overflow-hidden tw-text-ellipsis tw-whitespace-nowrap"><span title="${escapeHtml(store)}">${escapeHtml(store)}</span></div>
  <div>United States</div><div>About 2 hours using the app</div></div>
 <div class="tw-order-3 lg:tw-col-span-3 tw-mt-md" data-merchant-review-reply="">${reply}</div>
</div>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(name)} | Shopify App Store</title></head><body>
<h1 class="tw-text-heading-lg">${escapeHtml(name)}</h1>
<div id="reviews-link"><span class="tw-text-body-md">4.9</span><div aria-label="4.9 out of 5 stars" role="img"></div><a href="#adp-reviews">(1,318)</a></div>
<section id="adp-reviews"><h2>Reviews (1,318)</h2><div id="arp-reviews">${items}</div>
<nav><a rel="next" href="/example-app/reviews?page=2">Next</a></nav></section></body></html>`;
}

/**
 * Trustpilot's cards since 2021 as an Italian page renders them without its app state: the rating in a data
 * attribute and an image alt ("Valutato 4 su 5 stelle"), the date of the experience beside the publication date,
 * the reviewer's review count and country, and the business's reply inside the card.
 */
export function trustpilotItalianCardsPage(name: string, reviews: FixtureReview[]): string {
  const cards = reviews
    .map(
      (
        r,
      ) => `<article class="paper_paper__1PY90 card_card__lQWDv styles_reviewCard__hcAvl" data-service-review-card-paper="true"><div class="styles_reviewCardInner__EwDq2">
 <aside class="styles_consumerInfoWrapper__KP3Ra" aria-label="Informazioni per ${escapeHtml(r.reviewer)}"><div class="styles_consumerDetailsWrapper__p2wdr">
  <a href="/users/${r.id}" name="consumer-profile" class="link_internal__7XN06 styles_consumerDetails__ZFieb" data-consumer-profile-link="true"><span class="typography_heading-xxs__QKBS8" data-consumer-name-typography="true">${escapeHtml(r.reviewer)}</span>
  <div class="styles_consumerExtraDetails__fxS4S" data-consumer-reviews-count="3"><span class="typography_body-m__xgxZ_" data-consumer-reviews-count-typography="true">3 recensioni</span><div class="styles_detailsIcon__Fo_ua"><span data-consumer-country-typography="true">IT</span></div></div></a></div></aside>
 <section class="styles_reviewContentwrapper__zH_9M">
  <div class="styles_reviewHeader__iU9Px" data-service-review-rating="${r.rating}"><div class="star-rating_starRating__4rrcf star-rating_medium__iN6Ty"><img src="https://cdn.trustpilot.net/brand-assets/4.1.0/stars/stars-${r.rating}.svg" alt="Valutato ${r.rating} su 5 stelle"></div>
   <div class="typography_body-m__xgxZ_" data-testid="review-badge-date"><time datetime="2024-03-03T08:15:00.000Z" data-service-review-date-time-ago="true">3 mar 2024</time></div></div>
  <div class="styles_reviewContent__0Q2Tg" aria-hidden="false" data-review-content="true"><a href="/reviews/${r.id}" class="link_internal__7XN06 link_notUnderlined__szqki" rel="nofollow" data-review-title-typography="true"><h2 class="typography_heading-s__f7029" data-service-review-title-typography="true">${escapeHtml(r.title ?? 'Buono')}</h2></a>
   <p class="typography_body-l__KUYFJ" data-service-review-text-typography="true">${escapeHtml(r.text)}</p>
   <p class="typography_body-m__xgxZ_" data-service-review-date-of-experience-typography="true"><b class="typography_weight-heavy__E1LTj">Data dell'esperienza:</b> 1 marzo 2024</p></div>
  <div class="styles_reviewFooter__"><button class="styles_actionButton__" data-review-useful-button="true"><span>Utile</span></button><button class="styles_actionButton__" data-review-share-button="true"><span>Condividi</span></button></div>
 </section>
 <div class="paper_paper__1PY90 styles_wrapper__WD_1K"><div class="styles_replyInfo__"><p class="typography_body-m__xgxZ_" data-service-review-business-reply-title-typography="true">Risposta da ${escapeHtml(name)}</p><time datetime="2024-03-04T09:00:00.000Z">4 mar 2024</time></div>
  <p class="typography_body-m__xgxZ_" data-service-review-business-reply-text-typography="true">Grazie mille per la sua recensione, siamo felici che il servizio le sia piaciuto e speriamo di rivederla presto nel nostro negozio online!</p></div>
</div></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="it-IT"><head><title>${escapeHtml(name)} | Leggi le recensioni dei clienti su example.it</title></head><body>
<div class="styles_header__"><h1 class="typography_display-s__qOjh6"><span class="typography_display-s__qOjh6 styles_displayName__GOhL2">${escapeHtml(name)}</span></h1>
<p class="typography_body-l__KUYFJ" data-rating-typography="true">4,1</p><span class="styles_text__W4hWi">Recensioni 3.870</span></div>
<section class="styles_reviewsContainer__3_GQw">${cards}</section></body></html>`;
}
