// One pass over each review: tokenise once, decide assessability, and keep only the compact features the
// signals need (word hashes, sentiment counts, day number). The word strings are dropped afterwards.
import type { Review } from '@reviewsentry/contracts';
import { assessTokens, type Assessability } from './assess/assessability';
import { dayNumber } from './dates';
import { sentimentOf } from './signals/sentiment';
import type { PreparedReview } from './signals/types';
import { HashedTokenTable, scanText } from './text/scan';

export interface Prepared {
  reviews: PreparedReview[];
  assessments: Assessability[];
}

export function prepareReviews(reviews: readonly Review[]): Prepared {
  const table = new HashedTokenTable();
  const prepared: PreparedReview[] = new Array<PreparedReview>(reviews.length);
  const assessments: Assessability[] = new Array<Assessability>(reviews.length);
  for (let index = 0; index < reviews.length; index++) {
    const review = reviews[index] as Review;
    const { infos, ascii } = scanText(review.text, table);
    const a = assessTokens(review.text, infos, ascii);
    const wordHashes = new Uint32Array(infos.length);
    for (let i = 0; i < infos.length; i++) wordHashes[i] = (infos[i] as { hash: number }).hash;
    assessments[index] = a;
    prepared[index] = {
      index,
      review,
      wordHashes,
      sentiment: sentimentOf(infos),
      day: dayNumber(review.date),
      assessed: a.assessed,
    };
  }
  return { reviews: prepared, assessments };
}
