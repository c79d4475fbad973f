// Compares a variant's import with the original's: the same reviews (matched by content, since row numbers and
// order are what some variants change) with the same fields, the same products and the same coverage arithmetic.
import type { ImportResult, Review } from '@reviewsentry/contracts';

const FIELDS = {
  text: (r: Review) => r.text,
  title: (r: Review) => r.title,
  rating: (r: Review) => r.rating,
  date: (r: Review) =>
    r.date_precision === undefined ? undefined : `${r.date ?? r.date_text} (${r.date_precision})`,
  reviewer: (r: Review) => r.reviewer,
  verified: (r: Review) => r.verified,
  product: (r: Review) =>
    r.product_id === undefined && r.product_name === undefined
      ? undefined
      : `${r.product_id ?? ''}|${r.product_name ?? ''}`,
  helpful: (r: Review) => r.helpful_votes,
} satisfies Record<string, (r: Review) => unknown>;
type Field = keyof typeof FIELDS;

const COVERAGE = [
  'rows_read',
  'reviews_used',
  'rating_only_rows',
  'rows_skipped',
  'skipped_by_reason',
  'unreadable_values',
  'products_found',
  'meanings_found',
] as const;

const key = (r: Review): string =>
  JSON.stringify(Object.values(FIELDS).map((read) => read(r) ?? null));

/** Pairs each original review with a variant review: same content first, then same text, then in order. */
function pair(original: readonly Review[], variant: readonly Review[]): [Review, Review][] {
  const pairs: [Review, Review][] = [];
  const left = [...original];
  let right = [...variant];
  for (const matchBy of [key, (r: Review) => r.text]) {
    const waiting = new Map<string, Review[]>();
    for (const r of right) {
      const k = matchBy(r);
      if (k !== '') waiting.set(k, [...(waiting.get(k) ?? []), r]);
    }
    for (let i = 0; i < left.length; i++) {
      const match = waiting.get(matchBy(left[i]!))?.shift();
      if (match === undefined) continue;
      pairs.push([left[i]!, match]);
      left.splice(i--, 1);
    }
    const used = new Set(pairs.map(([, v]) => v));
    right = right.filter((r) => !used.has(r));
  }
  for (let i = 0; i < Math.min(left.length, right.length); i++) pairs.push([left[i]!, right[i]!]);
  return pairs;
}

const canonical = (value: unknown): string =>
  JSON.stringify(
    Array.isArray(value)
      ? [...(value as unknown[])].sort()
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
        : value,
  );

/** "same", or what differs: "fewer 250/300; rating lost ×250; date misread ×12; coverage rows_read 300→302". */
export function describeDifference(original: ImportResult, variant: ImportResult): string {
  const parts: string[] = [];
  const [a, b] = [original.reviews.length, variant.reviews.length];
  if (a !== b) parts.push(`${b < a ? 'fewer' : 'more'} ${b}/${a}`);
  const lost = new Map<Field, number>();
  const misread = new Map<Field, number>();
  for (const [o, v] of pair(original.reviews, variant.reviews)) {
    for (const [field, read] of Object.entries(FIELDS) as [Field, (r: Review) => unknown][]) {
      const [x, y] = [read(o), read(v)];
      if (x === y) continue;
      const tally = y === undefined ? lost : misread;
      tally.set(field, (tally.get(field) ?? 0) + 1);
    }
  }
  for (const [field, n] of lost) parts.push(`${field} lost ×${n}`);
  for (const [field, n] of misread) parts.push(`${field} misread ×${n}`);
  const products = (r: ImportResult): string =>
    canonical(r.products.map((p) => `${p.product_id}|${p.product_name}|${p.review_count}`));
  if (products(original) !== products(variant)) parts.push('products');
  for (const field of COVERAGE) {
    const [x, y] = [canonical(original.coverage[field]), canonical(variant.coverage[field])];
    if (x !== y) parts.push(`${field} ${x}→${y}`);
  }
  return parts.length === 0 ? 'same' : parts.join('; ');
}
