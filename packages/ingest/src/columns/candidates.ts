// Which columns may take a meaning (their content fits what their name says) and which of them is chosen.
import type { ColumnMeaning } from '@reviewsentry/contracts';
import { hintScore, type Column } from './column';
import { headerWords } from './header-names';
import type { ColumnProfile } from './profile';

export function contentFits(meaning: ColumnMeaning, p: ColumnProfile, score: number): boolean {
  if (p.nonEmpty === 0) return score >= 50;
  switch (meaning) {
    case 'text':
      return p.urlRate < 0.5 && p.numericRate < 0.5;
    // A clear name needs less confirmation: unreadable values are then counted rather than the column lost.
    case 'rating':
      if (holdsNoRatings(p)) return false;
      if (score < 80) return p.ratingRate >= 0.8;
      return p.ratingRate >= 0.5 || p.ratingRate + p.datedRatingRate >= 0.5;
    case 'date':
      return p.dateRate >= (score >= 80 ? 0.3 : 0.6);
    // Sephora's `helpfulness` is a share (0.9166, 1.0), not a count.
    case 'helpful_votes':
      return p.helpfulRate >= 0.8 && p.fractionRate === 0;
    case 'verified':
      return p.boolRate >= 0.8 || p.markerRate >= 0.5;
    case 'product_url':
      // Like a bare `id`: a bare `URL` is the product's only when it repeats; one per row is a review permalink.
      return p.urlRate >= 0.5 && (score >= 80 || p.nonEmpty < 2 || p.distinct < p.nonEmpty);
    case 'product_id':
      // A bare `id` is a product id only when it repeats; a unique id identifies the review itself.
      return score >= 50 || p.distinct < p.nonEmpty;
    default:
      return true;
  }
}

/**
 * Values no rating has, whatever the column's name: a negative number (Steam's review_score is a recommendation, 1
 * or -1) or one above 100, the widest scale (eBay's CommentingUserScore counts the user's feedback).
 */
export function holdsNoRatings(p: ColumnProfile): boolean {
  return p.negativeRate > 0 || p.overHundredRate > 0;
}

export function compareCandidates(meaning: ColumnMeaning, a: Column, b: Column): number {
  // A column the export left empty (Loox's optional product_Id) names nothing: one with values comes first.
  const filled = Number(b.profile.nonEmpty > 0) - Number(a.profile.nonEmpty > 0);
  if (filled !== 0) return filled;
  const sa = hintScore(a, meaning);
  const sb = hintScore(b, meaning);
  if (meaning === 'text') {
    // Among columns named like review text, the longest prose wins; weak names (description) come last.
    const ta = sa >= 60 ? 1 : 0;
    const tb = sb >= 60 ? 1 : 0;
    if (ta !== tb) return tb - ta;
    // Text written for under half as many rows as another's is written for some reviews only (DataForSEO's
    // original_review_text, kept for translated reviews): the fuller one holds the reviews.
    if (a.profile.nonEmpty * 2 < b.profile.nonEmpty) return 1;
    if (b.profile.nonEmpty * 2 < a.profile.nonEmpty) return -1;
    return b.profile.avgLen - a.profile.avgLen || a.index - b.index;
  }
  if (meaning === 'date' && sa >= 60 && sb >= 60) {
    // Every review has a date: one filled in for under half as many rows as another is the date of
    // something that happens to some reviews only (Yotpo's "Comment Created At" is the shop's reply). Weak
    // names (crawl dates) are left out: a sparse review date still beats a full `dateAdded`.
    if (a.profile.nonEmpty * 2 < b.profile.nonEmpty) return 1;
    if (b.profile.nonEmpty * 2 < a.profile.nonEmpty) return -1;
  }
  if (sa !== sb) return sb - sa;
  if (meaning === 'date') {
    const qa = a.profile.datePrecision * a.profile.dateRate;
    const qb = b.profile.datePrecision * b.profile.dateRate;
    if (qa !== qb) return qb - qa;
  }
  return b.profile.nonEmpty - a.profile.nonEmpty;
}

/**
 * 1 when a column's header shares a qualifying word with the text column's: of Feefo's "Service Rating" and
 * "Product Rating", the one that goes with "Product Comment" rates what the text is about.
 */
export function pairsWith(c: Column, textCol: Column): number {
  const words = new Set(headerWords(textCol.header).filter((w) => !GENERIC_WORDS.has(w)));
  return headerWords(c.header).some((w) => words.has(w)) ? 1 : 0;
}

/** Words in many header names that say nothing about which part of a review a column belongs to. */
const GENERIC_WORDS = new Set([
  'review',
  'text',
  'comment',
  'rating',
  'star',
  'score',
  'the',
  'of',
]);
