// Product pages whose reviews are marked with microformats, written from the specifications (hReview 0.3 and
// microformats2 h-review), not copied from a page: a WordPress review plugin's hReview list under an
// hreview-aggregate summary, and an IndieWeb-style h-review feed. Both also hold text that is no review (the
// summary, a question, the reviewed product's own name inside each review) which must not become one.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';
import { shopShell } from './vendor-widget-pages';

const QUESTION = `<section class="product-questions"><h2>Questions</h2><div class="question"><p>Is it dishwasher safe?</p>
<p class="answer">Yes, the body is. – Store team</p></div></section>`;

/**
 * hReview 0.3: the summary and item (with its own fn) at the top, the reviewer as a vcard, the date in an abbr's
 * title, the rating in the value-class pattern on a 10-point scale (`best`), the description in paragraphs.
 */
export function hReviewPage(name: string, reviews: FixtureReview[]): string {
  const aggregate = `<div class="hreview-aggregate"><span class="item"><span class="fn">${escapeHtml(name)}</span></span>
<span class="rating"><span class="average">6.4</span> out of <span class="best">10</span></span>
based on <span class="count">${reviews.length}</span> reviews and <span class="votes">41</span> ratings</div>`;
  const list = reviews
    .map(
      (r) => `<div class="hreview" id="review-${r.id}">
  <h3 class="summary">${escapeHtml(r.title ?? '')}</h3>
  <div class="item" style="display:none"><a class="fn url" href="/products/flask">${escapeHtml(name)}</a></div>
  <p class="meta">Reviewed by <span class="reviewer vcard"><span class="fn">${escapeHtml(r.reviewer)}</span></span>
  on <abbr class="dtreviewed" title="${r.date}">${new Date(`${r.date}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}</abbr></p>
  <p class="rating"><span class="value">${r.rating * 2}</span>/<span class="best">10</span></p>
  <div class="description"><p>${escapeHtml(r.text)}</p></div>
  <p class="wpcr-helpful"><a href="#">Helpful</a> | <a href="#">Report</a></p>
</div>`,
    )
    .join('\n');
  return shopShell(name, `<section id="reviews">${aggregate}${list}</section>${QUESTION}`);
}

/** microformats2 h-review: the product as `p-item h-product`, the writer as `p-author h-card`, a data rating. */
export function hReviewMf2Page(name: string, reviews: FixtureReview[]): string {
  const aggregate = `<div class="h-review-aggregate"><span class="p-item h-product"><span class="p-name">${escapeHtml(name)}</span></span>
<data class="p-rating" value="3.2">3.2</data> of <data class="p-best" value="5">5</data>, <span class="p-count">${reviews.length}</span> reviews</div>`;
  const list = reviews
    .map(
      (r) => `<article class="h-review">
  <a class="p-item h-product" href="/products/flask"><span class="p-name">${escapeHtml(name)}</span></a>
  <h3 class="p-name">${escapeHtml(r.title ?? '')}</h3>
  <span class="p-author h-card"><img class="u-photo" src="/a.png" alt=""><span class="p-name">${escapeHtml(r.reviewer)}</span></span>
  <time class="dt-published" datetime="${r.date}T08:00:00Z">${r.date}</time>
  <data class="p-rating" value="${r.rating}">${'★'.repeat(r.rating)}</data>
  <div class="e-content"><p>${escapeHtml(r.text)}</p></div>
</article>`,
    )
    .join('\n');
  return shopShell(name, `<section id="reviews">${aggregate}${list}</section>${QUESTION}`);
}
