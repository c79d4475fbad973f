// Etsy: listing facts and the first reviews in JSON-LD (ratingValue arrives as a string), the same reviews in HTML
// cards (data-review-region="<review id>") which also give the review ids. The HTML cards win when present.
import { extractJsonLd } from '../../extract/json-ld';
import { indexPage } from '../../extract/page-index';
import { pageDateOrder } from '../../extract/page-locale';
import { readReviewBlock } from '../../extract/review-block';
import type { LayerResult, PageInput, ReviewDraft, SiteAdapter } from '../../extract/types';
import {
  cleanInline,
  cleanReviewText,
  normaliseRating,
  parseDateText,
  toNumber,
} from '../../extract/values';

const listingIdFromUrl = (url: URL): string | null =>
  /\/listing\/(\d+)/.exec(url.pathname)?.[1] ?? null;

function readCards(page: PageInput): ReviewDraft[] {
  const { $ } = page;
  const index = indexPage($);
  return $('[data-review-region]')
    .toArray()
    .map((el) => {
      const card = $(el);
      const rating = normaliseRating(
        toNumber(card.find('input[name="rating"]').attr('value') ?? null) ||
          toNumber(card.find('[data-rating]').length) ||
          null,
      );
      // The first text block is the review; a second one (indented) is the shop's response.
      const textNode = card
        .find(
          '[data-review-text-toggle-wrapper] .wt-text-truncate--multi-line, [data-review-text-toggle-wrapper] p, [id^="review-text-width"] .wt-content-toggle p, p.wt-text-truncate--multi-line, [data-review-text]',
        )
        .first();
      const reviewerLink = card.find('a.wt-text-title-small, a[href*="/people/"]').first();
      const dateText = reviewerLink.parent().text().replace(reviewerLink.text(), '');
      const known: ReviewDraft = {
        id: card.attr('data-review-region') || undefined,
        // Indented within the card: the list around the cards may carry the same padding class.
        text: cleanReviewText(
          textNode.parentsUntil(card).filter('.wt-pl-xs-2').length ? '' : textNode.text(),
        ),
        rating: rating ?? undefined,
        date: parseDateText(dateText) ?? undefined,
        reviewer: cleanInline(reviewerLink.text()) ?? undefined,
      };
      if (known.rating !== undefined) return known;
      // Markup these selectors do not know (the cards change often): the generic block reader reads the card.
      const block = index.of.get(el);
      const generic = block ? readReviewBlock(block, index, pageDateOrder(page)) : null;
      return {
        ...known,
        text: known.text || generic?.text || '',
        rating: known.rating ?? generic?.rating,
        date: known.date ?? generic?.date,
        reviewer: known.reviewer ?? generic?.reviewer,
      };
    })
    .filter((r) => r.text || r.rating !== undefined);
}

function extract(page: PageInput): LayerResult {
  const base = extractJsonLd(page);
  const cards = readCards(page);
  // JSON-LD has richer dates (ISO) and authors; cards have the ids. A card is paired with the JSON-LD review of
  // the same words or, lacking words on either side, the same writer: the two lists need not share an order.
  const unpaired = new Set(base.reviews);
  const partner = (card: ReviewDraft) => {
    const same = (test: (ld: ReviewDraft) => boolean) => [...unpaired].find(test);
    const ld =
      (card.text ? same((ld) => ld.text === card.text) : undefined) ??
      (card.reviewer
        ? same((ld) => ld.reviewer === card.reviewer && (!ld.text || !card.text))
        : undefined);
    if (ld) unpaired.delete(ld);
    return ld;
  };
  const reviews =
    cards.length >= base.reviews.length && cards.length > 0
      ? cards.map((card) => {
          const ld = partner(card);
          return ld
            ? {
                ...ld,
                ...card,
                text: card.text || ld.text,
                date: ld.date ?? card.date,
                reviewer: ld.reviewer ?? card.reviewer,
              }
            : card;
        })
      : base.reviews;
  return {
    product: { ...base.product, id: listingIdFromUrl(page.url) ?? base.product.id ?? null },
    reviews,
    pagination: null,
  };
}

export const etsyAdapter: SiteAdapter = {
  site: 'etsy',
  matchesHost: (host) => /(?:^|\.)etsy\.com$/i.test(host),
  matchesPage: ({ html }) =>
    /etsystatic\.com/.test(html) && /data-review-region|"@type":"Product"/.test(html),
  extract,
  productIdFromUrl: listingIdFromUrl,
  canonicalUrl: (url) => {
    const id = listingIdFromUrl(url);
    return id ? `https://www.etsy.com/listing/${id}` : null;
  },
};
