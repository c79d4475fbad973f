// Grounding round 2: review markups of shop platforms and marketplaces as public repositories record them (scraper
// selectors, theme templates), each written here as our own minimal page with the same structure. The source of
// each structure is named on its builder; no third-party file or code is copied.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';

// Lazada draws each star as an image; only the image's address tells a full star from a grey one. The full one is
// the address public scrapers count; the grey one is any other image.
const LAZADA_FULL_STAR = '//laz-img-cdn.alicdn.com/tfs/TB19ZvEgfDH8KJjy1XcXXcpdXXa-64-64.png';
const LAZADA_GREY_STAR = '//laz-img-cdn.alicdn.com/tfs/TB1GreyStarImageXXXXXXXXXXXX-64-64.png';

/**
 * Lazada's product reviews (`#module_product_review .mod-reviews .item`), as Selenium scrapers in public
 * repositories read them (e.g. a Vietnamese Lazada crawler counting `div.top div img[@src=<full star>]`, and
 * selector lists with `div.mod-reviews div.item`, `.item-content .content`): five `img.star` alike in class, the
 * date at the right of the top line, "by <name>" and a verified badge, the text, the variant bought (`skuInfo`)
 * and a like and report control.
 */
export function lazadaReviewsPage(name: string, reviews: FixtureReview[]): string {
  const stars = (rating: number) =>
    Array.from(
      { length: 5 },
      (_, i) => `<img class="star" src="${i < rating ? LAZADA_FULL_STAR : LAZADA_GREY_STAR}">`,
    ).join('');
  const items = reviews
    .map(
      (
        r,
      ) => `<div class="item"><div class="top"><div class="container-star starCtn left">${stars(r.rating)}</div><span class="title right">${escapeHtml(r.date ?? '')}</span></div>
<div class="middle"><span>by ${escapeHtml(r.reviewer)}</span><span class="verify"><img class="verify-icon" src="//img.alicdn.com/tfs/verified.png">Verified Purchase</span></div>
<div class="item-content"><div class="content">${escapeHtml(r.text)}</div><div class="skuInfo">Color Family:Black</div>
<div class="bottom"><span class="left"><span class="left-content"><span class="like-count"><i class="icon-like"></i></span></span></span><span class="right"><span class="report">Report</span></span></div></div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} | Lazada</title></head><body>
<h1 class="pdp-mod-product-badge-title">${escapeHtml(name)}</h1>
<div id="module_product_review" class="pdp-block"><div class="pdp-mod-review"><div class="mod-title"><h2 class="pdp-mod-section-title">Product Reviews of ${escapeHtml(name)}</h2></div>
<div class="mod-reviews">${items}</div>
<div class="next-pagination"><button class="next-pagination-item next" type="button">Next</button></div></div></div></body></html>`;
}

/**
 * Tokopedia's review list (`/<shop>/<product>/review`), as Selenium scrapers in public repositories read it
 * (zylitcoll/Web-Scraping-Toko-Online tokopedia.py, Rafifal01/Project-1 scraping.py,
 * SyafrizalWdMahendra/tokped-scraper optimize_scraper.py): `article` cards with hashed Emotion classes,
 * `[data-testid=icnStarRating][aria-label="bintang 5"]`, the date in a `css-…-unf-heading` paragraph, the writer in
 * `[data-testid=proName]`, the text in `[data-testid=lblItemUlasan]` inside another `unf-heading` paragraph (every
 * line of the card is drawn by the design system's heading component), and "Laman berikutnya" (next page).
 */
export function tokopediaReviewsPage(name: string, reviews: FixtureReview[]): string {
  const star = (full: boolean) =>
    `<svg class="unf-icon" viewBox="0 0 24 24" width="16" height="16" fill="var(--${full ? 'YN300, #FFC400' : 'NN300, #BFC9D9'})"><path d="M21.57 9.14"></path></svg>`;
  const items = reviews
    .map(
      (
        r,
      ) => `<article class="css-ccpe8t"><div class="css-1k41fl7"><div class="css-1ov1f6x"><div data-testid="icnStarRating" class="css-bv0ehy" aria-label="bintang ${r.rating}">${[1, 2, 3, 4, 5].map((i) => star(i <= r.rating)).join('')}</div><p class="css-1w6pe1p-unf-heading e1qvo2ff8">${escapeHtml(r.date ?? '')}</p></div>
<div class="css-k4rf3m"><div class="css-1bjwylw"><img src="/avatar.png" alt="" class="css-1rsh9gj"><span class="name" data-testid="proName">${escapeHtml(r.reviewer)}</span></div></div></div>
<p class="css-zhjnk4-unf-heading e1qvo2ff8">Varian: Hitam</p>
<div class="css-1vubz4s"><p class="css-cvmev1-unf-heading e1qvo2ff8"><span data-testid="lblItemUlasan">${escapeHtml(r.text)}</span></p></div>
<div class="css-hmbeq"><button class="css-f2j7yd" aria-label="Membantu"><span>Membantu</span></button></div></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Jual ${escapeHtml(name)} | Tokopedia</title></head><body>
<h1 data-testid="lblPDPDetailProductName" class="css-1os9jjn">${escapeHtml(name)}</h1>
<section id="review-feed"><div class="css-1bl1zyf">${items}</div>
<nav aria-label="Navigasi laman"><button aria-label="Laman sebelumnya" disabled></button><button aria-label="Laman 1" class="css-1ni9hbx">1</button></nav></section></body></html>`;
}

/**
 * Shopware 6's review item as its storefront template writes it (shopware/shopware
 * `Resources/views/storefront/component/review/review-item.html.twig`): schema.org microdata (datePublished and the
 * writer's name in `<meta>`), the date, the points, the title in `p.h5`, the text in
 * `p.product-detail-review-item-content`, and the shop's comment in one `footer.blockquote-footer` that holds the
 * label (`detail.reviewCommentLabel`: "Unser Kommentar: " in de-DE, "Our feedback: " in en-GB) and the words together.
 * `microdata: false` is a theme that overrides the item block without the microdata.
 */
export function shopwareSixReviewItemsPage(
  name: string,
  reviews: FixtureReview[],
  comment: string,
  { microdata = true }: { microdata?: boolean } = {},
): string {
  const md = (attributes: string) => (microdata ? ` ${attributes}` : '');
  const point = (full: boolean) =>
    `<div class="product-review-point"><span class="point-container"><span class="point-rating ${full ? 'point-full' : 'point-blank'}"><span class="icon icon-star"><svg><use xlink:href="#icons-solid-star"></use></svg></span></span></span></div>`;
  const items = reviews
    .map(
      (
        r,
      ) => `<div class="product-detail-review-item"${md('itemprop="review" itemscope itemtype="https://schema.org/Review"')}>
${microdata ? `<meta itemprop="datePublished" content="${r.date}"><meta itemprop="name" content="${escapeHtml(r.title ?? '')}"><div itemprop="author" itemtype="https://schema.org/Person" itemscope><meta itemprop="name" content="${escapeHtml(r.reviewer)}"></div>` : ''}
<div class="row product-detail-review-item-info"><div class="col-12 product-detail-review-item-date"><p><small>${r.date}</small></p></div>
<div class="col-md-auto product-detail-review-item-points"><div class="product-review-rating">${[1, 2, 3, 4, 5].map((i) => point(i <= r.rating)).join('')}</div></div>
<div class="col-md-auto product-detail-review-item-title"><p class="h5">${escapeHtml(r.title ?? '')}</p></div><div class="col product-detail-review-item-verify"></div></div>
<p class="product-detail-review-item-content"${md('itemprop="description"')}>${escapeHtml(r.text)}</p>
<div class="product-detail-review-item-comment"><blockquote class="blockquote"><footer class="blockquote-footer">
Unser Kommentar: ${escapeHtml(comment)}
</footer></blockquote></div>
</div><hr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="de-DE"><head><meta charset="utf-8"><title>${escapeHtml(name)} | Demostore</title></head><body>
<main><h1 class="product-detail-name">${escapeHtml(name)}</h1>
<div class="product-detail-review tab-pane" id="review-tab-pane"><div class="product-detail-review-list">${items}</div></div></main></body></html>`;
}

/**
 * BigCommerce's Cornerstone theme review list as its template writes it (bigcommerce/cornerstone
 * `templates/components/products/reviews.html`, and scrapers reading `li.productReview`,
 * `p.productReview-author span[itemprop=name]`): microdata with the rating, title and body, the writer a
 * `schema.org/Person` scope on the line "Posted by <name> on 11th April 2019", and no `datePublished`: the day is
 * only in that line's words.
 */
export function cornerstoneReviewsPage(name: string, reviews: FixtureReview[]): string {
  const stars = (rating: number) =>
    [1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<span class="icon icon--rating${i <= rating ? 'Full' : 'Empty'}"><svg><use xlink:href="#icon-star"></use></svg></span>`,
      )
      .join('');
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="productReview"><article itemprop="review" itemscope itemtype="https://schema.org/Review"><header>
<span class="productReview-rating rating--small" itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating">${stars(r.rating)}<span class="productReview-ratingNumber" itemprop="ratingValue">${r.rating}</span></span>
<h5 itemprop="name" class="productReview-title">${escapeHtml(r.title ?? '')}</h5>
<p class="productReview-author" itemprop="author" itemscope itemtype="https://schema.org/Person">Posted by <span itemprop="name">${escapeHtml(r.reviewer)}</span> on ${escapeHtml(r.date ?? '')}</p></header>
<p itemprop="reviewBody" class="productReview-body">${escapeHtml(r.text)}</p></article></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} - Example Store</title></head><body>
<main><h1 class="productView-title">${escapeHtml(name)}</h1>
<section class="toggle productReviews" id="product-reviews" data-product-reviews><h4 class="toggle-title">Reviews (${reviews.length})</h4>
<div class="toggle-content is-open" id="productReviews-content"><ul class="productReviews-list" id="productReviews-list">${items}</ul></div></section></main></body></html>`;
}

/**
 * Coupang's review list (`article.sdp-review__article__list`), as scrapers in public repositories read it (selectors
 * `…__info__user__name`, `…__info__product-info__star-orange[data-rating]`, `…__info__product-info__reg-date`,
 * `…__headline`, `…__review__content.js_reviewArticleContent`, `…__survey__row__answer`, `…__help[data-count]`):
 * the stars an empty element with `data-rating`, the option bought, a headline only when the writer gave one, a
 * survey answer and the helpful count after the text.
 */
export function coupangReviewsPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<article class="sdp-review__article__list js_reviewArticleReviewList"><div class="sdp-review__article__list__info">
<div class="sdp-review__article__list__info__user"><img class="sdp-review__article__list__info__user__profile-img" src="/p.png" alt=""><span class="sdp-review__article__list__info__user__name js_reviewUserProfileImage" data-member-id="1">${escapeHtml(r.reviewer)}</span></div>
<div class="sdp-review__article__list__info__product-info"><div class="sdp-review__article__list__info__product-info__star-gray"><div class="sdp-review__article__list__info__product-info__star-orange js_reviewArticleRatingValue" data-rating="${r.rating}"></div></div>
<div class="sdp-review__article__list__info__product-info__reg-date">${escapeHtml(r.date ?? '')}</div></div>
<div class="sdp-review__article__list__info__product-info__name">${escapeHtml(name)}, 500g, 3개</div></div>
${r.title ? `<div class="sdp-review__article__list__headline">${escapeHtml(r.title)}</div>` : ''}
<div class="sdp-review__article__list__review js_reviewArticleContentContainer"><div class="sdp-review__article__list__review__content js_reviewArticleContent">${escapeHtml(r.text)}</div></div>
<div class="sdp-review__article__list__survey"><div class="sdp-review__article__list__survey__row"><span class="sdp-review__article__list__survey__row__question">맛 만족도</span><span class="sdp-review__article__list__survey__row__answer">생각보다 맛있어요</span></div></div>
<div class="sdp-review__article__list__help js_reviewArticleHelpfulContainer" data-count="3"><div class="sdp-review__article__list__help__count"><strong class="js_reviewArticleHelpfulCount">3</strong>명에게 도움 됐습니다.</div><button class="sdp-review__article__list__help__btn">도움이 돼요</button></div></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(name)} - 쿠팡!</title></head><body>
<h2 class="prod-buy-header__title">${escapeHtml(name)}</h2>
<section id="sdpReview" class="js_reviewArticleContainer">${items}</section></body></html>`;
}

/**
 * Stamped's server-rendered widget with the store's reply inside a review, as scrapers in public repositories read
 * it (a PHP crawler taking `.stamped-review-reply .stamped-review-content-body` as `store_reply`, a browser script
 * reading `.stamped-review-reply [data-author]`, `.stamped-review-reply .created` and the text's
 * `[style*="white-space"]`): the reply has its own writer, date and a body with the review's own class.
 */
export function stampedReplyPage(name: string, reviews: FixtureReview[], reply: string): string {
  const stars = (rating: number) =>
    [1, 2, 3, 4, 5]
      .map((i) => `<i class="stamped-fa stamped-fa-star${i <= rating ? '' : '-o'}"></i>`)
      .join('');
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<div id="stamped-review-10123${i}" class="stamped-review" data-id="10123${i}" data-verified-label="Verified Buyer">
<div class="stamped-review-header"><div class="stamped-review-avatar"><div class="stamped-review-avatar-content">${escapeHtml(r.reviewer.slice(0, 1))}</div></div>
<div class="created">${escapeHtml(r.date ?? '')}</div><strong class="author" data-author="${escapeHtml(r.reviewer)}">${escapeHtml(r.reviewer)}</strong>
<div class="stamped-review-header-byline"><span class="stamped-verified-badge" data-type="buyer">Verified Buyer</span></div></div>
<div class="stamped-review-content"><div class="stamped-review-header-starratings"><span class="stamped-starratings" data-rating="${r.rating}" aria-label="${r.rating} stars" role="img">${stars(r.rating)}</span></div>
<h3 class="stamped-review-header-title">${escapeHtml(r.title ?? '')}</h3>
<div class="stamped-review-body"><p class="stamped-review-content-body" style="white-space: pre-line;">${escapeHtml(r.text)}</p></div></div>
<div class="stamped-review-footer"><div class="stamped-review-vote"><span>Was this review helpful?</span><a class="stamped-rating-up" title="Yes"><i class="stamped-fa stamped-fa-thumbs-up"></i><span class="stamped-rating-up-count">0</span></a></div></div>
<div class="stamped-review-reply"><div class="stamped-review-header"><strong class="author" data-author="Example Store">Example Store</strong><div class="created">${escapeHtml(r.date ?? '')}</div></div>
<div class="stamped-review-body"><p class="stamped-review-content-body" style="white-space: pre-line;">${escapeHtml(reply)}</p></div></div>
</div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} – Example Store</title></head><body>
<main><h1 class="product__title">${escapeHtml(name)}</h1>
<div id="stamped-main-widget" class="stamped-main-widget" data-product-id="1001"><div class="stamped-content"><div class="stamped-reviews">${items}</div></div></div></main></body></html>`;
}
