// Product facts every HTML page offers whatever the shop: canonical link, Open Graph title, <h1>, <title>,
// and the generic "next page" link (rel=next or a link labelled Next).
import type { PageInput, ProductDraft } from './types';
import { cleanInline } from './values';

export function extractPageMeta(page: PageInput): ProductDraft {
  const { $ } = page;
  const canonical =
    $('link[rel="canonical" i]').attr('href') ?? $('meta[property="og:url"]').attr('content');
  return {
    name:
      cleanInline($('meta[property="og:title"]').attr('content')) ??
      cleanInline($('h1').first().text()),
    canonical_url: absolute(canonical, page.url),
  };
}

const NEXT_LABEL =
  /^(?:next(?: page)?|›|»|→|next ›|next »|weiter|suivant|siguiente|successiva|próxima)\s*[›»→]?$/i;

/** The next review page: rel=next, or an <a> whose text or aria-label says Next. Same site only. */
export function findNextLink(page: PageInput): string | null {
  const { $ } = page;
  const candidates = [
    $('link[rel~="next" i]').attr('href'),
    $('a[rel~="next" i]').attr('href'),
    $('a')
      .filter((_, el) => {
        const label = cleanInline($(el).attr('aria-label') ?? $(el).text()) ?? '';
        return NEXT_LABEL.test(label);
      })
      .first()
      .attr('href'),
  ];
  for (const href of candidates) {
    const url = absolute(href, page.url);
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

export function absolute(href: string | undefined | null, base: URL): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function sameSite(a: URL, b: URL): boolean {
  const root = (host: string) => host.split('.').slice(-2).join('.');
  return root(a.hostname) === root(b.hostname);
}
