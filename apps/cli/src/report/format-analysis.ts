// One AnalysisResult as a readable block: verdict, fake share with its interval, what was and was not assessed,
// trust score, ratings, alerts with their evidence, and the most suspicious reviews with their reasons.
import {
  MIN_JUDGED_REVIEWS,
  modelScoreHundredths,
  tooFewReadClause,
  type AnalysisResult,
  type ProductStatus,
  type ReviewAssessment,
} from '@reviewsentry/contracts';
import type { Style } from './style';
import { count, padEnd, percent, plural, stars, truncate } from './text';

export interface AnalysisReportOptions {
  style: Style;
  /** Heading of the block; defaults to the product name and id. */
  title?: string;
  /** How many suspicious reviews to list. */
  top: number;
  /** How a review is referred to: 'row' for CSV rows (ids are spreadsheet row numbers), '#' for shop ids. */
  reviewRef?: 'row' | '#';
  /** Extra lines under the verdict rows (e.g. the per-product tally of a multi-product file). */
  extraRows?: Array<[label: string, value: string]>;
}

export function productLabel(id: string | null, name: string | null): string {
  if (name && id) return `${name} (${id})`;
  return name ?? id ?? 'Unnamed product';
}

export function colourStatus(status: ProductStatus, style: Style): string {
  if (status === 'Fake') return style.bold(style.red(status));
  if (status === 'Likely Fake') return style.bold(style.yellow(status));
  if (status === 'Not enough reviews') return style.bold(status);
  return style.bold(style.green(status));
}

/** "72 C", or "—" when there is no trust score ('Not enough reviews'). */
export function trustText(result: Pick<AnalysisResult, 'trust_score' | 'trust_grade'>): string {
  return result.trust_score === null
    ? '—'
    : `${Math.round(result.trust_score)} ${result.trust_grade}`;
}

const row = (label: string, value: string) => `  ${padEnd(label, 14)} ${value}`;

export function formatAnalysis(result: AnalysisResult, options: AnalysisReportOptions): string {
  const { style } = options;
  const lines: string[] = [
    style.bold(options.title ?? productLabel(result.prod_id, result.prod_name)),
  ];
  const confidence =
    result.low_confidence && result.product_status !== 'Not enough reviews'
      ? style.yellow('  (low confidence)')
      : '';
  lines.push(row('Verdict', `${colourStatus(result.product_status, style)}${confidence}`));
  const { low, high } = result.fake_share_interval;
  lines.push(
    row(
      'Fake reviews',
      `${count(result.fake_reviews_count)} of ${count(result.total_reviews)} judged = ` +
        `${style.bold(percent(result.fake_percentage))}  (95 % interval ${percent(low)} – ${percent(high)})`,
    ),
  );
  lines.push(row('Why', result.verdict_explanation));
  lines.push(row('Coverage', result.review_coverage.summary));
  lines.push(
    row(
      'Trust score',
      result.trust_score === null
        ? result.total_reviews < MIN_JUDGED_REVIEWS
          ? 'none (not enough judged reviews)'
          : `none (${tooFewReadClause(result.review_coverage.by_check.text_model, result.total_reviews)})`
        : `${style.bold(`${Math.round(result.trust_score)}/100`)}, grade ${result.trust_grade}`,
    ),
  );
  lines.push(
    row(
      'Rating',
      result.average_rating === null
        ? 'no star ratings'
        : `${stars(result.average_rating)} average, ${stars(result.adjusted_rating)} without the fake reviews`,
    ),
  );
  for (const [label, value] of options.extraRows ?? []) lines.push(row(label, value));
  lines.push(row('Model', `${result.model.id} ${result.model.version}`));
  lines.push('', ...formatAlerts(result, style));
  if (options.top > 0)
    lines.push(
      '',
      ...formatSuspicious(result.reviews, options.top, options.reviewRef ?? '#', style),
    );
  return `${lines.join('\n')}\n`;
}

function formatAlerts(result: AnalysisResult, style: Style): string[] {
  if (result.alerts.length === 0) return [style.bold('Alerts'), '  none'];
  const order = { critical: 0, warning: 1, info: 2 } as const;
  const alerts = [...result.alerts].sort((a, b) => order[a.severity] - order[b.severity]);
  return [
    style.bold(`Alerts (${alerts.length})`),
    ...alerts.map((alert) => {
      const severity = padEnd(alert.severity, 9);
      const coloured =
        alert.severity === 'critical'
          ? style.red(severity)
          : alert.severity === 'warning'
            ? style.yellow(severity)
            : style.dim(severity);
      const evidence =
        alert.evidence.length > 0
          ? style.dim(`  [${plural(alert.evidence.length, 'review')}]`)
          : '';
      return `  ${coloured} ${alert.message}${evidence}`;
    }),
  ];
}

/** Reviews judged fake, most probable first (reviews flagged by product signals alone come last). */
export function mostSuspicious(
  reviews: readonly ReviewAssessment[],
  top: number,
): ReviewAssessment[] {
  return reviews
    .filter((r) => r.is_fake)
    .sort((a, b) => (b.fake_probability ?? -1) - (a.fake_probability ?? -1))
    .slice(0, top);
}

function formatSuspicious(
  reviews: readonly ReviewAssessment[],
  top: number,
  reviewRef: 'row' | '#',
  style: Style,
): string[] {
  const fakeTotal = reviews.reduce((n, r) => n + (r.is_fake ? 1 : 0), 0);
  const picked = mostSuspicious(reviews, top);
  if (picked.length === 0) return [style.bold('Most suspicious reviews'), '  none judged fake'];
  const lines = [
    style.bold(`Most suspicious reviews (${picked.length} of ${count(fakeTotal)} judged fake)`),
  ];
  picked.forEach((review, i) => {
    const probability =
      review.fake_probability === null
        ? '  —   '
        : padEnd(percent(modelScoreHundredths(review.fake_probability)), 6);
    const rating = review.rating === null ? '' : ` ${stars(review.rating)}`;
    const title = review.title ? `“${truncate(review.title, 40)}” ` : '';
    lines.push(
      `  ${i + 1}. ${style.red(probability)}${rating}  ${reviewRef === 'row' ? `row ${review.id}` : `#${review.id}`}  ${title}${truncate(review.text, 90)}`,
    );
    for (const reason of review.reasons.slice(0, 3))
      lines.push(style.dim(`       - ${truncate(reason.message, 100)}`));
  });
  return lines;
}
