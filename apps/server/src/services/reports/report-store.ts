// Where saved reports are kept. Routes see only this interface, so a PostgreSQL implementation can replace the
// SQLite one without touching them (async for that reason, as the feedback store).
import type { ReportSource } from '@reviewsentry/contracts';

/** The few figures a link preview (Open Graph tags) needs, kept beside the compressed body. */
export interface ReportSummary {
  prod_id: string | null;
  prod_name: string | null;
  product_status: string;
  total_reviews: number;
  fake_reviews_count: number;
  fake_percentage: number;
  /** The verdict is given with low confidence (absent in reports kept before it was recorded). */
  low_confidence?: boolean;
  /** Products analysed on their own (0 or 1 for a single-product file or a link). */
  products: number;
}

export interface NewReport {
  id: string;
  tokenHash: string;
  source: ReportSource;
  createdAt: Date;
  expiresAt: Date;
  summary: ReportSummary;
  /** The report's JSON (GET /api/reports/<id> body), gzip-compressed. */
  gzippedBody: Buffer;
}

export interface StoredReport {
  id: string;
  source: ReportSource;
  createdAt: Date;
  expiresAt: Date;
  summary: ReportSummary;
  gzippedBody: Buffer;
}

export type DeleteOutcome = 'deleted' | 'not_found' | 'wrong_token';

export interface ReportStore {
  add(report: NewReport): Promise<void>;
  /** The report unless it does not exist or expired before `now`. */
  get(id: string, now: Date): Promise<StoredReport | null>;
  /** Only the summary (for the page's link-preview tags): the body is not read. */
  summary(id: string, now: Date): Promise<ReportSummary | null>;
  /** Deletes when `tokenHash` matches the one stored at creation. */
  delete(id: string, tokenHash: string): Promise<DeleteOutcome>;
  /** Removes every report that expired before `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
  count(): Promise<number>;
  close(): Promise<void>;
}
