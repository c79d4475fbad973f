// The same page dressed as other shops dress theirs (metamorphic testing of the page reader): each variant
// rewrites the parsed DOM, never the page's text, so it applies to any page. A variant answers null where it has
// nothing to change on a page (no review shown in the markup to wrap, no date printed).
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import type { ReviewDraft } from '../../src/extract/types';
import {
  LANGUAGES,
  numericDateOrder,
  otherDateFormat,
  translateLabel,
  type Language,
} from './locale-words';
import { reviewCards } from './review-cards';

export interface PageVariant {
  name: string;
  /** What the variant does, for the report. */
  does: string;
  /** The variant's page, or null when the page has nothing this variant changes. */
  dress(html: string, reviews: readonly ReviewDraft[]): string | null;
  /** The original's review indices in the order the variant shows them, when it changes the order. */
  shownOrder?(html: string, reviews: readonly ReviewDraft[]): number[];
}

/** htmlparser2 as the scraper parses pages, so serialising gives back the page the reader would have seen. */
const parse = (html: string) =>
  cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });

function edit(html: string, change: ($: CheerioAPI) => boolean | void): string | null {
  const $ = parse(html);
  return change($) === false ? null : $.html();
}

const RAW_TEXT = new Set(['script', 'style', 'pre', 'textarea']);
const BLOCKS = new Set(
  'address article aside blockquote body dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html li main nav ol p section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const isBlock = (node: AnyNode | null) =>
  !node || (node.type === 'tag' && BLOCKS.has(node.name)) || node.type === 'script';

/** Every text node outside script, style, pre and textarea. */
function textNodes($: CheerioAPI): Text[] {
  const out: Text[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') out.push(node);
    else if ('children' in node && !(node.type !== 'root' && RAW_TEXT.has((node as Element).name)))
      for (const child of node.children) walk(child);
  };
  walk($.root()[0]!);
  return out;
}

/** A stable build hash for a name, as CSS modules and styled-components print them (`sc-1x9f2k`). */
function hashed(name: string): string {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `sc-${h.toString(36)}`;
}

const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns'];

function hashNames($: CheerioAPI): void {
  $('[class]').each((_, el) => {
    $(el).attr(
      'class',
      ($(el).attr('class') ?? '').split(/\s+/).filter(Boolean).map(hashed).join(' '),
    );
  });
  // An id and every reference to it change together, as one build renames them.
  $('[id]').each((_, el) => void $(el).attr('id', hashed($(el).attr('id')!)));
  for (const attr of ID_REFERENCES)
    $(`[${attr}]`).each((_, el) => {
      $(el).attr(attr, $(el).attr(attr)!.split(/\s+/).filter(Boolean).map(hashed).join(' '));
    });
  $('a[href^="#"]').each((_, el) => {
    const target = $(el).attr('href')!.slice(1);
    if (target) $(el).attr('href', `#${hashed(target)}`);
  });
}

/** Whitespace as a minifier leaves it: none beside blocks, single spaces elsewhere. */
function minify($: CheerioAPI): void {
  for (const node of textNodes($)) {
    const collapsed = node.data.replace(/\s+/g, ' ');
    const before = isBlock(node.prev) ? collapsed.replace(/^ /, '') : collapsed;
    const trimmed = isBlock(node.next) ? before.replace(/ $/, '') : before;
    if (trimmed === '') $(node).remove();
    else node.data = trimmed;
  }
}

/** Each block holding only elements gets one child per line, indented by depth, as a pretty-printer writes it. */
function prettyPrint($: CheerioAPI): void {
  const walk = (el: Element, depth: number): void => {
    if (RAW_TEXT.has(el.name)) return;
    const kids = el.children.filter((c) => !(c.type === 'text' && c.data.trim() === ''));
    const onlyElements = kids.every((c) => c.type !== 'text');
    if (BLOCKS.has(el.name) && onlyElements && kids.length > 0) {
      const indent = (d: number) => `\n${'  '.repeat(d)}`;
      $(el).empty();
      for (const kid of kids) $(el).append(indent(depth + 1), kid);
      $(el).append(indent(depth));
    }
    for (const kid of el.children) if (kid.type === 'tag') walk(kid, depth + 1);
  };
  for (const top of $.root()[0]!.children) if (top.type === 'tag') walk(top, 0);
}

/** Reverses a JSON-LD block's review lists; the block as it was when it is not JSON. */
function reversedJsonLd(json: string): string {
  const flip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(flip);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        /^reviews?$/i.test(key) && Array.isArray(v) ? v.map(flip).reverse() : flip(v),
      ]),
    );
  };
  try {
    return JSON.stringify(flip(JSON.parse(json)));
  } catch {
    return json;
  }
}

function isReviewBlock(json: string): boolean {
  try {
    const parsed: unknown = JSON.parse(json);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as Record<string, unknown>)['@type'] === 'Review'
    );
  } catch {
    return false;
  }
}

/** Cards that share a parent change places so they read last to first; JSON-LD review lists too. */
function reverseReviews($: CheerioAPI, cards: Element[]): void {
  const byParent = new Map<AnyNode, Element[]>();
  for (const card of cards)
    byParent.set(card.parent!, [...(byParent.get(card.parent!) ?? []), card]);
  for (const group of byParent.values()) {
    const marks = group.map((card) => {
      const mark = $('<i></i>')[0]!;
      $(card).before(mark);
      $(card).remove();
      return mark;
    });
    marks.forEach((mark, i) => $(mark).replaceWith(group[group.length - 1 - i]!));
  }
  // Review blocks of their own outside the cards change places too; those inside a card moved with it.
  const blocks = $('script[type="application/ld+json"]').toArray();
  const inCard = new Set<AnyNode>(cards);
  const standalone = blocks.filter(
    (b) =>
      isReviewBlock($(b).text()) &&
      !$(b)
        .parents()
        .toArray()
        .some((p) => inCard.has(p)),
  );
  const texts = standalone.map((b) => $(b).text()).reverse();
  standalone.forEach((b, i) => void $(b).text(texts[i]!));
  for (const block of blocks) $(block).text(reversedJsonLd($(block).text()));
}

/** Where reverseReviews puts each review: cards sharing a parent in the opposite order, the rest in place. */
function reversedOrder(html: string, reviews: readonly ReviewDraft[]): number[] {
  const order = reviews.map((_, i) => i);
  const byParent = new Map<AnyNode, number[]>();
  reviewCards(parse(html), reviews).forEach((card, i) => {
    if (card) byParent.set(card.parent!, [...(byParent.get(card.parent!) ?? []), i]);
  });
  for (const places of byParent.values()) {
    const flipped = [...places].reverse();
    places.forEach((place, k) => (order[place] = flipped[k]!));
  }
  return order;
}

const STRUCTURED_ATTRIBUTES = [
  'itemprop',
  'itemscope',
  'itemtype',
  'itemid',
  'itemref',
  'typeof',
  'vocab',
  'resource',
  'about',
];

function dropStructuredData($: CheerioAPI): void {
  $('script[type="application/ld+json"]').remove();
  for (const attr of STRUCTURED_ATTRIBUTES) $(`body [${attr}]`).removeAttr(attr);
  $('body [property]').removeAttr('property');
}

const LABEL_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'value'];

function translate($: CheerioAPI, lang: Language): boolean {
  let changed = false;
  for (const node of textNodes($)) {
    const label = translateLabel(node.data, lang);
    if (label !== null) [node.data, changed] = [label, true];
  }
  for (const attr of LABEL_ATTRIBUTES)
    $(`body [${attr}]`).each((_, el) => {
      const label = translateLabel($(el).attr(attr)!, lang);
      if (label !== null) [changed] = [true, $(el).attr(attr, label)];
    });
  $('html').attr('lang', lang);
  return changed;
}

/** Short texts (a card's date line, not a review's words) that print a day get it in another locale format. */
function redate($: CheerioAPI): boolean {
  let changed = false;
  const short = textNodes($).filter((node) => node.data.trim().length <= 120);
  const order = numericDateOrder(short.map((node) => node.data));
  for (const node of short) {
    const other = otherDateFormat(node.data, order);
    if (other !== null) [node.data, changed] = [other, true];
  }
  return changed;
}

function withCards(
  change: ($: CheerioAPI, cards: Element[]) => void,
): (html: string, reviews: readonly ReviewDraft[]) => string | null {
  return (html, reviews) =>
    edit(html, ($) => {
      const cards = reviewCards($, reviews).filter((c): c is Element => c !== null);
      if (cards.length === 0) return false;
      change($, cards);
    });
}

export const PAGE_VARIANTS: readonly PageVariant[] = [
  {
    name: 'reparsed',
    does: 'parsed and written back unchanged (the control)',
    dress: (html) => edit(html, () => undefined),
  },
  {
    name: 'hashed names',
    does: 'every class and id a build hash',
    dress: (html) => edit(html, hashNames),
  },
  {
    name: 'no names',
    does: 'every class and id attribute removed',
    dress: (html) =>
      edit(html, ($) => void $('[class], [id]').removeAttr('class').removeAttr('id')),
  },
  { name: 'minified', does: 'whitespace minified', dress: (html) => edit(html, minify) },
  {
    name: 'pretty-printed',
    does: 'one element per line, indented',
    dress: (html) => edit(html, prettyPrint),
  },
  {
    name: 'wrapped once',
    does: 'every review card inside one more <div>',
    dress: withCards(($, cards) => cards.forEach((c) => void $(c).wrap('<div></div>'))),
  },
  {
    name: 'wrapped twice',
    does: 'every review card inside two more <div>s',
    dress: withCards(($, cards) => cards.forEach((c) => void $(c).wrap('<div><div></div></div>'))),
  },
  {
    name: 'reversed',
    does: 'the reviews in the opposite order',
    dress: withCards(reverseReviews),
    shownOrder: reversedOrder,
  },
  {
    name: 'markup only',
    does: 'JSON-LD, microdata and RDFa removed',
    dress: (html) => edit(html, dropStructuredData),
  },
  {
    name: 'data only',
    does: 'the visible review cards removed',
    dress: (html, reviews) =>
      edit(html, ($) => {
        // A review the page shows twice (a highlight above the list) is removed wherever it is shown.
        let removed = 0;
        for (let round = 0; round < 3; round++) {
          const cards = reviewCards($, reviews).filter((c): c is Element => c !== null);
          cards.forEach((c) => void $(c).remove());
          removed += cards.length;
        }
        return removed > 0;
      }),
  },
  ...LANGUAGES.map((lang): PageVariant => ({
    name: `labels ${lang}`,
    does: `UI labels in ${lang}`,
    dress: (html) => edit(html, ($) => translate($, lang)),
  })),
  {
    name: 'other dates',
    does: 'printed dates in another locale format',
    dress: (html) => edit(html, redate),
  },
];

/**
 * Variants applied one after the other, as a shop differs in several ways at once (a German shop built with CSS
 * modules); a part with nothing to change on the page is passed over.
 */
function combined(...names: string[]): PageVariant {
  const parts = names.map((name) => PAGE_VARIANTS.find((v) => v.name === name)!);
  return {
    name: names.join(' + '),
    does: parts.map((p) => p.does).join('; '),
    dress: (html, reviews) => {
      const dressed = parts.reduce((page, part) => part.dress(page, reviews) ?? page, html);
      return dressed === html ? null : dressed;
    },
  };
}

export const COMBINED_VARIANTS: readonly PageVariant[] = [
  combined('no names', 'labels de'),
  combined('hashed names', 'labels fr', 'other dates'),
  combined('minified', 'no names', 'wrapped twice'),
  combined('no names', 'markup only'),
  combined('markup only', 'labels es'),
];
