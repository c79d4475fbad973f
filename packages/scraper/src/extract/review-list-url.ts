// Some platforms do not render a product's reviews in its page: the page names the address its script loads the
// review list from, and that list is a page of its own (with its own next page). Each platform's way of naming it:
// - Magento 2: its `text/x-magento-init` configuration (or a `data-mage-init` attribute) gives
//   Magento_Review/js/process-reviews' "productReviewUrl" (…/review/product/listAjax/id/<id>/), an HTML fragment.
// - OpenCart 2–4: the page's script fills the review element with jQuery's load from a literal address,
//   `$('#review').load('index.php?route=product/product/review&product_id=<id>')`, relative to the page's
//   `<base>`; an HTML fragment of one table per review.
// - PrestaShop 1.7/8 productcomments: `#product-comments-list` names `data-list-comments-url`, which answers
//   JSON (json-review-list.ts reads it).
// - SAP Commerce (Hybris) accelerator: the review tab's empty list names in `data-allreviews` (`data-reviews`: the
//   first few) the fragment its script loads, `/p/<code>/reviewhtml/all`: one `li.review-entry` per review.
// - An element named for reviews whose content the page's framework loads from the address it names: a Turbo
//   frame's `src`, an htmx `hx-get`, an `<include-fragment src>`. What answers is a page or fragment with the list.
// - A link to the product's own review list page, on the platforms' routes for it: nopCommerce's
//   `/productreviews/<id>` and Magento 1's `/review/product/list/id/<id>/` (the default theme's "N Review(s)").
// - osCommerce's `product_reviews.php?products_id=<id>` (the "Reviews (N)" button) and Zen Cart's
//   `index.php?main_page=product_reviews&products_id=<id>` ("Read the Reviews"): pages of their own, paged.
// A page that shows fewer reviews than it counts may also link to the list that holds them all, in words: "See all
// 57 reviews", "Alle 57 Bewertungen anzeigen". That link is followed whatever the platform.
// Only an address on the page's own site is taken, so a page cannot send the scraper elsewhere.
import type { Element } from 'domhandler';
import { REVIEW_HINT, hintsOf } from './field-hints';
import { isObject, safeJson } from './json-tree';
import { absolute, documentBase, sameSite } from './page-address';
import { inProductCard, indexPage, scriptText } from './page-index';
import type { PageInput } from './types';
import { cleanInline, parseCount } from './values';

const REVIEW_LIST_KEY = 'productReviewUrl';
// `$('#review').load('…')`, `jQuery("#product-reviews").load("…")`: an element named for reviews, a literal address.
const JQUERY_LOAD =
  /(?:\$|jQuery)\(\s*(['"])#([\w-]*review[\w-]*)\1\s*\)\s*\.load\(\s*(['"])([^'"\s]{1,2000})\3/gi;
const ALL_WORD = /(?:^|\s)(?:all|alle|tous|todas|tutte)(?:\s|$)/i;
// Elements that load their content from the address they name when the page is shown: Turbo's `<turbo-frame
// src>`, htmx's `hx-get`, GitHub's `<include-fragment src>` (an <img>, <script> or <iframe> src is something else).
const LOADING_ELEMENT = /^(?:turbo-frame|include-fragment|div|section|ul|ol|article|aside)$/;
// Matched against the path and query of the link.
const REVIEW_PAGE_ROUTES = [
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?productreviews\/\d+\/?(?:\?|$)/i,
  /\/review\/product\/list\/id\/\d+(?:[/?]|$)/i,
  /\/product_reviews\.php\?(?:.*&)?products_id=\d+/i,
  /\/index\.php\?(?:.*&)?main_page=product_reviews(?:&|$)(?:.*&)?products_id=\d+/i,
];
// The words of a link to the list of all a product's reviews, with the count it may state. Each ends the text.
const ALL_REVIEWS_WORDS = [
  /^(?:see|read|show|view|browse|load)(?: all| more| the)?(?: (?<n>\d[\d,.]*))?(?: customer| product)? reviews?$/i,
  /^(?:all |customer )?(?:(?<n>\d[\d,.]*) )?reviews?(?: \((?<n2>\d[\d,.]*)\))?$/i,
  /^(?:alle|mehr|weitere)(?: (?<n>\d[\d.]*))? (?:kunden)?(?:bewertungen|rezensionen)(?: (?:anzeigen|lesen|ansehen|laden))?$/i,
  /^(?:voir|lire) (?:tous les|les|plus d'|plus d’)(?: ?(?<n>\d[\d\s.]*))? ?avis(?: clients)?$/i,
  /^ver (?:todas las|las)(?: (?<n>\d[\d.]*))? (?:opiniones|reseñas|valoraciones)$/i,
  /^(?:vedi|leggi) (?:tutte le|le)(?: (?<n>\d[\d.]*))? recensioni$/i,
  /^(?:bekijk|toon) alle(?: (?<n>\d[\d.]*))? (?:reviews|beoordelingen)$/i,
  /^ver (?:todas as|as)(?: (?<n>\d[\d.]*))? avaliações$/i,
];

export interface ReviewListLink {
  url: string;
  /** The number of reviews the link's words state ("See all 57 reviews"), if any. */
  count: number | null;
  /** The list holds the reviews the page shows too (a page that shows some links to all of them). */
  holdsAll: boolean;
}

/**
 * The address of the list holding the product's reviews, when the page shows fewer than it counts (`claimed`, or
 * unknown): the platform's own way of naming it when the page shows none, else a link whose words say it lists
 * them all.
 */
export function reviewListLink(
  page: PageInput,
  product: { shown: number; claimed: number | null; id: string | null },
): ReviewListLink | null {
  const { shown, claimed } = product;
  if (shown === 0) {
    const url = namedReviewListUrl(page);
    if (url) return { url, count: null, holdsAll: false };
  }
  const link = allReviewsLink(page);
  if (!link || !isThisProducts(link, page.url, product)) return null;
  const count = claimed ?? link.count;
  return count === null || shown < count ? link : null;
}

/**
 * A shop may also link "Read all reviews" to its page of reviews of every product (Judge.me's and Yotpo's
 * all-reviews pages), which are not this product's. The list is this product's when its address holds the
 * product page's last path segment or the product's id, or when its words count as many reviews as the page does.
 */
function isThisProducts(
  link: ReviewListLink,
  pageUrl: URL,
  product: { claimed: number | null; id: string | null },
): boolean {
  const url = new URL(link.url);
  const address = `${url.pathname}${url.search}`.toLowerCase();
  const slug = pageUrl.pathname
    .split('/')
    .filter(Boolean)
    .pop()
    ?.replace(/\.(?:html?|php|aspx?)$/i, '')
    .toLowerCase();
  if (slug && slug.length >= 3 && address.includes(slug)) return true;
  const id = product.id?.toLowerCase();
  if (id && id.length >= 3 && address.includes(id)) return true;
  return link.count !== null && link.count === product.claimed;
}

/** A same-site link whose words say it lists all the product's reviews, with the count they state. */
function allReviewsLink(page: PageInput): ReviewListLink | null {
  const base = documentBase(page);
  const { all } = indexPage(page.$);
  const heading = all.find((info) => info.element.name === 'h1');
  for (const info of all) {
    const address = addressOf(info.element);
    // A link in a card with a price is another product's ("12 reviews" on a list of products).
    if (address === undefined || inProductCard(info, heading)) continue;
    const words = cleanInline(info.element.attribs['aria-label'] ?? info.short);
    const match = words ? ALL_REVIEWS_WORDS.map((w) => w.exec(words)).find(Boolean) : null;
    const url = match ? sameSiteAddress(address, base, page.url) : null;
    if (url)
      return {
        url,
        count: parseCount(match!.groups?.n ?? match!.groups?.n2 ?? null),
        // "See more reviews" may lead to the reviews after the shown ones: only "all" says it holds them too.
        holdsAll: ALL_WORD.test(words!),
      };
  }
  return null;
}

// Where a "Load more reviews" button keeps the address its script fetches.
const BUTTON_ADDRESS = [
  'data-url',
  'data-href',
  'data-next-url',
  'data-next-page-url',
  'data-load-url',
  'formaction',
];

/** The address a link goes to, or a button names for its script; undefined for other elements. */
function addressOf(element: Element): string | undefined {
  if (element.name === 'a') return element.attribs.href;
  if (element.name !== 'button' && element.attribs.role !== 'button') return undefined;
  return BUTTON_ADDRESS.map((name) => element.attribs[name]).find(Boolean);
}

/** An address on the page's own site other than the page itself (a link to a part of the page is the page). */
function sameSiteAddress(href: string | undefined, base: URL, pageUrl: URL): string | null {
  const url = absolute(href, base);
  if (!url) return null;
  const parsed = new URL(url);
  parsed.hash = '';
  const self = new URL(pageUrl.href);
  self.hash = '';
  return sameSite(parsed, pageUrl) && parsed.href !== self.href ? parsed.href : null;
}

/** The review list address the page names in its platform's way, or null. */
function namedReviewListUrl(page: PageInput): string | null {
  const index = indexPage(page.$);
  const base = documentBase(page);
  const named: Array<string | null> = [];
  for (const script of index.scripts) {
    const type = (script.attribs.type ?? '').trim().toLowerCase();
    if (type === 'text/x-magento-init') named.push(findKey(safeJson(scriptText(script)), 0));
    else if (type === '' || type.includes('javascript'))
      for (const m of scriptText(script).matchAll(JQUERY_LOAD)) named.push(m[4]!);
  }
  for (const info of index.all) {
    const a = info.element.attribs;
    if (a['data-mage-init']?.includes(REVIEW_LIST_KEY))
      named.push(findKey(safeJson(a['data-mage-init']), 0));
    if (a['data-list-comments-url']) named.push(a['data-list-comments-url']);
    const loaded = a.src ?? a['hx-get'];
    if (
      loaded &&
      LOADING_ELEMENT.test(info.element.name) &&
      REVIEW_HINT.test(hintsOf(info.element))
    )
      named.push(loaded);
    if (/\/reviewhtml\//.test(a['data-allreviews'] ?? a['data-reviews'] ?? ''))
      named.push(a['data-allreviews'] ?? a['data-reviews']!);
    if (info.element.name === 'a' && a.href) {
      const url = absolute(a.href, base);
      const route = url ? `${new URL(url).pathname}${new URL(url).search}` : '';
      if (REVIEW_PAGE_ROUTES.some((known) => known.test(route))) named.push(url);
    }
  }
  for (const address of named) {
    const url = sameSiteAddress(address ?? undefined, base, page.url);
    if (url) return url;
  }
  return null;
}

/** The string under REVIEW_LIST_KEY anywhere in a (small) configuration object. */
function findKey(value: unknown, depth: number): string | null {
  if (depth > 8 || typeof value !== 'object' || value === null) return null;
  if (isObject(value) && typeof value[REVIEW_LIST_KEY] === 'string') return value[REVIEW_LIST_KEY];
  for (const child of Object.values(value)) {
    const found = findKey(child, depth + 1);
    if (found) return found;
  }
  return null;
}
