// Layered extraction of one HTML page, a pure function: site adapter first, then schema.org JSON-LD, microdata,
// microformats, embedded app state and the generic review-list reader for plain markup, then page metadata. Product facts are
// taken field by field from the first layer that has them; reviews come from the adapter when it found any,
// otherwise from the generic layer that found the most (the earlier layer on a tie). Each layer reads the page on
// its own (layer-guard.ts): one that throws is left out and named in failedLayers, so the other layers' reviews are kept.
import { pickAdapter } from '../adapters';
import { extractAppState } from './app-state';
import { detectBlock } from './block-detect';
import { extractHtmlReviews } from './html-reviews';
import { extractJsonLd } from './json-ld';
import { layerGuard } from './layer-guard';
import { loadHtml } from './load-html';
import { extractMicrodata } from './microdata';
import { extractMicroformats } from './microformats';
import { extractPageMeta, findNextLink, titleName } from './page-meta';
import { reviewListLink } from './review-list-url';
import { commentPagination } from './comment-pages';
import { openedInertMarkup } from './inert-markup';
import type { LayerResult, PageExtraction, PageInput, ProductDraft } from './types';

/** The layers that read review markup, run again on a page with its inert markup opened. */
const OPENED_LAYERS = [
  ['microdata', extractMicrodata],
  ['microformats', extractMicroformats],
  ['html', extractHtmlReviews],
] as const;

const PRODUCT_FIELDS = [
  'id',
  'name',
  'aggregate_rating',
  'review_count',
  'rating_count',
  'canonical_url',
] as const;

export function extractPage(url: URL | string, html: string): PageExtraction {
  const page: PageInput = {
    url: typeof url === 'string' ? new URL(url) : url,
    html,
    $: loadHtml(html),
  };
  const { read, failed } = layerGuard();
  const nothing = (): LayerResult => ({ product: {}, reviews: [] });
  const adapter = pickAdapter(page);
  const adapterResult = adapter ? read(adapter.site, null, () => adapter.extract(page)) : null;
  const generic: Array<[string, LayerResult]> = (
    [
      ['json-ld', extractJsonLd],
      ['microdata', extractMicrodata],
      ['microformats', extractMicroformats],
      ['app-state', extractAppState],
    ] as const
  ).map(([name, layer]) => [name, read(name, nothing(), () => layer(page))]);
  // Server-rendered review markup is read when neither the adapter nor the structured data gave reviews, or gave
  // fewer than the page shows.
  if (!adapterResult?.reviews.length)
    generic.push(['html', read('html', nothing(), () => extractHtmlReviews(page))]);
  // Review markup a browser shows by another route (a <noscript> fallback, a template, an <iframe srcdoc>) is read
  // only when the visible markup holds no review (inert-markup.ts); their next page is linked there too.
  let listPage = page;
  if (!adapterResult?.reviews.length && generic.every(([, layer]) => layer.reviews.length === 0)) {
    const opened = read('inert-markup', null, () => openedInertMarkup(page.$, html));
    if (opened) {
      const openedPage = { ...page, $: opened };
      const results = OPENED_LAYERS.map(([name, layer]): [string, LayerResult] => [
        name,
        read(name, nothing(), () => layer(openedPage)),
      ]);
      generic.push(...results);
      if (results.some(([, result]) => result.reviews.length > 0)) listPage = openedPage;
    }
  }
  const layers: Array<[string, LayerResult]> = adapterResult
    ? [[adapter!.site, adapterResult], ...generic]
    : generic;

  const product: ProductDraft = {};
  const settled = new Set<keyof ProductDraft>();
  for (const [, layer] of [
    ...layers,
    ['meta', { product: read('meta', {}, () => extractPageMeta(page)), reviews: [] }] as [
      string,
      LayerResult,
    ],
  ]) {
    for (const field of PRODUCT_FIELDS) {
      const value = layer.product[field];
      if (
        !settled.has(field) &&
        (product[field] === undefined || product[field] === null) &&
        value !== undefined &&
        value !== null
      ) {
        (product as Record<string, unknown>)[field] = value;
      }
    }
    for (const field of layer.settled ?? []) settled.add(field);
  }
  if (!product.id && adapter?.productIdFromUrl)
    product.id = read(adapter.site, null, () => adapter.productIdFromUrl!(page.url));

  let source = adapter?.site ?? 'generic';
  let reviews = adapterResult?.reviews ?? [];
  if (reviews.length === 0) {
    const best = generic.reduce((a, b) => (b[1].reviews.length > a[1].reviews.length ? b : a));
    if (best[1].reviews.length > 0) {
      reviews = best[1].reviews;
      source = best[0];
    }
  }
  const foundProductData =
    reviews.length > 0 ||
    Boolean(
      product.name &&
      ((product.aggregate_rating !== undefined && product.aggregate_rating !== null) || product.id),
    );
  // A page that shows fewer reviews than it counts may name the list that holds them (review-list-url.ts).
  const next = read('next-link', null, () => findNextLink(listPage));
  const listLink = next
    ? null
    : read('review-list', null, () =>
        reviewListLink(listPage, {
          shown: reviews.length,
          claimed: product.review_count ?? null,
          id: product.id ?? null,
        }),
      );
  if (listLink?.count != null) product.review_count ??= listLink.count;
  // A page that names its product's review list is that product's page: its title names the product when
  // nothing else on it does (SAP Commerce prints the name in a plain <div>).
  if (listLink && !product.name) product.name = read('meta', null, () => titleName(page));
  const nextLink = next ?? listLink?.url ?? null;
  // Without a next page, a list that shows its newest page first continues on its older pages.
  const olderPages =
    nextLink || reviews.length === 0
      ? null
      : read('comment-pages', null, () => commentPagination(listPage));
  return {
    site: adapter?.site ?? 'generic',
    source,
    product,
    reviews,
    pagination:
      adapterResult && adapterResult.pagination !== undefined
        ? adapterResult.pagination
        : nextLink
          ? { kind: 'next', url: nextLink, ...(listLink?.holdsAll ? { holdsAll: true } : {}) }
          : olderPages,
    block: adapterResult?.block ?? read('block', null, () => detectBlock(page, foundProductData)),
    failedLayers: failed(),
  };
}
