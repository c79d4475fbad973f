// Merges reviews from several pages: drops repeats (same shop review id, or - for reviews without an id - the
// same normalised text by the same reviewer with the same rating and date), gives id-less reviews a stable
// content-hash id, sanitises values (removing control characters, cutting those longer than value-lengths.ts
// allows, and counting the reviews cut), and stops at maxReviews. Text alone is deliberately NOT a duplicate key:
// identical texts from different reviewers are exactly the copy-paste signal the detector looks for.
import { createHash } from 'node:crypto';
import { SCRAPED_VALUE_MAX_CHARS, type Review } from '@reviewsentry/contracts';
import { parseReviewDate, withoutControls } from '@reviewsentry/review-values';
import type { ReviewDraft } from './extract/types';
import { CUT_MARK, normaliseForKey } from './extract/values';
import { shopValue, usableId } from './value-lengths';

export class ReviewCollector {
  private readonly seen = new Set<string>();
  /** The content keys (text and byline) of the pages added so far. */
  private readonly earlierContent = new Set<string>();
  /** The normalised texts of the reviews seen, by writer, rating and date: what a shown text cut short is of. */
  private readonly textsByByline = new Map<string, string[]>();
  private readonly reviews: Review[] = [];
  /** Reviews kept, by the extraction layer that produced them. */
  readonly bySource: Record<string, number> = {};
  duplicates = 0;
  /** Reviews kept whose text, title or reviewer name was cut to SCRAPED_VALUE_MAX_CHARS. */
  shortened = 0;
  /** Reviews kept whose stated rating is none on its scale (they are unrated), and of those the 0s of 5 stars. */
  readonly refusedRatings = { count: 0, zero_stars: 0 };

  constructor(
    private readonly site: string,
    private readonly maxReviews: number,
    /** When the first page was made: the moment its relative dates ("3 days ago") count from. */
    private readonly readAt: Date = new Date(),
  ) {}

  get size(): number {
    return this.reviews.length;
  }

  get full(): boolean {
    return this.reviews.length >= this.maxReviews;
  }

  /**
   * Adds a page's reviews (read by the `source` layer) in order; returns how many were new. A page whose every
   * review an earlier page gave (the same text, writer, rating and date), under whatever ids, adds nothing: a list
   * that renames its reviews on every page (ids made per request, or a crawl trap) would otherwise be read to the
   * page limit as copies of itself. A single such review beside new ones is kept: a name the shop masks alike
   * ("Amazon Customer") can be many writers, and their same text is the copy signal.
   */
  add(shown: readonly ReviewDraft[], source = 'unknown'): number {
    // A page listing its reviews twice ("Most helpful" above "Most recent") may show one cut short in one list.
    const drafts = withoutCutCopies(shown);
    this.duplicates += shown.length - drafts.length;
    const contentKeys = drafts.map((draft) => `${normaliseForKey(draft.text)}|${bylineOf(draft)}`);
    if (contentKeys.length > 0 && contentKeys.every((key) => this.earlierContent.has(key))) {
      this.duplicates += drafts.length;
      return 0;
    }
    let added = 0;
    for (const [i, draft] of drafts.entries()) {
      const text = normaliseForKey(draft.text);
      const byline = bylineOf(draft);
      const contentKey = contentKeys[i]!;
      const id = usableId(draft.id);
      const key = id ? `id:${id}` : `content:${contentKey}`;
      if (this.seen.has(key)) {
        this.duplicates++;
        continue;
      }
      this.seen.add(key);
      this.textsByByline.set(byline, [...(this.textsByByline.get(byline) ?? []), text]);
      added++;
      if (this.full) continue; // still counted as seen so a later page's repeats are recognised
      const review = toReview({ ...draft, id }, this.site, contentKey, this.readAt);
      // Cut to its bound (a value rid of control characters only is not shortened).
      const kept = (raw: string | undefined) => (raw ? withoutControls(raw) : undefined);
      if (
        review.text !== withoutControls(draft.text) ||
        review.title !== kept(draft.title) ||
        review.reviewer !== kept(draft.reviewer)
      )
        this.shortened++;
      this.countRefusedRating(draft, review);
      this.reviews.push(review);
      this.bySource[source] = (this.bySource[source] ?? 0) + 1;
    }
    for (const key of contentKeys) this.earlierContent.add(key);
    return added;
  }

  /**
   * Adds the reviews a page shows beside the list of all its reviews, after that list: those the list gave are
   * repeats by the listing key, or, shown cut short ("…"), by a listed text of the same writer, rating and date
   * that starts with the shown part. Returns how many were new.
   */
  addShown(drafts: readonly ReviewDraft[], source = 'unknown'): number {
    return this.add(
      drafts.filter((draft) => !this.holdsWhole(draft)),
      source,
    );
  }

  private holdsWhole(draft: ReviewDraft): boolean {
    const shown = shownPart(draft);
    if (!shown) return false;
    const texts = this.textsByByline.get(bylineOf(draft)) ?? [];
    return texts.some((text) => text.length > shown.length && text.startsWith(shown));
  }

  /** A refused rating counts when the review is left unrated (a merge of layers may keep another's rating). */
  private countRefusedRating(draft: ReviewDraft, review: Review): void {
    if (review.rating !== undefined) return;
    const refusal = draft.rating_refused ?? (draft.rating !== undefined ? 'off_scale' : undefined);
    if (refusal === undefined) return;
    this.refusedRatings.count++;
    if (refusal === 'zero_stars') this.refusedRatings.zero_stars++;
  }

  result(product: { id: string | null; name: string | null }): Review[] {
    return this.reviews.map((review) => ({
      ...review,
      ...(product.id ? { product_id: product.id } : {}),
      ...(product.name ? { product_name: product.name } : {}),
    }));
  }
}

/** The part of a text shown cut short ("Leaked on day one and the…"), normalised as keys are; '' for a whole text. */
function shownPart(draft: ReviewDraft): string {
  const text = draft.text.trim();
  return CUT_MARK.test(text) ? normaliseForKey(text.replace(CUT_MARK, '')) : '';
}

/** The page's reviews without those shown cut short of another of its texts by the same writer, rating and date. */
function withoutCutCopies(page: readonly ReviewDraft[]): readonly ReviewDraft[] {
  if (!page.some((draft) => shownPart(draft))) return page;
  const textsByByline = new Map<string, string[]>();
  for (const draft of page) {
    const byline = bylineOf(draft);
    const texts = textsByByline.get(byline);
    if (texts) texts.push(normaliseForKey(draft.text));
    else textsByByline.set(byline, [normaliseForKey(draft.text)]);
  }
  return page.filter((draft) => {
    const shown = shownPart(draft);
    const texts = shown ? (textsByByline.get(bylineOf(draft)) ?? []) : [];
    return !texts.some((text) => text.length > shown.length && text.startsWith(shown));
  });
}

function bylineOf(draft: ReviewDraft): string {
  return `${normaliseForKey(draft.reviewer ?? '')}|${draft.rating ?? ''}|${draft.date ?? ''}`;
}

function toReview(draft: ReviewDraft, site: string, contentKey: string, readAt: Date): Review {
  const id =
    draft.id?.trim() ||
    `${site}-${createHash('sha1').update(contentKey).digest('hex').slice(0, 12)}`;
  const review: Review = { id, text: shopValue(draft.text, SCRAPED_VALUE_MAX_CHARS.reviewText) };
  if (draft.title) review.title = shopValue(draft.title, SCRAPED_VALUE_MAX_CHARS.reviewTitle);
  if (
    draft.rating !== undefined &&
    Number.isFinite(draft.rating) &&
    draft.rating >= 0 &&
    draft.rating <= 5
  )
    review.rating = draft.rating;
  const date = draft.date ? parseReviewDate(draft.date, { readAt }) : undefined;
  if (date) {
    review.date_precision = date.date_precision;
    if (date.date !== undefined) review.date = date.date;
    if (date.date_text !== undefined) review.date_text = date.date_text;
  }
  if (draft.reviewer) review.reviewer = shopValue(draft.reviewer, SCRAPED_VALUE_MAX_CHARS.reviewer);
  if (draft.verified !== undefined) review.verified = draft.verified;
  if (
    draft.helpful_votes !== undefined &&
    Number.isInteger(draft.helpful_votes) &&
    draft.helpful_votes >= 0
  ) {
    review.helpful_votes = draft.helpful_votes;
  }
  return review;
}
