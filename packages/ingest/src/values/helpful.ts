// Helpful votes: `13`, `1,234`, `13.0` (pandas), McAuley's `[13, 14]` and SNAP's `13/14` (helpful of total),
// "13 people found this helpful", "One person found this helpful", "13 of 14", and the same sentence in the shop's
// language ("12 personas encontraron esto útil", "Eine Person fand diese Informationen hilfreich"): in a column
// named for helpful votes, a count followed by words is the count.

import { isOneHelpfulVote } from '@reviewsentry/review-values';

const LIST = /^\[\s*(\d+)\s*,\s*(\d+)\s*\]$/u;
const OF_TOTAL = /^(\d+)\s*\/\s*(\d+)$/u;
/** A whole count written as a float ("12.0"), as pandas writes a count column with gaps; "1.000" is a thousand. */
const FLOAT_WHOLE = /^(\d+)\.0{1,2}$/u;
/** Thousands may be grouped by a comma, a stop, a (no-break) space or an apostrophe (Swiss `1'234`). */
const LEADING_NUMBER = /^(\d{1,3}(?:[,. \u00a0\u202f'’]\d{3})+|\d+)(?:\s+\p{L}.*)?$/su;

export function parseHelpful(raw: string): number | undefined {
  const s = raw.trim();
  if (s === '') return undefined;
  const ofTotal = LIST.exec(s) ?? OF_TOTAL.exec(s);
  // Of the readers who voted, those who found it helpful: never more than voted.
  if (ofTotal) return Number(ofTotal[1]) <= Number(ofTotal[2]) ? Number(ofTotal[1]) : undefined;
  const whole = FLOAT_WHOLE.exec(s);
  if (whole) return Number(whole[1]);
  const lead = LEADING_NUMBER.exec(s);
  if (lead) {
    const n = Number(lead[1]!.replace(/\D/gu, ''));
    return Number.isSafeInteger(n) ? n : undefined;
  }
  if (isOneHelpfulVote(s)) return 1;
  return undefined;
}
