// One HTML parser setting for every extractor: cheerio's htmlparser2 mode. It is several times faster than the
// default parse5 on 0.3–1 MB shop pages (see docs/decisions/062-extraction-layers.md) and forgiving enough for
// scraping; we never re-serialise the document, so parse5's spec-exact tree is not needed.
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { PageTooComplexError } from '../errors';

/**
 * Deepest element nesting we read. Real shop pages nest 20–40 levels (the saved pages in shared/data: at most
 * 39); browsers stop nesting at 512. The selector engine's cost per query grows with depth times size, so a
 * deeper page is refused rather than read slowly (docs/decisions/115-page-reading-budget.md).
 */
export const MAX_NESTING_DEPTH = 256;

/** Parses a page; throws PageTooComplexError when it nests deeper than MAX_NESTING_DEPTH. */
export function loadHtml(html: string): CheerioAPI {
  const $ = cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });
  if (nestingDepth($.root()[0]!) > MAX_NESTING_DEPTH)
    throw new PageTooComplexError('nesting', MAX_NESTING_DEPTH);
  return $;
}

/** The deepest level of the tree under `root`, walked without recursion (a recursive walk overflows the stack). */
function nestingDepth(root: AnyNode): number {
  let deepest = 0;
  const nodes: AnyNode[] = [root];
  const depths: number[] = [0];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > deepest) {
      deepest = depth;
      if (deepest > MAX_NESTING_DEPTH) return deepest;
    }
    if ('children' in node)
      for (const child of node.children) {
        nodes.push(child);
        depths.push(depth + 1);
      }
  }
  return deepest;
}
