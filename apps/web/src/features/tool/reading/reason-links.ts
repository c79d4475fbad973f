// Which reviews a reason is about, so that each reason opens them: a copy opens the review it copies and every other
// copy of it; a burst reason the reviews of that day; a prolific reviewer that reviewer's reviews; any other reason
// the reviews it lists (`review_ids`) or, without a list, those that share it. The server's `review_ids` are used
// where sent; an answer without them (an older server, a saved report) is read from the reasons' words and codes.
import type { Reason } from '@reviewsentry/contracts';
import { COPY_REASON_CODES, MODEL_REASON_CODES } from './reason-text';
import { counted } from './words';

/** A reason; `review_ids` lists the other reviews it names when the server sends them. */
export type LinkedReason = Reason;

export interface IndexedReview {
  id: string;
  reviewer: string | null;
  reasons: readonly LinkedReason[];
}

export interface ReviewGroup {
  /** The button's words, e.g. "Show the 6 reviews with this text". */
  label: string;
  /** What the filtered list says it shows. */
  description: string;
  ids: readonly string[];
}

export interface ReasonIndex {
  group(reason: LinkedReason, review: IndexedReview): ReviewGroup | null;
}

/** "Same text as review 14, posted earlier." -> "14", when such a review exists. */
function namedReview(message: string, ids: ReadonlySet<string>): string | null {
  for (const match of message.matchAll(/\breview ([^\s,;]+?)(?=[,;.]?(?:\s|$))/g)) {
    if (ids.has(match[1]!)) return match[1]!;
  }
  return null;
}

const push = (map: Map<string, string[]>, key: string, id: string) => {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
};

export function indexReasons(reviews: readonly IndexedReview[]): ReasonIndex {
  const ids = new Set(reviews.map((r) => r.id));
  const copiesOf = new Map<string, string[]>();
  const byReasonMessage = new Map<string, string[]>();
  const byCode = new Map<string, string[]>();
  const byReviewer = new Map<string, string[]>();
  const sourceOf = new Map<string, string>();
  for (const review of reviews) {
    if (review.reviewer) push(byReviewer, review.reviewer.trim().toLowerCase(), review.id);
    for (const reason of review.reasons) {
      push(byCode, reason.code, review.id);
      push(byReasonMessage, `${reason.code}\u0000${reason.message}`, review.id);
      if (reason.code === 'duplicate_text' || reason.code === 'near_duplicate_text') {
        const named = reason.review_ids?.[0];
        const source =
          named !== undefined && ids.has(named) ? named : namedReview(reason.message, ids);
        if (source) {
          push(copiesOf, source, review.id);
          sourceOf.set(`${review.id}\u0000${reason.code}`, source);
        }
      }
    }
  }

  const group = (label: string, description: string, list: readonly string[]) =>
    list.length >= 2 ? { label, description, ids: [...new Set(list)] } : null;

  /** The ids a reason lists that are among these reviews (a product's view holds only its own). */
  const listed = (reason: LinkedReason) => (reason.review_ids ?? []).filter((id) => ids.has(id));

  return {
    group(reason, review) {
      // The model's judgement of one text names no other review.
      if (MODEL_REASON_CODES.has(reason.code)) return null;
      if (COPY_REASON_CODES.has(reason.code)) {
        const source =
          reason.code === 'duplicate_source'
            ? review.id
            : sourceOf.get(`${review.id}\u0000${reason.code}`);
        if (!source) return null;
        // The original and every copy of it (a copy's reason names only the original).
        const list = [source, ...(copiesOf.get(source) ?? []), ...listed(reason)];
        const what = reason.code === 'near_duplicate_text' ? 'nearly this text' : 'this text';
        return group(
          `Show the ${counted(new Set(list).size, 'review')} with ${what}`,
          `the original and its copies`,
          list,
        );
      }
      // Any other reason that lists its reviews: this one and those.
      if (listed(reason).length > 0) {
        const list = [review.id, ...listed(reason)];
        return group(
          `Show the ${counted(new Set(list).size, 'review')} this names`,
          `the reviews named by “${reason.message}”`,
          list,
        );
      }
      if (reason.code === 'review_burst') {
        const list = byReasonMessage.get(`${reason.code}\u0000${reason.message}`) ?? [];
        return group(
          `Show the ${counted(list.length, 'review')} of that day`,
          'the reviews posted on that day of unusual activity',
          list,
        );
      }
      if (reason.code === 'repeat_reviewer' && review.reviewer) {
        const list = byReviewer.get(review.reviewer.trim().toLowerCase()) ?? [];
        return group(
          `Show this reviewer’s ${counted(list.length, 'review')}`,
          'the reviews by this reviewer',
          list,
        );
      }
      const list = byCode.get(reason.code) ?? [];
      return group(
        `Show the ${counted(list.length, 'review')} with this reason`,
        'the reviews with the same reason',
        list,
      );
    },
  };
}
