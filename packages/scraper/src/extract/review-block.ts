// Reads one review block of server-rendered markup into a review: the rating it states (the overall one, not a
// sub-rating of quality or value), the date and reviewer from their own elements (a reviewer that is a link gives
// its name, not its address; without a marked reviewer, the name-like line just before the date), a title, and
// the text a person reads: the part of the block that holds most of its free text, with rating widgets, names,
// dates, badges and controls left out. Work is proportional to the size of the block.
import type { Element } from 'domhandler';
import {
  BODY_HINT,
  CHROME_HINT,
  SUB_RATING_HINT,
  TITLE_HINT,
  cleanAuthor,
  dateAttributeValues,
  hasByPrefix,
  hasAuthorHint,
  hintsOf,
  isControlText,
  isDateLabel,
  looksLikeName,
} from './field-hints';
import { scriptText, type IndexedElement, type PageIndex } from './page-index';
import { opensWithReplyLabel } from './reply-part';
import { isUiLabel } from '@reviewsentry/review-values';
import { readableText, untruncated } from './readable-text';
import type { ReviewDraft } from './types';
import { verifiedAnswer } from '@reviewsentry/review-values';
import type { DateOrder } from '@reviewsentry/review-values';
import { cleanInline, cleanReviewText, parseDateText } from './values';

const isField = (info: IndexedElement) =>
  (info.signal !== null && !info.ratedWithWords) ||
  info.isDate ||
  info.isAuthor ||
  info.isTitle ||
  info.isPrice ||
  info.isChrome;

interface BlockParts {
  /** Every element of the block in document order (signal elements not entered). */
  elements: IndexedElement[];
  signals: IndexedElement[];
  date: IndexedElement | null;
  authors: IndexedElement[];
  titles: IndexedElement[];
  bodies: IndexedElement[];
  /** null until a label speaks of the purchase; false once one answers no. */
  verified: boolean | null;
  /** A date the page's code draws from a JSON script inside the block (`{"publishedDate": "…"}`). */
  scriptDate: string | null;
}

function partsOf(block: IndexedElement): BlockParts {
  const parts: BlockParts = {
    elements: [],
    signals: [],
    date: null,
    authors: [],
    titles: [],
    bodies: [],
    verified: null,
    scriptDate: null,
  };
  const ownBlocks = bemBlocks(block.element);
  // Inside a rating element (a header that states the stars) dates and names are still read; ratings are not.
  const stack: Array<[IndexedElement, boolean]> = [[block, false]];
  while (stack.length > 0) {
    const [info, inRating] = stack.pop()!;
    parts.elements.push(info);
    const isRating = info.signal !== null && info !== block;
    if (isRating && !inRating) parts.signals.push(info);
    if (info.isDate && !parts.date && !info.children.some((c) => c.isDate)) parts.date = info;
    // The block itself is never its writer's name, whatever its classes say (WordPress marks each comment
    // `comment-author-<name>`, and a short review is short enough to read as a label).
    if (info.isAuthor && info !== block && !info.children.some((c) => c.isAuthor))
      parts.authors.push(info);
    if (!inRating && !isRating) {
      if (info.isTitle && info !== block && !inside(info, block, SUB_RATING_HINT))
        parts.titles.push(info);
      if (
        info !== block &&
        (BODY_HINT.test(hintsOf(info.element)) || isOwnTextElement(info.element, ownBlocks)) &&
        !isField(info)
      )
        parts.bodies.push(info);
    }
    const answer = info.short !== null ? verifiedAnswer(info.short) : null;
    // A row answered no ("Verified purchase: No") outweighs its own label, which holds the phrase alone.
    if (answer !== null) parts.verified = parts.verified === false ? false : answer;
    parts.scriptDate ??= dateInScripts(info.element);
    for (let i = info.children.length - 1; i >= 0; i--)
      stack.push([info.children[i]!, inRating || isRating]);
  }
  if (block.signal !== null && parts.signals.length === 0) parts.signals.push(block);
  return parts;
}

/** The BEM block names a review block's classes carry: "user-post" of `user-post user-post__card`. */
function bemBlocks(element: Element): Set<string> {
  const names = new Set<string>();
  for (const token of (element.attribs.class ?? '').split(/\s+/)) {
    const name = token.split('__')[0]!;
    if (/^[a-z][\w-]*$/i.test(name)) names.add(name);
  }
  return names;
}

/**
 * The review block's own BEM element for its text (`user-post__text` in `user-post`, Ceneo's opinions): however
 * the block is named, its `__text` element is where it keeps the words. Not `__body` or `__content`: those
 * usually hold the writer, the stars and the votes as well (Ceneo's `user-post__body` holds the whole card).
 */
function isOwnTextElement(element: Element, blocks: ReadonlySet<string>): boolean {
  for (const token of (element.attribs.class ?? '').split(/\s+/)) {
    const m = /^(.+)__text$/.exec(token);
    if (m && blocks.has(m[1]!)) return true;
  }
  return false;
}

// A date key and its string value in a small JSON script ("publishedDate":"2019-05-03T12:04:40Z").
const SCRIPT_DATE =
  /"(?:publishedDate|datePublished|submittedAt|submissionTime|createdAt|created|postedDate|reviewDate|date)"\s*:\s*"([^"\\]{4,40})"/i;

/** The first date in a JSON script that is a direct child of the element (the page's code renders it). */
function dateInScripts(element: Element): string | null {
  for (const child of element.children) {
    if (child.type !== 'script' || (child as Element).name !== 'script') continue;
    const type = ((child as Element).attribs.type ?? '').toLowerCase();
    if (!type.includes('json')) continue;
    const code = scriptText(child as Element);
    const m = code.length <= 2_000 ? SCRIPT_DATE.exec(code) : null;
    if (m) return m[1]!;
  }
  return null;
}

/** True when an element between `info` and `block` is marked by `hint`. */
function inside(info: IndexedElement, block: IndexedElement, hint: RegExp): boolean {
  for (let at = info.parent; at && at !== block; at = at.parent)
    if (hint.test(hintsOf(at.element))) return true;
  return false;
}

const contains = (outer: IndexedElement, inner: IndexedElement) =>
  outer.order <= inner.order && inner.end <= outer.end;

/** Without a marked reviewer: the name-like line closest before the date. */
function nameBeforeDate(parts: BlockParts): IndexedElement | null {
  if (!parts.date) return null;
  const at = parts.elements.indexOf(parts.date);
  for (let i = at - 1; i >= 0 && i >= at - 12; i--) {
    const info = parts.elements[i]!;
    if (info.children.length > 0 || isField(info) || !info.short) continue;
    // Badges, locations and the variant bought stand beside names too.
    if (info.parent?.isChrome || CHROME_HINT.test(hintsOf(info.element))) continue;
    return looksLikeName(info.short) ? info : null;
  }
  return null;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Without a marked reviewer: a name-like heading above the stars. Review titles follow the rating they head
 * (or hold it); a heading before it, not marked as a title, names who wrote the review (the store on an app
 * marketplace).
 */
function headingBeforeRating(
  parts: BlockParts,
  signal: IndexedElement | null,
): IndexedElement | null {
  if (!signal) return null;
  const heading = parts.titles.find(
    (t) => HEADINGS.has(t.element.name) && !TITLE_HINT.test(hintsOf(t.element)),
  );
  if (!heading || heading.end >= signal.order || contains(heading, signal)) return null;
  return heading.short && looksLikeName(heading.short) ? heading : null;
}

/** Short label-like lines only (at most a few, none a sentence): a metadata column, not review text. */
function isMetadataColumn(info: IndexedElement): boolean {
  const stack = [info];
  let lines = 0;
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen > 40) return false;
    const at = stack.pop()!;
    if (at.children.length === 0 && !isField(at)) {
      const text = at.short ?? '';
      if (text.length > 30 || /[.!?]/.test(text)) return false;
      if (text && !isUiLabel(text)) lines++;
    }
    stack.push(...at.children);
  }
  return lines >= 2;
}

/** The first line of a metadata column when it reads as a name. */
function firstNameLine(column: IndexedElement | undefined): IndexedElement | null {
  for (let at = column; at; at = at.children[0]) {
    if (at.children.length === 0 || (at.short !== null && at.children.every((c) => !c.short)))
      return at.short && looksLikeName(at.short) ? at : null;
  }
  return null;
}

/** Without a marked title: a short line right after the star rating, outside the body ("5★ Great product"). */
function lineAfterRating(signal: IndexedElement | null): IndexedElement | null {
  const siblings = signal?.parent?.children ?? [];
  const next = siblings[siblings.indexOf(signal!) + 1];
  // A line holding the date is the date's line ("Wystawiono <time>…</time> użytkowania"), whatever words remain.
  if (!next || isField(next) || next.hasDate || next.children.some((c) => c.children.length > 0))
    return null;
  return next.short && next.short.length <= 120 && !/[.!?]$/.test(next.short) ? next : null;
}

export function readReviewBlock(
  block: IndexedElement,
  index: PageIndex,
  order: DateOrder | null = null,
): ReviewDraft | null {
  return readReviewAndBody(block, index, order)?.review ?? null;
}

/** The review of a block and the element its text was read from (the block itself when no part holds it). */
export function readReviewAndBody(
  block: IndexedElement,
  index: PageIndex,
  order: DateOrder | null,
): { review: ReviewDraft; body: IndexedElement } | null {
  const parts = partsOf(block);
  const signal =
    parts.signals.find((s) => !inside(s, block, SUB_RATING_HINT)) ?? parts.signals[0] ?? null;
  const rating = signal?.signal ?? undefined;
  const headingName = parts.authors.length === 0 ? headingBeforeRating(parts, signal) : null;
  if (headingName) parts.titles = parts.titles.filter((t) => !contains(headingName, t));
  const guessedAuthor = parts.authors.length === 0 ? (nameBeforeDate(parts) ?? headingName) : null;
  const baseFree = (info: IndexedElement) =>
    info.textLength -
    info.fieldLength -
    (guessedAuthor && contains(info, guessedAuthor) ? guessedAuthor.textLength : 0);
  let titleInfo =
    parts.titles.find((t) => TITLE_HINT.test(hintsOf(t.element))) ?? parts.titles[0] ?? null;
  if (!titleInfo) {
    // A line after the stars is a title only when the review's text is elsewhere in the block.
    // Nor when it is the writer's name ("★★★★☆ Jane · March 3, 2024").
    const line = lineAfterRating(signal);
    if (line && line !== guessedAuthor && baseFree(block) - baseFree(line) > 0) titleInfo = line;
  }
  const guessedTitle = titleInfo && !isField(titleInfo) ? titleInfo : null;
  const free = (info: IndexedElement) =>
    baseFree(info) - (guessedTitle && contains(info, guessedTitle) ? guessedTitle.textLength : 0);
  const isPart = (info: IndexedElement) =>
    isField(info) || info === guessedAuthor || info === guessedTitle;

  // A post of its own after the review's (a writer and a date of its own): a reply threaded under the review, as
  // WordPress nests the shop's answer in `ul.children`. Its text part is not the review's.
  const ownPost = block.children.find((c) => c.hasAuthor && c.hasDate);
  const isThreadedReply = (c: IndexedElement) =>
    ownPost !== undefined &&
    c.parent === block &&
    c.order > ownPost.end &&
    c.hasAuthor &&
    c.hasDate;
  const replies = block.children.filter(isThreadedReply);
  let marked = parts.bodies
    .filter((info) => !replies.some((reply) => contains(reply, info)))
    .reduce<IndexedElement | null>(
      (best, info) => (best === null || free(info) > free(best) ? info : best),
      null,
    );
  // A text part inside a marked content part that holds nearly all its words is the text itself: the rest of the
  // outer part is its furniture (nopCommerce's review-content holds review-text, the writer and a vote tally).
  for (let inner = marked; inner;) {
    const outer: IndexedElement = inner;
    inner =
      parts.bodies.find((b) => b !== outer && contains(outer, b) && free(b) >= 0.9 * free(outer)) ??
      null;
    if (inner) marked = inner;
  }
  // A column of short lines beside the text (country, "2 months using the app") is metadata, not text.
  const meta = new Set(block.children.filter((c) => !isPart(c) && isMetadataColumn(c)));
  let metaFree = [...meta].reduce((sum, c) => sum + free(c), 0);
  // Without a reviewer found elsewhere, the column's first line names the writer (a store on an app marketplace).
  const columnName =
    parts.authors.length === 0 && !guessedAuthor ? firstNameLine([...meta][0]) : null;
  // Never all of it: when short lines are all the block has, they are the review.
  if (free(block) - metaFree <= 0) {
    meta.clear();
    metaFree = 0;
  }
  let body = marked && free(marked) > 0 ? marked : block;
  if (body === block) {
    // Replies, votes and badges beside the text (a shop's or developer's answer can be longer than the review).
    const aside = (c: IndexedElement) =>
      meta.has(c) ||
      CHROME_HINT.test(hintsOf(c.element)) ||
      opensWithReplyLabel(c) ||
      isThreadedReply(c);
    for (;;) {
      let total = free(body);
      for (const c of body.children) if (aside(c)) total -= free(c);
      const dominant = body.children.find(
        (c) => !isPart(c) && !aside(c) && free(c) > 0 && free(c) >= 0.6 * total,
      );
      if (!dominant) break;
      body = dominant;
    }
  }
  const wholeBlock = body === block;
  const skip = (element: Element) => {
    const info = index.of.get(element);
    if (!info || info === body) return false;
    return (
      isPart(info) ||
      (wholeBlock &&
        (meta.has(info) ||
          CHROME_HINT.test(hintsOf(element)) ||
          opensWithReplyLabel(info) ||
          isThreadedReply(info)))
    );
  };
  const text = cleanReviewText(readableText(body.element, { skip, dropText: isControlText }));

  const dateInfo = parts.date;
  const date = dateInfo
    ? dateOf(dateInfo, order)
    : parts.scriptDate
      ? parseDateText(parts.scriptDate, order)
      : null;
  const reviewer =
    [
      ...parts.authors,
      ...(guessedAuthor ? [guessedAuthor] : []),
      ...(columnName ? [columnName] : []),
    ]
      .map((a) => {
        // The writer's line may hold the date as a part of its own ("Anna <span class=date>(Mar 3, 2024)</span>").
        const skipDate = (element: Element) => index.of.get(element)?.isDate === true;
        const words = readableText(a.element, { skip: skipDate });
        return cleanAuthor(untruncated(a.element, words) || a.short);
      })
      .find((name) => name !== null) ??
    nameInDateLine(dateInfo) ??
    nameBesideDatePart(dateInfo);
  const titleText = (info: IndexedElement) =>
    cleanInline(
      readableText(info.element, {
        skip: (element) => {
          const sub = index.of.get(element);
          return sub !== undefined && sub !== info && isField(sub) && !sub.isTitle;
        },
      }),
    );
  const title = [
    ...(titleInfo ? [titleInfo] : []),
    ...parts.titles.filter((t) => t !== titleInfo && !contains(t, body) && !contains(body, t)),
  ]
    // A title heads the review: it comes before the text (a shop name printed after it is not one).
    .filter((info) => !contains(info, body) && info.order <= body.end)
    .map(titleText)
    .find((t) => t !== null);
  // A block with neither text nor a reviewer or date is a summary or widget, not a review.
  if (!text && (rating === undefined || (!date && !reviewer))) return null;
  const review: ReviewDraft = {
    id: reviewIdOf(block.element) ?? permalinkIdOf(parts),
    text,
    title: title && title !== text ? title : undefined,
    rating,
    date: date ?? undefined,
    reviewer: reviewer ?? undefined,
    verified: parts.verified || verifiedAttribute(block.element) ? true : undefined,
  };
  return { review, body };
}

/**
 * "By Anna on 3 March 2024", "Anna – 03/03/2024", "Date Added: 03/12/2024 by Anna" (Zen Cart): the writer named in
 * the date's own line.
 */
function nameInDateLine(dateInfo: IndexedElement | null): string | null {
  const line = dateInfo?.short;
  if (!line) return null;
  const byAfterDate = /\d\W*\s(?=(?:by|von|par|por|di|door|av)\s+\S)/i.exec(line);
  if (byAfterDate) {
    const name = cleanAuthor(line.slice(byAfterDate.index + byAfterDate[0].length));
    if (name && looksLikeName(name)) return name;
  }
  if (!(hasByPrefix(line) || /\s[–—|•·-]\s|\s(?:on|am|le|el|il|op|em)\s/i.test(line))) return null;
  const name = cleanAuthor(line);
  return name && name !== line && looksLikeName(name) && !isDateLabel(name) ? name : null;
}

/**
 * The writer's line that holds the date as a part of its own, when the line is read as the date: SAP Commerce's
 * `<div class="autor">Anna <span class="date">(Mar 3, 2024)</span></div>`.
 */
function nameBesideDatePart(dateInfo: IndexedElement | null): string | null {
  const line = dateInfo?.parent;
  if (!line?.short || !dateInfo!.short || !hasAuthorHint(hintsOf(line.element))) return null;
  const name = cleanAuthor(line.short.replace(dateInfo!.short, ''));
  return name && looksLikeName(name) ? name : null;
}

/** A date element's value: a machine-readable attribute first, else its text. */
export function dateOf(info: IndexedElement, order: DateOrder | null): string | null {
  for (const value of dateAttributeValues(info.element)) {
    const date = parseDateText(value, order);
    if (date) return date;
  }
  return parseDateText(info.short, order);
}

// Judge.me's `data-verified-buyer="true"` (its badge's words may be drawn by CSS), `data-verified-purchase`.
const VERIFIED_ATTRIBUTE = /^data-(?:is-)?verified(?:-(?:buyer|purchase|owner|reviewer))?$/i;

/** The review block says by an attribute that its writer bought the product. */
function verifiedAttribute(element: Element): boolean {
  for (const [name, value] of Object.entries(element.attribs))
    if (VERIFIED_ATTRIBUTE.test(name) && value.trim().toLowerCase() === 'true') return true;
  return false;
}

/** A shop's own review id on the block (never a positional id such as "review-3"). */
function reviewIdOf(element: Element): string | undefined {
  const a = element.attribs;
  for (const value of [a['data-review-id'], a['data-reviewid'], a['data-id'], a.id]) {
    if (!value) continue;
    const id = value.replace(/^(?:review|customer_review|comment)[-_]/i, '');
    if (/^[\w-]{6,64}$/.test(id) && (id.match(/\d/g) ?? []).length >= 4) return id;
  }
  return undefined;
}

const PERMALINK =
  /[?&](?:reviewId|review_id|reviewID|commentId)=([\w-]{6,64})|\/(?:gp\/)?customer-reviews\/(R[A-Z0-9]{6,20})/;

/** The review id in the block's permalink (`…?reviewId=<id>`, `/gp/customer-reviews/<id>`). */
function permalinkIdOf(parts: BlockParts): string | undefined {
  for (const info of parts.elements) {
    if (info.element.name !== 'a') continue;
    const m = PERMALINK.exec(info.element.attribs.href ?? '');
    if (m) return m[1] ?? m[2];
  }
  return undefined;
}
