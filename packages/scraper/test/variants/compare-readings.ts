// How a variant page's reading differs from the original page's: reviews found, whether they come in the order the
// variant shows them, and for each review found in both (matched by its text, else with the next review left over) which fields differ.
import type { ReviewDraft } from '../../src/extract/types';

export const COMPARED_FIELDS = ['text', 'title', 'rating', 'date', 'reviewer', 'verified'] as const;
type Field = (typeof COMPARED_FIELDS)[number];

export interface ReadingDifference {
  found: number;
  expected: number;
  /** Per field, how many of the original's reviews read a different value (or none) on the variant. */
  changed: Partial<Record<Field | 'line breaks', number>>;
  /** The matched reviews come in the order the variant shows them. */
  inOrder: boolean;
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `shown`: the original's review indices in the order the variant page shows them (the same order by default). */
export function compareReadings(
  original: readonly ReviewDraft[],
  variant: readonly ReviewDraft[],
  shown: readonly number[] = original.map((_, i) => i),
): ReadingDifference {
  const unmatched = new Set(variant.keys());
  const claim = (test: (read: ReviewDraft) => boolean) => {
    const at = [...unmatched].find((i) => test(variant[i]!));
    if (at !== undefined) unmatched.delete(at);
    return at;
  };
  const byText = original.map((review) => claim((read) => read.text === review.text));
  const byWords = original.map(
    (review, i) => byText[i] ?? claim((read) => words(read.text) === words(review.text)),
  );
  // A review whose words changed is paired with the next variant review no other one claimed, in order.
  const leftover = [...unmatched].sort((a, b) => a - b);
  const places = byWords.map((at) => at ?? leftover.shift());
  const changed: ReadingDifference['changed'] = {};
  const count = (key: keyof ReadingDifference['changed']) =>
    (changed[key] = (changed[key] ?? 0) + 1);
  original.forEach((review, i) => {
    const at = places[i];
    if (at === undefined) return;
    const read = variant[at]!;
    for (const field of COMPARED_FIELDS) {
      if (review[field] === undefined || review[field] === read[field]) continue;
      count(
        field === 'text' && byText[i] === undefined && byWords[i] !== undefined
          ? 'line breaks'
          : field,
      );
    }
  });
  const matched = shown.map((i) => places[i]).filter((at): at is number => at !== undefined);
  return {
    found: variant.length,
    expected: original.length,
    changed,
    inOrder: matched.every((at, k) => k === 0 || at > matched[k - 1]!),
  };
}

/** A matrix cell: "same", or what was lost ("fewer 3/10", "rating ×10", "order"). */
export function describeDifference(difference: ReadingDifference): string {
  const parts: string[] = [];
  if (difference.found !== difference.expected)
    parts.push(
      `${difference.found < difference.expected ? 'fewer' : 'more'} ${difference.found}/${difference.expected}`,
    );
  for (const [field, count] of Object.entries(difference.changed)) parts.push(`${field} ×${count}`);
  if (!difference.inOrder) parts.push('order');
  return parts.length ? parts.join(', ') : 'same';
}
