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
