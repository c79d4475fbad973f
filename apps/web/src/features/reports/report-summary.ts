// The summary of an answer that the history keeps and a report's page shows in its title.
import { inSentence, type ReportCreated } from '@reviewsentry/contracts';
import type { HistoryEntry } from './history';

interface SummaryInput {
  prod_id: string | null;
  prod_name: string | null;
  product_status: string;
  fake_reviews_count: number;
  total_reviews: number;
  fake_percentage: number;
  low_confidence?: boolean | undefined;
  products?: ReadonlyArray<{ product_status: string }> | undefined;
}

export function reportTitle(data: SummaryInput): string {
  const products = data.products?.length ?? 0;
  if (products >= 2) return `${products} products`;
  // A name in our own title: its bidirectional controls would reorder our words after it.
  return inSentence(data.prod_name ?? data.prod_id ?? '') || 'Your reviews';
}

export function historyEntry(
  created: ReportCreated,
  source: 'csv' | 'link',
  data: SummaryInput,
): HistoryEntry {
  return {
    ...created,
    source,
    title: reportTitle(data),
    product_status: data.product_status,
    fake_reviews_count: data.fake_reviews_count,
    total_reviews: data.total_reviews,
    fake_percentage: data.fake_percentage,
    ...(data.low_confidence === undefined ? {} : { low_confidence: data.low_confidence }),
    ...(data.products && data.products.length >= 2
      ? { product_statuses: data.products.map((p) => p.product_status) }
      : {}),
  };
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "26 Nov 2026", the same format as review dates. */
export const formatDay = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DATE.format(time);
};
