// The date of a review block: its date element's machine-readable attribute or text, else a date the page's code
// draws from a JSON script inside the block.
import type { Element } from 'domhandler';
import { dateAttributeValues, withoutByPrefix } from './field-hints';
import { scriptText, type IndexedElement } from './page-index';
import type { DateOrder } from '@reviewsentry/review-values';
import { parseDateText } from './values';

// A date key and its string value in a small JSON script ("publishedDate":"2019-05-03T12:04:40Z").
const SCRIPT_DATE =
  /"(?:publishedDate|datePublished|submittedAt|submissionTime|createdAt|created|postedDate|reviewDate|date)"\s*:\s*"([^"\\]{4,40})"/i;

/** The first date in a JSON script that is a direct child of the element (the page's code renders it). */
export function dateInScripts(element: Element): string | null {
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

/** A date element's value: a machine-readable attribute first, else its text. */
export function dateOf(info: IndexedElement, order: DateOrder | null): string | null {
  for (const value of dateAttributeValues(info.element)) {
    const date = parseDateText(value, order);
    if (date) return date;
  }
  return parseDateText(dateWords(info), order);
}

/** A date line's words without the writer's part it holds ("by <a>Anna K.</a> 2 months ago"). */
function dateWords(info: IndexedElement): string | null {
  const writer = info.children.find((child) => child.isAuthor && child.short);
  if (!writer || !info.short) return info.short;
  return withoutByPrefix(info.short.replace(writer.short!, ' ').replace(/\s+/g, ' ').trim());
}

/** The block's date: its date element's, else the one in its JSON script. */
export function blockDate(
  dateInfo: IndexedElement | null,
  scriptDate: string | null,
  order: DateOrder | null,
): string | null {
  if (dateInfo) return dateOf(dateInfo, order);
  return scriptDate ? parseDateText(scriptDate, order) : null;
}
