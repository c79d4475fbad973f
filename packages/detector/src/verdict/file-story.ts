// What a file of several products says beyond its pooled figures (docs/decisions/104): how its products were
// judged on their own, and how their alerts weigh in the file's trust score. Each product's own verdict, score
// and alerts are in products[]; the file's sentences say how those add up, so that the file's status, grade and
// alert list never contradict the products' without a reason given.
import type { Alert, ProductStatus, TrustGrade } from '@reviewsentry/contracts';
import { agree, countOf } from '../wording';
import { MIN_JUDGED_REVIEWS } from './status';

export interface FilePart {
  status: ProductStatus;
  /** Reviews of the product in the file, rating-only rows included: the weight of its alerts. */
  reviews: number;
  alerts: readonly Pick<Alert, 'severity'>[];
}

const STATUS_ORDER: readonly ProductStatus[] = ['Fake', 'Likely Fake', 'Genuine'];

/** "The file holds 277 products, each also judged on its own: 2 'Genuine'; 275 have too few …". */
export function productsSentence(parts: readonly FilePart[]): string {
  const counts = new Map<ProductStatus, number>();
  for (const p of parts) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
  const banded = STATUS_ORDER.filter((s) => counts.has(s)).map((s) => `${counts.get(s)} '${s}'`);
  const thin = counts.get('Not enough reviews') ?? 0;
  const clauses = [
    ...(banded.length > 0 ? [banded.join(', ')] : []),
    ...(thin > 0
      ? [
          `${countOf(thin, 'product')} ${agree(thin, 'has', 'have')} fewer than ${MIN_JUDGED_REVIEWS} judged ` +
            `reviews, too few for a verdict of ${agree(thin, 'its', 'their')} own`,
        ]
      : []),
  ];
  return `The file holds ${parts.length.toLocaleString('en-US')} products, each also judged on its own (products[]): ${clauses.join('; ')}.`;
}

/** Why the file's trust score is what it is when its products raised alerts. */
export function fileTrustSentence(
  parts: readonly FilePart[],
  trust: { score: number; grade: TrustGrade },
  base: number,
  bySeverity: string,
): string {
  const alerted = parts.filter((p) => p.alerts.length > 0);
  const total = parts.reduce((n, p) => n + p.reviews, 0);
  const held = total === 0 ? 0 : (100 * alerted.reduce((n, p) => n + p.reviews, 0)) / total;
  const where =
    `${alerted.length.toLocaleString('en-US')} of the ${parts.length.toLocaleString('en-US')} products, ` +
    `which hold ${held < 0.01 && held > 0 ? 'under 0.01' : held.toFixed(2)} % of the file's reviews`;
  if (trust.score === base)
    return (
      `The alerts (${bySeverity}) concern ${where}; each product's alerts count in the file's trust score ` +
      `in proportion to its share of the file's reviews, which leaves it at ${trust.score} (grade ${trust.grade}).`
    );
  return (
    `The trust score is ${trust.score} (grade ${trust.grade}) rather than ${base} because of ${bySeverity} on ${where}; ` +
    "each product's alerts count in proportion to its share of the file's reviews."
  );
}
