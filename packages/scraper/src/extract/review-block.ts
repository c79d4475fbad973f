// Reads one review block of server-rendered markup into a review: the rating it states (the overall one, not a
// sub-rating of quality or value), the date, writer and title from their parts (block-date, block-writer,
// block-title), and the text a person reads: the part of the block that holds most of its free text, with rating
// widgets, names, dates, badges and controls left out. Work is proportional to the size of the block.
import type { Element } from 'domhandler';
import {
  CONTROL_HINT,
  PICTURE_HINT,
  SUB_RATING_HINT,
  hintsOf,
  isControlText,
  isUsageLength,
} from './field-hints';
import type { IndexedElement, PageIndex } from './page-index';
import { opensWithReplyLabel } from './reply-part';
import { isUiLabel } from '@reviewsentry/review-values';
import { readableText } from './readable-text';
import type { ReviewDraft } from './types';
import type { DateOrder } from '@reviewsentry/review-values';
import { cleanReviewText, normaliseForKey } from './values';
import { contains, inside, isField, partsOf } from './block-parts';
import { blockDate } from './block-date';
import {
  firstNameLine,
  headingBeforeRating,
  nameBeforeDate,
  openingName,
  reviewerOf,
  titleAsByline,
} from './block-writer';
import { lineAfterRating, lineBeforeText, markedTitle, titleOf } from './block-title';
import { permalinkIdOf, reviewIdOf } from './review-id';
import { holdsPartHeading, isNoneAnswerPart, isPartHeading } from './part-labels';

/** Short label-like lines only (at most a few, none a sentence): a metadata column, not review text. */
function isMetadataColumn(info: IndexedElement): boolean {
  const stack = [info];
  let lines = 0;
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen > 40) return false;
    const at = stack.pop()!;
    if (at.children.length === 0 && !isField(at)) {
      const text = at.short ?? '';
      // An initial's full stop ("Anna K.") ends a shortened name, not a sentence; a line saying how long the
      // writer had the product ("Owned for 2 weeks when reviewed.") is a fact about them, stop and all.
      const sentence = text.length > 30 || /[.!?]/.test(text.replace(/(?<=^|\s)\p{Lu}\./gu, ''));
      if (sentence && !isUsageLength(text)) return false;
      if (text && !isUiLabel(text)) lines++;
    }
    stack.push(...at.children);
  }
  return lines >= 2;
}

export function readReviewBlock(
  block: IndexedElement,
  index: PageIndex,
  order: DateOrder | null = null,
): ReviewDraft | null {
  return readReviewAndBody(block, index, order)?.review ?? null;
}

// An aspect's name printed before its score ("Quality", "Ease of Use", "Rapport qualité-prix"); not the words
// that introduce the review's own stars ("Overall", "Rating").
const ASPECT_NAME = /^\p{L}[\p{L} &/'’-]{0,29}$/u;
const OVERALL_WORDS =
  /overall|rating|rated|score|stars?|gesamt|bewertung|note|global|general|valoración|calificación/i;

/**
 * A score in a row of its own beside an aspect's name (`<div><div>Quality</div><div>3 out of 5</div></div>`): a
 * sub-rating, whatever its classes say.
 */
function besideAspectName(signal: IndexedElement): boolean {
  let at: IndexedElement | null = signal;
  for (let up = 0; at && up < 3; up++, at = at.parent) {
    const row: readonly IndexedElement[] = at.parent?.children ?? [];
    if (row.length !== 2 || row[1] !== at) continue;
    const name = row[0]!.short?.trim() ?? '';
    if (ASPECT_NAME.test(name) && !OVERALL_WORDS.test(name)) return true;
  }
  return false;
}

/** The review of a block and the element its text was read from (the block itself when no part holds it). */
export function readReviewAndBody(
  block: IndexedElement,
  index: PageIndex,
  order: DateOrder | null,
): { review: ReviewDraft; body: IndexedElement } | null {
  const parts = partsOf(block);
  const signal =
    parts.signals.find((s) => !inside(s, block, SUB_RATING_HINT) && !besideAspectName(s)) ??
    parts.signals.find((s) => !inside(s, block, SUB_RATING_HINT)) ??
    parts.signals[0] ??
    null;
  const rating = signal?.signal ?? undefined;
  // A writer the date's own line names ("Reviewed by Anna K. on March 3, 2024") leaves no line to guess as theirs.
  const unnamed = parts.authors.length === 0 && !reviewerOf([], parts.date, index);
  const beforeDate = unnamed ? nameBeforeDate(parts) : null;
  // Only where nothing else names the writer is a heading or title part standing as a byline the writer's name.
  const headingName =
    unnamed && !beforeDate!.name
      ? (headingBeforeRating(parts, signal) ?? titleAsByline(parts, signal))
      : null;
  if (headingName) parts.titles = parts.titles.filter((t) => !contains(headingName, t));
  const guessedAuthor = unnamed ? (beforeDate!.name ?? headingName) : null;
  const baseFree = (info: IndexedElement) =>
    info.textLength -
    info.fieldLength -
    (guessedAuthor && contains(info, guessedAuthor) ? guessedAuthor.textLength : 0);
  let titleInfo = markedTitle(parts.titles) ?? beforeDate?.title ?? null;
  if (!titleInfo) {
    // A line after the stars is a title only when the review's text is elsewhere in the block: a shop's answer
    // there is not the review's text (Etsy's card: stars, the text, "Response from the seller" and its words).
    // Nor when it is the writer's name ("★★★★☆ Jane · March 3, 2024").
    const line = lineAfterRating(signal);
    const answered = block.children
      .filter(opensWithReplyLabel)
      .reduce((sum, c) => sum + baseFree(c), 0);
    if (line && line !== guessedAuthor && baseFree(block) - baseFree(line) - answered > 0)
      titleInfo = line;
  }
  const guessedTitle = titleInfo && !isField(titleInfo) ? titleInfo : null;
  const free = (info: IndexedElement) =>
    baseFree(info) - (guessedTitle && contains(info, guessedTitle) ? guessedTitle.textLength : 0);
  const isPart = (info: IndexedElement) =>
    isField(info) || info === guessedAuthor || info === guessedTitle;
  // Named like a control, or like a picture without holding most of the review's words: a picture's name may be a
  // layout's (Bootstrap's `media` object wraps the whole review).
  const namedAside = (info: IndexedElement) => {
    const hints = hintsOf(info.element);
    return CONTROL_HINT.test(hints) || (PICTURE_HINT.test(hints) && free(info) < 0.5 * free(block));
  };

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
    unnamed && !guessedAuthor ? (firstNameLine([...meta][0]) ?? openingName(block, signal)) : null;
  // Never all of it: when short lines are all the block has, they are the review.
  if (free(block) - metaFree <= 0) {
    meta.clear();
    metaFree = 0;
  }
  let body = marked && free(marked) > 0 ? marked : block;
  if (body === block) {
    // Replies, votes and badges beside the text (a shop's or developer's answer can be longer than the review).
    const aside = (c: IndexedElement) =>
      meta.has(c) || namedAside(c) || opensWithReplyLabel(c) || isThreadedReply(c);
    for (;;) {
      let total = free(body);
      for (const c of body.children) if (aside(c)) total -= free(c);
      const dominant = body.children.find(
        (c) => !isPart(c) && !aside(c) && free(c) > 0 && free(c) >= 0.6 * total,
      );
      if (!dominant) break;
      // The answers to a shop's prompts ("Переваги:", "Недоліки:") and the comment beside them are one text.
      // (Words beside the dominant part are looked for first: the walk for a label is the costlier test.)
      const worded = body.children.filter((c) => !aside(c) && free(c) > 0);
      if (worded.length > 1 && worded.some((c) => holdsPartHeading(c, index))) break;
      body = dominant;
    }
  }
  const wholeBlock = body === block;
  const skip = (element: Element) => {
    const info = index.of.get(element);
    if (!info || info === body) return false;
    return (
      isPart(info) ||
      isPartHeading(info, index) ||
      isNoneAnswerPart(info, index) ||
      // Votes, badges and a reply link are never text, wherever they stand: they may sit inside the part that
      // holds the text (YITH's `review_vote` in its description).
      namedAside(info) ||
      (wholeBlock && (meta.has(info) || opensWithReplyLabel(info) || isThreadedReply(info)))
    );
  };
  const text = cleanReviewText(readableText(body.element, { skip, dropText: isControlText }));

  const dateInfo = parts.date;
  const date = blockDate(dateInfo, parts.scriptDate, order);
  const reviewer = reviewerOf(
    [
      ...parts.authors,
      ...(guessedAuthor ? [guessedAuthor] : []),
      ...(columnName ? [columnName] : []),
    ],
    dateInfo,
    index,
  );
  const title = titleOf(
    titleInfo ?? (body !== block ? lineBeforeText(parts, body, isPart, reviewer !== null) : null),
    parts.titles,
    body,
    index,
  );
  // A block with neither text nor a reviewer or date is a summary or widget, not a review.
  if (!text && (rating === undefined || (!date && !reviewer))) return null;
  const review: ReviewDraft = {
    id: reviewIdOf(block.element) ?? permalinkIdOf(parts.elements),
    text,
    // A heading that repeats the writer's name is their byline, not a title.
    title: title && title !== text && !sameWords(title, reviewer) ? title : undefined,
    rating,
    date: date ?? undefined,
    reviewer: reviewer ?? undefined,
    verified: parts.verified || verifiedAttribute(block.element) ? true : undefined,
  };
  return { review, body };
}

// Judge.me's `data-verified-buyer="true"` (its badge's words may be drawn by CSS), `data-verified-purchase`.
const VERIFIED_ATTRIBUTE = /^data-(?:is-)?verified(?:-(?:buyer|purchase|owner|reviewer))?$/i;

/** The review block says by an attribute that its writer bought the product. */
function verifiedAttribute(element: Element): boolean {
  for (const [name, value] of Object.entries(element.attribs))
    if (VERIFIED_ATTRIBUTE.test(name) && value.trim().toLowerCase() === 'true') return true;
  return false;
}

const sameWords = (a: string, b: string | null) =>
  b !== null && normaliseForKey(a) === normaliseForKey(b);
