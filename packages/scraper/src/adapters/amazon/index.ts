// Amazon: the classic review markup (data-hook="review", "review-body", "review-star-rating" …) and the newer
// markup without data-hook attributes (li/div with id="R…" and review-* classes). Product facts come from the
// review page's header (product-link, rating-out-of-text, filter info) or the product page (#productTitle,
// #acrPopover, #acrCustomerReviewText). Pagination is numbered: /product-reviews/ASIN?pageNumber=N.
import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import type { LayerResult, PageInput, ReviewDraft, SiteAdapter } from '../../extract/types';
import { cleanAuthor } from '../../extract/field-hints';
import { indexPage } from '../../extract/page-index';
import { canonicalLink } from '../../extract/page-meta';
import { readableText } from '../../extract/readable-text';
import { pageDateOrder } from '../../extract/page-locale';
import { readReviewBlock } from '../../extract/review-block';
import {
  cleanInline,
  cleanReviewText,
  parseCount,
  parseDateText,
  parseRatingText,
  reviewRatingText,
} from '../../extract/values';
import { helpfulVotes } from './helpful-votes';
import { amazonCanonicalUrl, asinFromUrl, isAmazonHost, reviewsPageUrl } from './amazon-url';

const REVIEWS_PER_PAGE = 10;

const camel = (name: string) => name.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase());

function readReview(node: Cheerio<Element>, page: PageInput): ReviewDraft | null {
  // Newer markup writes the hooks in camelCase (data-hook="reviewTitle").
  const hook = (name: string) =>
    node.find(`[data-hook="${name}"], [data-hook="${camel(name)}"]`).first();
  const bodies = node.find('[data-hook="review-body"], [data-hook="reviewBody"]');
  const bodyNode = bodies.length
    ? bodies
    : node.find('.review-text-content, .review-text, [data-hook="review-collapsed"]').first();
  // The mobile page keeps a shortened copy ("…", "Read more") beside the full text in a hidden row: the fullest
  // body is the review's text.
  let text = bodyNode
    .toArray()
    .map((body) => bodyText(page.$(body)))
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  const ratingText =
    node
      .find(
        '[data-hook="review-star-rating"] .a-icon-alt, [data-hook="cmps-review-star-rating"] .a-icon-alt, [data-hook="reviewStarRating"] .a-icon-alt',
      )
      .first()
      .text() ||
    node
      .find('.review-rating .a-icon-alt, i.a-icon-star .a-icon-alt, .a-icon-star .a-icon-alt')
      .first()
      .text() ||
    // The star hook's own words: its only text is the hidden label, whatever its classes are called.
    starHooks(node).first().text() ||
    (/a-star-(\d)(?:-(\d))?/
      .exec(node.find('[class*="a-star-"]').first().attr('class') ?? '')
      ?.slice(1)
      .filter(Boolean)
      .join('.') ??
      '');
  const titleNode = hook('review-title').length
    ? hook('review-title')
    : node.find('.review-title').first();
  const titleOriginal = titleNode.find('.cr-original-review-content');
  // The title link holds the stars too: their label is hidden by a class a build may rename, so they are left
  // out by their hook.
  const titleWords = (titleOriginal.length ? titleOriginal : titleNode).clone();
  starHooks(titleWords).remove();
  let title = cleanInline(readableText(titleWords.toArray()));
  let stars = reviewRatingText(ratingText);
  if (bodyNode.length === 0) {
    // Markup without a body hook (hashed class names): the generic block reader finds the text.
    const block = indexPage(page.$).of.get(node[0]!);
    const generic = block ? readReviewBlock(block, indexPage(page.$), pageDateOrder(page)) : null;
    text = generic?.text ?? '';
    title ??= generic?.title ?? null;
    if (stars.rating === undefined && generic?.rating !== undefined)
      stars = { rating: generic.rating };
  }
  const dateText = (
    hook('review-date').length ? hook('review-date') : node.find('.review-date').first()
  ).text();
  const helpful = (
    hook('helpful-vote-statement').length
      ? hook('helpful-vote-statement')
      : node.find('.cr-vote-text')
  )
    .first()
    .text();
  const votes = helpfulVotes(helpful);
  if (!text && stars.rating === undefined) return null;
  const id = node.attr('id')?.replace(/^customer_review(?:_foreign)?-/, '');
  return {
    id: id && /^R[A-Z0-9]{6,}$/.test(id) ? id : undefined,
    text,
    title: title ?? undefined,
    ...stars,
    date: parseDateText(dateText) ?? undefined,
    // Older markup (before the profile widget) names the reviewer in a "By <a class="author">" byline.
    reviewer:
      cleanInline(node.find('.a-profile-name').first().text()) ??
      cleanInline(
        readableText(node.find('a.author, [data-hook="review-author"] a').first().toArray()),
      ) ??
      cleanAuthor(readableText(node.find('[data-hook="review-author"]').first().toArray())) ??
      // The profile widget holds an image-only avatar and the reviewer's name.
      cleanInline(readableText(hook('genome-widget').first().toArray())) ??
      undefined,
    verified:
      hook('avp-badge').length > 0 ||
      hook('avp-badge-linkless').length > 0 ||
      /verified purchase|verifizierter kauf|achat vérifié|compra verificada|acquisto verificato/i.test(
        node.find('.a-color-state, .avp-badge').text(),
      )
        ? true
        : undefined,
    helpful_votes: votes ?? undefined,
  };
}

/** The elements that draw a review's stars, found by their hook. */
const starHooks = (node: Cheerio<Element>) =>
  node.find(
    '[data-hook="review-star-rating"], [data-hook="cmps-review-star-rating"], [data-hook="reviewStarRating"]',
  );

/** A review body's words; a translated review carries both versions, and the original is the one written. */
function bodyText(body: Cheerio<Element>): string {
  const original = body.find('.cr-original-review-content');
  return cleanReviewText(readableText((original.length ? original : body).toArray()));
}

function reviewNodes(page: PageInput): Cheerio<Element> {
  const { $ } = page;
  const classic = $('[data-hook="review"]');
  if (classic.length) return classic;
  // Newer markup: review containers identified by their review id, without data-hook attributes.
  return $('li[id^="R"], div[id^="R"], div[id^="customer_review-R"]').filter((_, el) => {
    const id = $(el).attr('id') ?? '';
    return (
      /^(?:customer_review-)?R[A-Z0-9]{6,}$/.test(id) &&
      $(el).find('.review-text-content, .review-text, .review-rating, .a-icon-star').length > 0
    );
  });
}

function extract(page: PageInput): LayerResult {
  const { $, url } = page;
  const reviews = reviewNodes(page)
    .toArray()
    .map((el) => readReview($(el), page))
    .filter((r): r is ReviewDraft => r !== null);
  const canonical = canonicalLink(page);
  const asin =
    asinFromUrl(url) ??
    (canonical ? asinFromUrl(canonical) : null) ??
    cleanInline($('input#ASIN, input[name="ASIN"]').first().attr('value')) ??
    cleanInline($('[data-asin]').first().attr('data-asin'));
  const titleText = $('title').first().text();
  const name =
    cleanInline($('[data-hook="product-link"]').first().text()) ??
    cleanInline($('#productTitle').first().text()) ??
    cleanInline(afterLabel(titleText, /Customer reviews:/i)) ??
    cleanInline(beforeLastColon(titleText.replace(/^Amazon\.[a-z.]+\s*:\s*/i, '')));
  const aggregate =
    parseRatingText($('[data-hook="rating-out-of-text"]').first().text()) ??
    parseRatingText($('[data-hook="average-star-rating"] .a-icon-alt').first().text()) ??
    parseRatingText($('#acrPopover').attr('title')) ??
    parseRatingText($('#acrPopover .a-icon-alt').first().text());
  const filterInfo = $('[data-hook="cr-filter-info-review-rating-count"]').first().text();
  // "4,888 total ratings, 523 with reviews": the second number is the count of written reviews.
  const filterCounts = [...filterInfo.matchAll(/\d[\d.,\s\u00a0]*/g)].map((m) => parseCount(m[0]));
  const ratingCount =
    parseCount($('[data-hook="total-review-count"]').first().text()) ??
    parseCount($('#acrCustomerReviewText').first().text()) ??
    filterCounts[0] ??
    null;
  const reviewCount = filterCounts.length >= 2 ? (filterCounts[1] ?? null) : null;
  const onReviewPage = /\/product-reviews\//.test(url.pathname);
  const currentPage = Number(url.searchParams.get('pageNumber') ?? '1') || 1;
  const hasNext =
    $('.a-pagination li.a-last').length > 0
      ? !$('.a-pagination li.a-last').hasClass('a-disabled')
      : reviews.length >= REVIEWS_PER_PAGE;
  const claimed = reviewCount ?? ratingCount;
  const totalPages =
    reviewCount !== null ? Math.max(1, Math.ceil(reviewCount / REVIEWS_PER_PAGE)) : null;
  return {
    // A product page states only ratings ("7,015 ratings"); its JSON-LD "reviewCount" repeats that figure, so the
    // number of written reviews stays unknown rather than taken from there.
    settled: ['review_count'],
    product: {
      id: asin,
      name,
      aggregate_rating: aggregate,
      review_count: reviewCount,
      rating_count: ratingCount,
      canonical_url: asin ? `https://${url.hostname}/dp/${asin}` : null,
    },
    reviews,
    pagination:
      asin === null
        ? null
        : onReviewPage
          ? hasNext || (totalPages !== null && currentPage < totalPages)
            ? {
                kind: 'numbered',
                current: currentPage,
                totalPages,
                pageUrl: (n) => reviewsPageUrl(url, asin, n),
              }
            : null
          : // A product page shows a few top reviews; the full list starts on review page 1.
            claimed !== 0
            ? {
                kind: 'numbered',
                current: 0,
                totalPages,
                pageUrl: (n) => reviewsPageUrl(url, asin, n),
              }
            : null,
  };
}

export const amazonAdapter: SiteAdapter = {
  site: 'amazon',
  matchesHost: isAmazonHost,
  matchesPage: ({ html }) =>
    /data-hook="review"|id="cm_cr-review_list"|id="productTitle"/.test(html) &&
    /amazon\./i.test(html.slice(0, 200_000)),
  extract,
  productIdFromUrl: (url) => asinFromUrl(url),
  canonicalUrl: amazonCanonicalUrl,
};

/** The text after the first match of `label`, or null (searched with indexOf, so linear in the title). */
function afterLabel(text: string, label: RegExp): string | null {
  const match = label.exec(text);
  return match === null ? null : text.slice(match.index + match[0].length);
}

/** The text before its last colon ("Name : Amazon.in: Electronics" -> "Name : Amazon.in"), or all of it. */
function beforeLastColon(text: string): string {
  const colon = text.lastIndexOf(':');
  return colon === -1 ? text : text.slice(0, colon);
}
