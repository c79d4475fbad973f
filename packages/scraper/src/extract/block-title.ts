// A review block's title: a part marked as one, else a short line right after the stars, read without the
// fields it holds; never a line after the text.
import { isUiLabel } from '@reviewsentry/review-values';
import {
  TITLE_HINT,
  capitalised,
  hintsOf,
  isBylineWord,
  isPlaceOrVariantLine,
} from './field-hints';
import { contains, isField, type BlockParts } from './block-parts';
import type { IndexedElement, PageIndex } from './page-index';
import { holdsPhraseWord } from './phrase-words';
import { readableText } from './readable-text';
import { cleanInline } from './values';

/** The title part the block marks as one (by a title class first), else its first title part. */
export function markedTitle(titles: IndexedElement[]): IndexedElement | null {
  return titles.find((t) => TITLE_HINT.test(hintsOf(t.element))) ?? titles[0] ?? null;
}

/** Without a marked title: a short line right after the star rating, outside the body ("5★ Great product"). */
export function lineAfterRating(signal: IndexedElement | null): IndexedElement | null {
  const siblings = signal?.parent?.children ?? [];
  const next = siblings[siblings.indexOf(signal!) + 1];
  // A line holding the date is the date's line ("Wystawiono <time>…</time> użytkowania"), whatever words remain.
  if (!next || isField(next) || next.hasDate || next.children.some((c) => c.children.length > 0))
    return null;
  // The word opening the byline ("by" before the writer's link) is no title, nor a place or variant.
  return next.short &&
    next.short.length <= 120 &&
    !/[.!?]$/.test(next.short) &&
    !isBylineWord(next.short) &&
    !isPlaceOrVariantLine(next.short)
    ? next
    : null;
}

// A label and its value ("Colour: Silver", "Farbe: Weiß"): a detail of the purchase, never a title.
const LABELLED = /^[^:]{1,30}:\s/;

/**
 * Without a marked title or a line after the stars: the line of words that stands right before the review's text,
 * outside it, and reads as a heading (short, no sentence stop, no label's colon, no control's words): Yotpo's,
 * Okendo's and Coupang's unmarked title over the text, a bold line closing the header above it. Where the writer is
 * not known, a line whose every word is capitalised may be their name, and is left rather than taken for a title.
 */
export function lineBeforeText(
  parts: BlockParts,
  body: IndexedElement,
  isPart: (info: IndexedElement) => boolean,
  writerKnown: boolean,
): IndexedElement | null {
  for (let i = parts.elements.indexOf(body) - 1; i >= 0; i--) {
    const info = parts.elements[i]!;
    // Walking back in document order meets a line's last word-holding leaf first, and the text's own ancestors.
    if (contains(info, body) || info.textLength === 0) continue;
    if (info.children.some((c) => c.textLength > 0)) continue;
    if (isPart(info) || info.hidden || !info.short || info.short.length > 120) return null;
    const line = info.short;
    // An aside in brackets ("(See all customer reviews)") heads nothing.
    if (
      /[.!?:]$|^\(.*\)$/.test(line) ||
      LABELLED.test(line) ||
      isPlaceOrVariantLine(line) ||
      isBylineWord(line) ||
      isUiLabel(line)
    )
      return null;
    if (!writerKnown && capitalised(line) && !holdsPhraseWord(line)) return null;
    return info;
  }
  return null;
}

/** The words of the first title (the chosen one, then the other title parts) that heads the body. */
export function titleOf(
  chosen: IndexedElement | null,
  titles: IndexedElement[],
  body: IndexedElement,
  index: PageIndex,
): string | undefined {
  const titleText = (info: IndexedElement) =>
    cleanInline(
      readableText(info.element, {
        skip: (element) => {
          const sub = index.of.get(element);
          return sub !== undefined && sub !== info && isField(sub) && !sub.isTitle;
        },
      }),
    );
  return (
    [
      ...(chosen ? [chosen] : []),
      ...titles.filter((t) => t !== chosen && !contains(t, body) && !contains(body, t)),
    ]
      // A title heads the review: it comes before the text (a shop name printed after it is not one).
      .filter((info) => !contains(info, body) && info.order <= body.end)
      .map(titleText)
      .find((t) => t !== null)
  );
}
