// One HTML parser setting for every extractor: cheerio's htmlparser2 mode. It is several times faster than the
// default parse5 on 0.3–1 MB shop pages (see docs/decisions/062-extraction-layers.md) and forgiving enough for
// scraping; we never re-serialise the document, so parse5's spec-exact tree is not needed.
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import { DomHandler, type Document } from 'domhandler';
import { Parser } from 'htmlparser2';
import { PageTooComplexError } from '../errors';
import { revealCollapsedCards } from './collapsed-cards';
import { settleReactStreaming } from './react-streaming';
import { assignShadowSlots } from './shadow-slots';

/**
 * Deepest element nesting we read. Real shop pages nest 20–40 levels (the saved pages in shared/data: at most
 * 39); browsers stop nesting at 512. The selector engine's cost per query grows with depth times size, so a
 * deeper page is refused rather than read slowly (docs/decisions/115-page-reading-budget.md).
 */
export const MAX_NESTING_DEPTH = 256;

const OPTIONS = { xmlMode: false, decodeEntities: true };

/**
 * Parses a page as cheerio's htmlparser2 mode does; throws PageTooComplexError as soon as elements nest deeper than
 * MAX_NESTING_DEPTH. The parser keeps its stack of open elements with Array.unshift, which costs the square of the
 * depth (200,000 unclosed elements: 21 s), so depth is counted while parsing rather than after.
 */
export function loadHtml(html: string): CheerioAPI {
  const $ = cheerio.load(parseBounded(html), { xml: OPTIONS });
  // The tree as the browser shows it: a web component's children in its shadow root's slots, React's streamed
  // Suspense content in place of its fallback, the review cards a list keeps collapsed until asked for.
  assignShadowSlots($, html);
  settleReactStreaming($, html);
  revealCollapsedCards($, html);
  return $;
}

/**
 * A piece of markup (a string from structured data) parsed as loadHtml parses a page, with the same bound or, for
 * markup placed inside a page's elements, the depth left below them.
 */
export function loadHtmlFragment(html: string, maxDepth = MAX_NESTING_DEPTH): CheerioAPI {
  return cheerio.load(parseBounded(html, maxDepth), { xml: OPTIONS }, false);
}

function parseBounded(html: string, maxDepth = MAX_NESTING_DEPTH): Document {
  const handler = new DepthBoundHandler(maxDepth);
  new Parser(handler, OPTIONS).end(html);
  return handler.root;
}

/** The DOM builder cheerio uses, counting open elements. */
class DepthBoundHandler extends DomHandler {
  private depth = 0;

  constructor(private readonly maxDepth: number) {
    super(undefined, OPTIONS);
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (++this.depth > this.maxDepth) throw new PageTooComplexError('nesting', MAX_NESTING_DEPTH);
    super.onopentag(name, attribs);
  }

  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}
