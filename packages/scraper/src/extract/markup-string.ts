// Strings from JSON-LD and app state sometimes carry markup or entities ("Pasta &amp; Pizza", "Great<br>value",
// a review body with <p> paragraphs): they are read as HTML so the result is the text a person sees.
import { loadHtmlFragment } from './load-html';
import { readableText } from './readable-text';
import { cleanInline, cleanReviewText } from './values';

const MARKUP = /<[a-z!/]|&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/i;

export function textOfMarkupString(value: string): string {
  if (!MARKUP.test(value)) return value;
  // Plain line breaks in the string are kept: they are the reviewer's paragraphs, not HTML whitespace.
  const $ = loadHtmlFragment(value.replace(/\r\n?/g, '\n').replace(/\n/g, '<br>'));
  return readableText($.root()[0]!.children);
}

/** A review text value from structured data, as a person reads it. */
export function reviewTextOf(value: unknown): string {
  return typeof value === 'string' ? cleanReviewText(textOfMarkupString(value)) : '';
}

/** A one-line value (name, title, author) from structured data, or null when empty. */
export function inlineTextOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? cleanInline(textOfMarkupString(value)) : null;
}
