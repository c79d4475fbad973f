// Who wrote a review block: its marked writer parts, else a name-like line it prints where writers stand (before
// the date, a heading above the stars, a metadata column's first line, the date's own line).
import type { Element } from 'domhandler';
import { isUiLabel } from '@reviewsentry/review-values';
import {
  CHROME_HINT,
  TITLE_HINT,
  capitalised,
  cleanAuthor,
  hasAuthorHint,
  hasByPrefix,
  hintsOf,
  isDateLabel,
  isDateText,
  looksLikeName,
} from './field-hints';
import { contains, isField, type BlockParts } from './block-parts';
import { holdsPhraseWord } from './phrase-words';
import type { IndexedElement, PageIndex } from './page-index';
import { readableText, untruncated } from './readable-text';

const BOLD = new Set(['strong', 'b']);

/**
 * Without a marked reviewer: the name-like line closest before the date. A bold line of its own there with a plain
 * name-like line before it is the review's title, the plain one its writer (Sylius prints the first name, then the
 * title in `<strong>` above the date and stars). Shops bold names too: a bold line that shares its line with the
 * date is a byline ("<strong>Anna</strong> <em>12/03/2024</em>"), and a bold line alone names the writer.
 */
export function nameBeforeDate(parts: BlockParts): {
  name: IndexedElement | null;
  title: IndexedElement | null;
} {
  const lines = linesBeforeDate(parts);
  const [first, second] = [lines.next().value, lines.next().value];
  const boldLineOfItsOwn =
    first !== undefined &&
    BOLD.has(first.element.name) &&
    !(first.parent && parts.date && contains(first.parent, parts.date));
  if (boldLineOfItsOwn && second && !BOLD.has(second.element.name) && looksLikeName(second.short!))
    return { name: second, title: first };
  if (first && looksLikeName(first.short!)) return { name: first, title: null };
  return { name: nameAfterDate(parts), title: null };
}

/**
 * Where no name stands before the date: the first line of words after it in its header line (the date's parent),
 * past badges, when it reads as a name: bold (Stamped's `<span class="created">03/03/2024</span><strong
 * class="author">Anna</strong>`), or with every word capitalised as names are and titles mostly are not (Judge.me's
 * stars, date, "Verified Buyer" and name).
 */
function nameAfterDate(parts: BlockParts): IndexedElement | null {
  const date = parts.date;
  const line = date?.parent;
  if (!date || !line) return null;
  for (let i = parts.elements.indexOf(date) + 1; i < parts.elements.length; i++) {
    const info = parts.elements[i]!;
    if (!contains(line, info)) return null;
    if (contains(date, info) || info.textLength === 0) continue;
    if (info.children.some((c) => c.textLength > 0) || info.isChrome || info.parent?.isChrome)
      continue;
    if (isField(info) || !info.short || !looksLikeName(info.short)) return null;
    if (holdsPhraseWord(info.short)) return null;
    return BOLD.has(info.element.name) || capitalised(info.short) ? info : null;
  }
  return null;
}

/** The lines of words before the block's date, closest first: leaves that are no field, badge or location. */
function* linesBeforeDate(parts: BlockParts): Generator<IndexedElement, void> {
  if (!parts.date) return;
  const at = parts.elements.indexOf(parts.date);
  for (let i = at - 1; i >= 0 && i >= at - 12; i--) {
    const info = parts.elements[i]!;
    if (info.children.length > 0 || isField(info) || !info.short) continue;
    // A separator of its own ("–", "|", "·") stands between a name and its date, and names no one.
    if (!/[\p{L}\p{N}]/u.test(info.short)) continue;
    // Badges, locations and the variant bought stand beside names too.
    if (info.parent?.isChrome || CHROME_HINT.test(hintsOf(info.element))) continue;
    // So do a control's words ("Read More") and the label the date is announced with ("Review posted"), which
    // only a class would otherwise tell from a name.
    if (isUiLabel(info.short) || info.short.split(/\s+/).some(isDateLabel)) continue;
    yield info;
  }
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Without a marked reviewer: a name-like heading above the stars. Review titles follow the rating they head
 * (or hold it); a heading before it, not marked as a title, names who wrote the review (the store on an app
 * marketplace).
 */
export function headingBeforeRating(
  parts: BlockParts,
  signal: IndexedElement | null,
): IndexedElement | null {
  if (!signal) return null;
  const heading = parts.titles.find(
    (t) => HEADINGS.has(t.element.name) && !TITLE_HINT.test(hintsOf(t.element)),
  );
  if (!heading || heading.end >= signal.order || contains(heading, signal)) return null;
  return heading.short && looksLikeName(heading.short) && !holdsPhraseWord(heading.short)
    ? heading
    : null;
}

/**
 * Without any other writer: a part marked as a title that stands where a byline does, above the stars in a block
 * with a date (above or under it), and reads as a name (short, no sentence punctuation: "Anna K.", never "Great
 * kettle!"), every word of it capitalised as names are and titles mostly are not ("Great product", "Love it" stay
 * titles: a title read as a writer would make reviews titled alike one reviewer's). Bootstrap's media object names
 * its heading `media-heading` whatever it holds, and shops' comment templates print the writer there.
 */
export function titleAsByline(
  parts: BlockParts,
  signal: IndexedElement | null,
): IndexedElement | null {
  const title = parts.titles[0];
  if (!title || !signal || !parts.date || contains(title, signal)) return null;
  if (title.end >= signal.order) return null;
  const oneWord = title.short !== null && !/\s/.test(title.short);
  return title.short &&
    (oneWord || capitalised(title.short)) &&
    looksLikeName(title.short) &&
    !holdsPhraseWord(title.short)
    ? title
    : null;
}

/**
 * Without any other writer: the line that opens the card, before its stars, when it reads as a name and is cased
 * as one (every word opening with a capital or a digit: "Anna K.", "Shopper 1-0"; a one-word user name as it is).
 * Yotpo's cards since 2023, Amazon's classic ones and WooCommerce's block print the name there, far from the date.
 * A title opens a card too, cased as a sentence ("Great little flask") or made of a title's words ("Five Stars",
 * phrase-words.ts), and is left.
 */
export function openingName(
  block: IndexedElement,
  signal: IndexedElement | null,
): IndexedElement | null {
  const line = firstNameLine(block);
  if (!line || !signal || line.end >= signal.order || isField(line)) return null;
  if (holdsPhraseWord(line.short!)) return null;
  const words = line.short!.split(/\s+/);
  return words.length === 1 || words.every((w) => /^[\p{Lu}\p{Lt}\p{N}]/u.test(w)) ? line : null;
}

/** The first line of a metadata column when it reads as a name. */
export function firstNameLine(column: IndexedElement | undefined): IndexedElement | null {
  for (let at = column; at; at = at.children[0]) {
    if (at.children.length === 0 || (at.short !== null && at.children.every((c) => !c.short)))
      return at.short && looksLikeName(at.short) ? at : null;
  }
  return null;
}

/**
 * The writer's name: the first of the candidate parts (marked ones first) whose words read as one, else the name
 * the date's line holds.
 */
export function reviewerOf(
  candidates: IndexedElement[],
  dateInfo: IndexedElement | null,
  index: PageIndex,
): string | null {
  return (
    candidates
      .map((a) => {
        // The writer's line may hold the date as a part of its own ("Anna <span class=date>(Mar 3, 2024)</span>").
        const skipDate = (element: Element) => index.of.get(element)?.isDate === true;
        const words = readableText(a.element, { skip: skipDate });
        // Cut short after its byline word is dropped ("by rosemarysandieg..."): the name is the title's.
        const name = cleanAuthor(untruncated(a.element, words) || a.short);
        return name === null ? null : untruncated(a.element, name);
      })
      .find((name) => name !== null) ??
    nameInDateLine(dateInfo) ??
    nameBesideDatePart(dateInfo)
  );
}

/**
 * "By Anna on 3 March 2024", "Anna – 03/03/2024", "Date Added: 03/12/2024 by Anna" (Zen Cart): the writer named in
 * the date's own line.
 */
function nameInDateLine(dateInfo: IndexedElement | null): string | null {
  // The date in brackets after the name: CubeCart's `<cite><span>Anna K.</span> (03/03/2024)</cite>`.
  const short = dateInfo?.short?.trim() ?? '';
  const open = short.lastIndexOf('(');
  if (open > 0 && short.endsWith(')') && isDateText(short.slice(open + 1, -1))) {
    const name = cleanAuthor(short.slice(0, open));
    if (name && looksLikeName(name) && capitalised(name)) return name;
  }
  // Without an aside closing the line: geeCommerce's "By Anna K. , March 3, 2024 (See all customer reviews)".
  const line = dateInfo?.short?.replace(/(?<!\s)\s*\([^()]*\)$/, '');
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
 * `<div class="autor">Anna <span class="date">(Mar 3, 2024)</span></div>`, or a heading holding a name and the date
 * as a byline does (Start Bootstrap's comments: `<h4 class="media-heading">Anna <small>March 3, 2024</small></h4>`).
 */
function nameBesideDatePart(dateInfo: IndexedElement | null): string | null {
  const line = dateInfo?.parent;
  if (!line?.short || !dateInfo!.short) return null;
  const hints = hintsOf(line.element);
  if (!hasAuthorHint(hints) && !HEADINGS.has(line.element.name) && !/heading/i.test(hints))
    return null;
  const name = cleanAuthor(line.short.replace(dateInfo!.short, ''));
  return name && looksLikeName(name) ? name : null;
}
