// Our own small shop pages, handwritten to exercise each extraction rule without the shared real-world pages.
// Builders take the reviews to render so pagination and de-duplication tests can vary them.
import { escapeHtml } from './escape-html';

export interface FixtureReview {
  id?: string;
  text: string;
  title?: string;
  rating: number;
  reviewer: string;
  date?: string;
}

/** Amazon review list page, classic markup with data-hook attributes. */
export function amazonClassicPage(options: {
  asin: string;
  name: string;
  reviews: FixtureReview[];
  hasNext: boolean;
  withReviews?: number;
  dateLine?: (r: FixtureReview) => string;
  ratingLine?: (r: FixtureReview) => string;
}): string {
  const dateLine =
    options.dateLine ?? ((r) => `Reviewed in the United States on ${r.date ?? 'January 5, 2024'}`);
  const ratingLine = options.ratingLine ?? ((r) => `${r.rating.toFixed(1)} out of 5 stars`);
  return `<!doctype html><html><head><title>Amazon.com: Customer reviews: ${escapeHtml(options.name)}</title>
<link rel="canonical" href="https://www.amazon.com/Some-Slug/product-reviews/${options.asin}" /></head><body>
<div data-hook="cr-product-link"><a data-hook="product-link" href="/Some-Slug/dp/${options.asin}">${escapeHtml(options.name)}</a></div>
<span data-hook="rating-out-of-text">4.3 out of 5</span>
<div data-hook="total-review-count">1,234 global ratings</div>
<div data-hook="cr-filter-info-review-rating-count">1,234 total ratings, ${options.withReviews ?? 25} with reviews</div>
<div id="cm_cr-review_list">
${options.reviews
  .map(
    (r) => `<div id="${r.id}" data-hook="review" class="a-section review">
  <span class="a-profile-name">${escapeHtml(r.reviewer)}</span>
  <a data-hook="review-title" class="review-title" href="/gp/customer-reviews/${r.id}"><i data-hook="review-star-rating" class="a-icon a-icon-star a-star-${Math.round(r.rating)}"><span class="a-icon-alt">${ratingLine(r)}</span></i><span class="a-letter-space"></span> <span>${escapeHtml(r.title ?? 'A title')}</span></a>
  <span data-hook="review-date" class="review-date">${dateLine(r)}</span>
  <span data-hook="avp-badge">Verified Purchase</span>
  <span data-hook="review-body" class="review-text"><span>${escapeHtml(r.text)}</span></span>
  <span data-hook="helpful-vote-statement">12 people found this helpful</span>
</div>`,
  )
  .join('\n')}
</div>
<ul class="a-pagination"><li class="a-disabled">Previous page</li><li class="a-last${options.hasNext ? '' : ' a-disabled'}"><a href="https://www.amazon.com/ap/signin?openid.return_to=x">Next page</a></li></ul>
</body></html>`;
}

/** Amazon product page with the newer review markup: no data-hook attributes, review-* classes and R-ids. */
export function amazonNewerProductPage(options: {
  asin: string;
  name: string;
  reviews: FixtureReview[];
}): string {
  return `<!doctype html><html><head><title>${escapeHtml(options.name)} : Amazon.in: Electronics</title></head><body>
<span id="productTitle" class="a-size-large">  ${escapeHtml(options.name)}  </span>
<span id="acrPopover" title="4.1 out of 5 stars"><span class="a-icon-alt">4.1 out of 5 stars</span></span>
<span id="acrCustomerReviewText">2,345 ratings</span>
<input type="hidden" id="ASIN" value="${options.asin}">
<ul class="reviews-list">
${options.reviews
  .map(
    (r) => `<li id="${r.id}" class="review aok-relative">
  <div class="a-profile-content"><span class="a-profile-name">${escapeHtml(r.reviewer)}</span></div>
  <i class="a-icon a-icon-star a-star-${Math.round(r.rating)} review-rating"><span class="a-icon-alt">${r.rating.toFixed(1)} out of 5 stars</span></i>
  <a class="review-title"><span>${escapeHtml(r.title ?? 'Title')}</span></a>
  <span class="review-date">Reviewed in India on ${r.date ?? '5 January 2024'}</span>
  <div class="review-text-content"><span>${escapeHtml(r.text)}</span></div>
</li>`,
  )
  .join('\n')}
</ul></body></html>`;
}

export function amazonCaptchaPage(): string {
  return `<!doctype html><html><head><title>Amazon.com</title></head><body>
<h4>Enter the characters you see below</h4>
<p>Sorry, we just need to make sure you're not a robot.</p>
<form method="get" action="/errors/validateCaptcha"><input id="captchacharacters" name="field-keywords"></form>
</body></html>`;
}

export function signInWallPage(): string {
  return `<!doctype html><html><head><title>Amazon Sign-In</title></head><body>
<form name="signIn" method="post" action="https://www.amazon.com/ap/signin">
<label for="ap_email">Email or mobile phone number</label><input type="email" id="ap_email" name="email">
<input type="password" id="ap_password" name="password"><input type="submit" value="Sign in">
</form></body></html>`;
}

export function somethingWentWrongPage(): string {
  return `<!doctype html><html><head><title>Flipkart</title></head><body>
<div class="error"><img src="/error.png" alt=""><div>Something went wrong!</div><button>Retry</button></div>
</body></html>`;
}

/** A shop page with no product data at all (e.g. a blog post). */
export function plainArticlePage(): string {
  return `<!doctype html><html><head><title>About us</title></head><body><article><p>We sell things.</p></article></body></html>`;
}

/** Flipkart review page with window.__INITIAL_STATE__ (review objects, rating widget, pagination bar). */
export function flipkartStatePage(options: {
  pid: string;
  title: string;
  reviews: FixtureReview[];
  page: number;
  totalPages: number;
}): string {
  const state = {
    pageDataV4: {
      page: {
        pageData: {
          pageContext: {
            type: 'AllReviewsContext',
            productId: options.pid,
            tracking: { title: options.title },
          },
        },
        data: {
          '10002': [
            {
              widget: {
                type: 'RATING',
                data: {
                  rating: {
                    value: {
                      type: 'UgcRatingValue',
                      average: 4.2,
                      base: 5,
                      ratingCount: 1500,
                      reviewCount: 120,
                    },
                  },
                },
              },
            },
            ...options.reviews.map((r) => ({
              widget: {
                type: 'REVIEWS',
                data: {
                  renderableComponents: [
                    {
                      value: {
                        type: 'ProductReviewValue',
                        id: r.id,
                        author: r.reviewer,
                        certifiedBuyer: true,
                        created: r.date ?? '2 months ago',
                        rating: r.rating,
                        text: r.text,
                        title: r.title ?? 'Nice',
                        helpfulCount: 3,
                      },
                    },
                  ],
                },
              },
            })),
            {
              widget: {
                type: 'PAGINATION_BAR',
                data: {
                  currentPage: options.page,
                  totalPages: options.totalPages,
                  navigationPages: [],
                },
              },
            },
          ],
        },
      },
    },
  };
  return `<!doctype html><html><head><title>${escapeHtml(options.title)} Reviews | Flipkart.com</title></head><body>
<div id="container"><div>${escapeHtml(options.title)}</div></div>
<script nonce="x">
   window.__INITIAL_STATE__ = ${JSON.stringify(state)};
</script></body></html>`;
}

/** Flipkart rendered HTML only (no state): obfuscated classes, "Certified Buyer", READ MORE glued on. */
export function flipkartHtmlPage(options: { title: string; reviews: FixtureReview[] }): string {
  return `<!doctype html><html><head><title>${escapeHtml(options.title)} | Flipkart.com</title></head><body>
<div class="Xq1"><span>3.9</span><span>277 Ratings &amp; 36 Reviews</span></div>
${options.reviews
  .map(
    (r) => `<div class="col EPCmJX"><div class="col">
  <div class="row"><div class="XQDdHH">${r.rating}<img class="Rza2QY" src="data:image/svg+xml;base64,AA=="></div><p class="z9E0IG">${escapeHtml(r.title ?? 'Good')}</p></div>
  <div class="row"><div class="ZmyHeo"><div><div class="">${escapeHtml(r.text)}</div><span class="wTYmpv"><span>READ MORE</span></span></div></div></div>
  <div class="row gHqwa8"><div class="row"><p class="_2NsDsF AwS1CA">${escapeHtml(r.reviewer)}</p><p class="MztJPv" id="review-${r.id}"><span>Certified Buyer</span><span>, Pune</span></p><p class="_2NsDsF">${r.date ?? 'Nov, 2023'}</p></div>
  <div><a href="/reviews/TVX:2?reviewId=${r.id}"><span>Permalink</span></a></div></div>
</div></div>`,
  )
  .join('\n')}
</body></html>`;
}

/** Walmart product page: __NEXT_DATA__ with initialData.data.{product, reviews}. */
export function walmartNextDataPage(options: {
  usItemId: string;
  name: string;
  reviews: FixtureReview[];
}): string {
  const data = {
    props: {
      pageProps: {
        initialData: {
          data: {
            product: {
              usItemId: options.usItemId,
              name: options.name,
              averageRating: 4.4,
              numberOfReviews: 900,
              canonicalUrl: `/ip/Slug/${options.usItemId}`,
            },
            reviews: {
              averageOverallRating: 4.4,
              totalReviewCount: 900,
              reviewsWithTextCount: options.reviews.length,
              customerReviews: options.reviews.map((r) => ({
                reviewId: r.id,
                rating: r.rating,
                reviewSubmissionTime: r.date ?? '11/18/2025',
                reviewText: r.text,
                reviewTitle: r.title ?? null,
                userNickname: r.reviewer,
                positiveFeedback: 2,
                badges: [{ id: 'VerifiedPurchaser' }],
              })),
            },
          },
        },
      },
    },
  };
  return `<!doctype html><html><head><title>${escapeHtml(options.name)} - Walmart.com</title></head><body><div id="__next"></div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
}

/** JSON-LD product; `variant` picks the shape: plain Product, @graph, ProductGroup, or several blocks + arrays. */
export function jsonLdPage(options: {
  name: string;
  sku: string;
  reviews: FixtureReview[];
  variant: 'product' | 'graph' | 'product-group' | 'multi-block';
  ratingAsString?: boolean;
  extraHead?: string;
  nextHref?: string;
}): string {
  const reviewNodes = options.reviews.map((r) => ({
    '@type': 'Review',
    reviewBody: r.text,
    name: r.title,
    datePublished: r.date ?? '2024-10-21',
    author:
      options.variant === 'multi-block'
        ? [{ '@type': 'Person', name: r.reviewer }]
        : { '@type': 'Person', name: r.reviewer },
    reviewRating: {
      '@type': 'Rating',
      ratingValue: options.ratingAsString ? String(r.rating) : r.rating,
      bestRating: options.ratingAsString ? '5' : 5,
    },
  }));
  const aggregate = {
    '@type': 'AggregateRating',
    ratingValue: options.ratingAsString ? '4.5' : 4.5,
    reviewCount: options.ratingAsString ? '321' : 321,
  };
  let blocks: unknown[];
  switch (options.variant) {
    case 'product':
      blocks = [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: options.name,
          sku: options.sku,
          aggregateRating: aggregate,
          review: reviewNodes,
        },
      ];
      break;
    case 'graph':
      blocks = [
        {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', name: 'page' },
            {
              '@type': ['Product', 'Thing'],
              name: options.name,
              sku: Number(options.sku),
              aggregateRating: aggregate,
              review: reviewNodes,
            },
          ],
        },
      ];
      break;
    case 'product-group':
      blocks = [
        {
          '@context': 'https://schema.org',
          '@type': 'ProductGroup',
          name: options.name,
          productGroupID: options.sku,
          aggregateRating: [aggregate],
          hasVariant: [{ '@type': 'Product', name: 'v1', review: reviewNodes }],
        },
      ];
      break;
    case 'multi-block':
      blocks = [
        { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
        [
          { '@context': 'https://schema.org', '@type': 'Organization', name: 'Shop' },
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: [options.name],
            sku: [options.sku],
            aggregateRating: aggregate,
            review: reviewNodes,
          },
        ],
      ];
      break;
  }
  return `<!doctype html><html><head><title>${escapeHtml(options.name)}</title>${options.extraHead ?? ''}
${blocks.map((b) => `<script type="application/ld+json">${JSON.stringify(b)}</script>`).join('\n')}
</head><body><h1>${escapeHtml(options.name)}</h1>${options.nextHref ? `<a rel="next" href="${options.nextHref}">Next</a>` : ''}</body></html>`;
}

export function microdataPage(options: {
  name: string;
  sku: string;
  reviews: FixtureReview[];
}): string {
  return `<!doctype html><html><head><title>${escapeHtml(options.name)}</title></head><body>
<div itemscope itemtype="https://schema.org/Product">
  <h1 itemprop="name">${escapeHtml(options.name)}</h1><meta itemprop="sku" content="${options.sku}">
  <div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating">
    <span itemprop="ratingValue">3,8</span> / <span itemprop="bestRating">5</span> (<span itemprop="reviewCount">1.204</span>)
  </div>
  ${options.reviews
    .map(
      (r) => `<div itemprop="review" itemscope itemtype="https://schema.org/Review">
    <span itemprop="name">${escapeHtml(r.title ?? 'Title')}</span>
    <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${escapeHtml(r.reviewer)}</span></span>
    <time itemprop="datePublished" datetime="${r.date ?? '2024-03-02'}">2 March</time>
    <div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="${r.rating * 2}"><meta itemprop="bestRating" content="10"></div>
    <p itemprop="reviewBody">${escapeHtml(r.text)}</p>
  </div>`,
    )
    .join('\n')}
</div></body></html>`;
}

export function preloadedStatePage(options: { name: string; reviews: FixtureReview[] }): string {
  const state = {
    product: { name: options.name, averageRating: 4.1, reviewCount: 77 },
    reviews: {
      items: options.reviews.map((r) => ({
        id: r.id,
        body: r.text,
        stars: r.rating,
        author: { displayName: r.reviewer },
        createdAt: r.date ?? '2024-02-01T10:00:00Z',
      })),
    },
  };
  return `<!doctype html><html><head><title>${escapeHtml(options.name)}</title></head><body><div id="root"></div>
<script>window.__PRELOADED_STATE__ = ${JSON.stringify(state)};</script></body></html>`;
}

export function trustpilotPage(options: {
  domain: string;
  name: string;
  reviews: FixtureReview[];
  page: number;
  totalPages: number;
}): string {
  const data = {
    props: {
      pageProps: {
        businessUnit: {
          identifyingName: options.domain,
          displayName: options.name,
          trustScore: 4.2,
          stars: 4,
          numberOfReviews: 1834,
        },
        reviews: options.reviews.map((r) => ({
          id: r.id,
          text: r.text,
          title: r.title ?? 'Great',
          rating: r.rating,
          likes: 1,
          dates: {
            publishedDate: '2024-05-06T09:10:11.000Z',
            experiencedDate: '2024-04-28T00:00:00.000Z',
          },
          consumer: { displayName: r.reviewer },
          labels: { verification: { isVerified: true } },
        })),
        filters: { pagination: { currentPage: options.page, totalPages: options.totalPages } },
      },
    },
  };
  return `<!doctype html><html><head><title>${escapeHtml(options.name)} Reviews | Trustpilot</title></head><body>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
}

export function targetPage(options: {
  tcin: string;
  name: string;
  reviews: FixtureReview[];
}): string {
  return `<!doctype html><html><head><title>${escapeHtml(options.name)} : Target</title>
<link rel="canonical" href="https://www.target.com/p/slug/-/A-${options.tcin}"></head><body>
<h1 data-test="product-title">${escapeHtml(options.name)}</h1>
<span aria-label="Average customer rating is 4.3 out of 5 stars with 12 reviews."></span>
${options.reviews
  .map(
    (r) => `<div data-test="review-card" data-review-id="${r.id}">
  <span data-test="ratings"><span>${r.rating} out of 5 stars</span></span>
  <h4 data-test="review-card--title">${escapeHtml(r.title ?? 'Good')}</h4>
  <span data-test="review-card--username">${escapeHtml(r.reviewer)}</span>
  <span data-test="review-card--reviewTime">${r.date ?? 'January 5, 2024'}</span>
  <div data-test="review-card--text">${escapeHtml(r.text)}</div>
</div>`,
  )
  .join('\n')}
</body></html>`;
}

/** n distinct reviews with ids prefixed for page `page`. */
export function makeReviews(page: number, count: number, prefix = 'R'): FixtureReview[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${String(page).padStart(3, '0')}X${String(i).padStart(4, '0')}`,
    text: `Review ${i + 1} on page ${page}: the product ${['works well', 'broke quickly', 'is fine', 'exceeded expectations'][i % 4]}.`,
    title: `Title ${page}.${i}`,
    rating: (i % 5) + 1,
    reviewer: `Shopper ${page}-${i}`,
    date: 'March 3, 2024',
  }));
}
