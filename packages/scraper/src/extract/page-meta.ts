// Product facts every HTML page offers whatever the shop: canonical link, Open Graph title, <h1>, <title>,
// and the generic "next page" link (rel=next or a link labelled Next).
import type { PageInput, ProductDraft } from './types';
import { absolute, documentBase, sameSite } from './page-address';
import { indexPage, type IndexedElement } from './page-index';
import { formPagerNext, numberedPagerNext } from './pager-next';
import { readableText } from './readable-text';
import { cleanInline } from './values';

export function extractPageMeta(page: PageInput): ProductDraft {
  const { all } = indexPage(page.$);
  const attr = (name: string, test: (a: Record<string, string>) => boolean, key: string) =>
    all.find((info) => info.element.name === name && test(info.element.attribs))?.element.attribs[
      key
    ];
  const meta = (property: string) => attr('meta', (a) => a.property === property, 'content');
  // A shop may print the price as a heading too (osCommerce's first <h1>, floated right).
  const h1 = all.find((info) => info.element.name === 'h1' && !info.isPrice);
  return {
    name: productName(meta('og:title')) ?? productName(h1 ? readableText(h1.element) : null),
    canonical_url: canonicalLink(page)?.href ?? null,
  };
}

/** The product name its <title> gives, the shop's name after " | " removed. */
export function titleName(page: PageInput): string | null {
  const title = indexPage(page.$).all.find((info) => info.element.name === 'title');
  return productName(title?.short);
}

/**
 * The page's canonical address: its `<link rel="canonical">`, else its `og:url`, resolved against the document's
 * base; null when neither is an http(s) address. The link is the page author's text (relative, protocol-relative,
 * malformed, another scheme), so every reader of it, the site adapters included, goes through here.
 */
export function canonicalLink(page: PageInput): URL | null {
  const { all } = indexPage(page.$);
  const base = documentBase(page);
  const values = (name: string, test: (a: Record<string, string>) => boolean, key: string) =>
    all
      .filter((i) => i.element.name === name && test(i.element.attribs))
      .map((i) => i.element.attribs[key]);
  for (const href of [
    ...values('link', (a) => relHas(a, 'canonical'), 'href'),
    ...values('meta', (a) => a.property === 'og:url', 'content'),
  ]) {
    const url = absolute(href, base);
    if (url) return new URL(url);
  }
  return null;
}

const relHas = (attribs: Record<string, string>, value: string) =>
  (attribs.rel ?? '').toLowerCase().split(/\s+/).includes(value);

// Headings of a review page that name the section, not the product.
const SECTION_HEADING =
  /^(?:customer |product )?(?:reviews?|ratings?(?: (?:&|and) reviews?)?|bewertungen|kundenrezensionen|avis(?: clients)?|opiniones|recensioni|beoordelingen|avaliações)$/i;
// "Reviews for X", "Customer reviews: X", "Avis sur X".
const REVIEWS_PREFIX =
  /^(?:(?:customer |product )?reviews? (?:for|of|on)|customer reviews:|ratings (?:&|and) reviews (?:for|of)|bewertungen (?:für|zu)|kundenrezensionen:|avis (?:sur|clients sur)|opiniones (?:sobre|de)|recensioni (?:per|di|su))\s+/i;

/** A product name from a title-like text: shop name after " | " and "Reviews for" prefixes removed. */
export function productName(text: string | null | undefined): string | null {
  let name = cleanInline(text);
  if (!name) return null;
  const parts = name.split(/(?<!\s)\s+[|–—]\s+/);
  if (parts.length > 1 && parts[parts.length - 1]!.length <= 40)
    name = parts.slice(0, -1).join(' | ');
  name = name.replace(REVIEWS_PREFIX, '').trim();
  return name && !SECTION_HEADING.test(name) ? name : null;
}

// A lone ">" is Next in PHP shops' pagers (OpenCart's "|< < 1 2 > >|"); ">>" and ">|" are their last page.
// "Next" in the languages of the shops we read, and its "next N" form (Rakuten's "次の15件", next 15).
const NEXT_LABEL =
  /^(?:next(?: \d+)?(?: page| reviews?)?(?: >)?|›|»|→|>|weiter|nächste(?: seite)?|suivant(?:e)?|siguiente|successiva|successivo|próxima|próximo|volgende|następna|nästa|næste|neste|sonraki|следующая|далее|次へ|次のページ|次の\d+件|下一页|下一頁|다음)\s*[›»→]?$/iu;

/** The next review page: rel=next, or an <a> whose text, aria-label or title says Next. Same site only. */
export function findNextLink(page: PageInput): string | null {
  const { all } = indexPage(page.$);
  const href = (test: (info: IndexedElement) => boolean) => all.find(test)?.element.attribs.href;
  const candidates = [
    href((i) => i.element.name === 'link' && relHas(i.element.attribs, 'next')),
    href((i) => i.element.name === 'a' && relHas(i.element.attribs, 'next')),
    href((i) => {
      if (i.element.name !== 'a') return false;
      // Magento's pager link reads "Page Next" (a hidden label before the word) and says Next in its title.
      const { 'aria-label': aria, title } = i.element.attribs;
      return [aria ?? i.short, title].some((label) => NEXT_LABEL.test(cleanInline(label) ?? ''));
    }),
  ];
  const base = documentBase(page);
  candidates.push(numberedPagerNext(page) ?? undefined, formPagerNext(page, base) ?? undefined);
  for (const candidate of candidates) {
    const url = absolute(candidate, base);
    if (
      url &&
      sameSite(new URL(url), page.url) &&
      url !== page.url.href &&
      !/\/(?:ap\/)?signin|\/login/i.test(url)
    )
      return url;
  }
  return null;
}
