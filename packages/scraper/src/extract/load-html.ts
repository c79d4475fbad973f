// One HTML parser setting for every extractor: cheerio's htmlparser2 mode. It is several times faster than the
// default parse5 on 0.3–1 MB shop pages (see docs/decisions/062-extraction-layers.md) and forgiving enough for
// scraping; we never re-serialise the document, so parse5's spec-exact tree is not needed.
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';

export function loadHtml(html: string): CheerioAPI {
  return cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });
}
