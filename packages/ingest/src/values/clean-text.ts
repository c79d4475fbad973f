// Review text as scraped, cleaned for reading and scoring: backslash escapes read (PHP's fputcsv, MySQL and JSON
// dumps write `\"` and `\n` into cells), line ends unified, control characters and simple HTML removed, entities
// decoded, and page UI text that scrapers glue on ("READ MORE", "Read more",
// "The media could not be loaded.") cut off by the shared stripUiNoise.
import { isPlaceholder, stripUiNoise, withoutControls } from '@reviewsentry/review-values';
import { decodeHtmlEntities } from './html-entities';
import { verifiedBadge } from './verified-badge';

export interface CleanedText {
  text: string;
  /** True when scraped page text was removed. */
  noiseRemoved: boolean;
  /** What a verification badge removed from the text's start said (values/verified-badge.ts). */
  verifiedBadge?: boolean;
}

const HTML_BREAK = /<br\s*\/?>|<\/p>\s*<p[^>]*>/giu;
const HTML_TAG =
  /<\/?(?:p|div|span|b|i|u|em|strong|a|li|ul|ol|font|small|big|sup|sub)(?:\s[^<>]*)?>/giu;
/** What a second layer of escaping leaves after one decoding: a tag we drop, or an entity. */
const ESCAPED_MARKUP =
  /<(?:br|\/?p)\b[^<>]*>|<\/?(?:div|span|b|i|u|em|strong)>|&(?:#\d+|#x[\da-f]+|[a-z]+);/iu;
const SPACES = /[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]+/gu;

export function cleanText(raw: string): CleanedText {
  const tidied = tidy(raw);
  const { text, removed, lead } = stripUiNoise(tidied);
  if (!removed) return { text, noiseRemoved: false };
  const badge = verifiedBadge(lead);
  return badge === undefined
    ? { text, noiseRemoved: true }
    : { text, noiseRemoved: true, verifiedBadge: badge };
}

// Any character that some clean-up step acts on, or a double space. Most reviews contain none: one native regex
// scan settles that about twice as fast as the character loop in scan(), which then runs only for the rest.
const MAY_NEED_WORK =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u001f\u007f<&\\\u00a0\u2000-\u200a\u202f\u205f\u3000\ufffe\uffff]| {2}/u;

/** Line ends, control characters, simple HTML, entities and whitespace; only the steps the text needs. */
function tidy(raw: string): string {
  if (!MAY_NEED_WORK.test(raw)) return raw.trim();
  let needs = scan(raw);
  if (needs === 0) return raw.trim();
  let s = raw;
  if (needs & NEEDS_ESCAPE) {
    const read = s.replace(ESCAPE, (_, c: string) => ESCAPED[c]!);
    if (read !== s) needs |= NEEDS_CR | NEEDS_NEWLINE | NEEDS_SPACE;
    s = read;
  }
  if (needs & NEEDS_CR) s = s.replace(/\r\n?/gu, '\n');
  if (needs & NEEDS_CONTROL) s = withoutControls(s);
  if (needs & NEEDS_HTML) {
    const read = s.replace(HTML_BREAK, '\n').replace(HTML_TAG, '');
    // A break tag is a line break as the file's own are: the spaces around it go the same way.
    if (read !== s) needs |= NEEDS_NEWLINE;
    s = read;
  }
  if (needs & NEEDS_ENTITY) {
    s = decodeHtmlEntities(s);
    // Markup escaped once more than the cell needs ("&lt;br /&gt;", "&amp;#39;": review apps that store HTML
    // escaped, then escape it again on export): the second layer is read as the first was, once.
    if (ESCAPED_MARKUP.test(s)) {
      s = decodeHtmlEntities(s.replace(HTML_BREAK, '\n').replace(HTML_TAG, ''));
      needs |= NEEDS_NEWLINE | NEEDS_SPACE;
    }
  }
  if (needs & NEEDS_SPACE) s = s.replace(SPACES, ' ');
  if (needs & NEEDS_NEWLINE) s = s.replace(/(?<! ) *\n */gu, '\n').replace(/\n{3,}/gu, '\n\n');
  return s.trim();
}

const NEEDS_CR = 1;
const NEEDS_CONTROL = 2;
const NEEDS_HTML = 4;
const NEEDS_ENTITY = 8;
const NEEDS_SPACE = 16;
const NEEDS_NEWLINE = 32;
const NEEDS_ESCAPE = 64;

/** The escapes those writers use; any other backslash ("¯\_(ツ)_/¯", "\o/") is the writer's own. */
const ESCAPE = /\\(["nrt\\])/gu;
const ESCAPED: Readonly<Record<string, string>> = {
  '"': '"',
  n: '\n',
  r: '\r',
  t: ' ',
  '\\': '\\',
};

/** One pass over the text to learn which clean-up steps it needs: most reviews need none of them. */
function scan(s: string): number {
  let needs = 0;
  let prevSpace = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) {
      if (c === 0x0d) needs |= NEEDS_CR | NEEDS_NEWLINE;
      else if (c === 0x0a) needs |= NEEDS_NEWLINE;
      else if (c === 0x09) needs |= NEEDS_SPACE;
      else needs |= NEEDS_CONTROL;
    } else if (c === 0x20) {
      if (prevSpace) needs |= NEEDS_SPACE;
    } else if (c === 0x3c) needs |= NEEDS_HTML;
    else if (c === 0x5c) needs |= NEEDS_ESCAPE;
    else if (c === 0x26) needs |= NEEDS_ENTITY;
    else if (
      c >= 0x7f &&
      (c === 0x7f ||
        c === 0xa0 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c >= 0xfffe)
    ) {
      needs |= c === 0x7f || c >= 0xfffe ? NEEDS_CONTROL : NEEDS_SPACE;
    }
    prevSpace = c === 0x20;
  }
  return needs;
}

/** A short single-line value (reviewer, product, title): cleaned the same way, placeholders dropped. */
export function cleanShort(raw: string): string | undefined {
  if (raw.length === 0) return undefined;
  const text = tidy(raw);
  const one = text.includes('\n') ? text.replace(/(?<!\s)\s*\n\s*/gu, ' ') : text;
  return one === '' || isPlaceholder(one) ? undefined : one;
}
