// Turns an analysis answer (POST /upload or POST /analyze, as our own code made it) into a report to keep: reviewer
// names replaced by pseudonyms, the figures a link preview needs, a fresh id and a delete token of which only the
// hash is stored.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { reportPagePath, type ReportCreated, type ReportSource } from '@reviewsentry/contracts';
import { z } from 'zod';
import type { NewReport, ReportSummary } from './report-store';
import { storableText } from './storable-text';

const gzipAsync = promisify(gzip);

/** The fields a summary is read from; the rest of the answer is kept as it is. */
const summarySource = z.object({
  prod_id: z.string().nullable().optional(),
  prod_name: z.string().nullable().optional(),
  product_status: z.string(),
  total_reviews: z.number(),
  fake_reviews_count: z.number(),
  fake_percentage: z.number(),
  low_confidence: z.boolean().optional(),
  products: z.array(z.unknown()).optional(),
});

/** The summary is a jsonb column in PostgreSQL: its texts, which come from the shop page or file, are made storable. */
export function summaryOf(result: unknown): ReportSummary {
  const s = summarySource.parse(result);
  return {
    prod_id: s.prod_id == null ? null : storableText(s.prod_id),
    prod_name: s.prod_name == null ? null : storableText(s.prod_name),
    product_status: s.product_status,
    total_reviews: s.total_reviews,
    fake_reviews_count: s.fake_reviews_count,
    fake_percentage: s.fake_percentage,
    ...(s.low_confidence === undefined ? {} : { low_confidence: s.low_confidence }),
    products: s.products?.length ?? 0,
  };
}

/**
 * Reviewer names are personal data the report does not need; whether several reviews come from one reviewer does
 * matter (a "same reviewer" reason). So each name becomes "Reviewer 3f9a2c1d", keyed by a salt made for this report
 * and then thrown away: the same name gives the same pseudonym within the report, and nothing links it to the name
 * or to the same reviewer in another report.
 */
export function pseudonymiseReviewers<T>(result: T): T {
  if (typeof result !== 'object' || result === null) return result;
  const reviews = (result as { reviews?: unknown }).reviews;
  if (!Array.isArray(reviews)) return result;
  const salt = randomBytes(16);
  const names = new Map<string, string>();
  const pseudonym = (name: string) => {
    const key = name.trim().toLowerCase();
    let value = names.get(key);
    if (value === undefined) {
      value = `Reviewer ${createHmac('sha256', salt).update(key).digest('hex').slice(0, 8)}`;
      names.set(key, value);
    }
    return value;
  };
  return {
    ...result,
    reviews: reviews.map((review: unknown) => {
      if (typeof review !== 'object' || review === null) return review;
      const reviewer = (review as { reviewer?: unknown }).reviewer;
      return typeof reviewer === 'string' && reviewer.trim() !== ''
        ? { ...review, reviewer: pseudonym(reviewer) }
        : { ...review, reviewer: null };
    }),
  };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Two token hashes compared in constant time, so the time taken says nothing of how much of one matched. */
export function sameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface BuiltReport {
  record: NewReport;
  created: ReportCreated;
}

export async function buildReport(options: {
  source: ReportSource;
  result: unknown;
  now: Date;
  retentionDays: number;
}): Promise<BuiltReport> {
  const id = randomBytes(16).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  const createdAt = options.now;
  const expiresAt = new Date(createdAt.getTime() + options.retentionDays * 86_400_000);
  const result = pseudonymiseReviewers(options.result);
  const body = JSON.stringify({
    id,
    source: options.source,
    created_at: createdAt.toISOString(),
    expires_at: expiresAt.toISOString(),
    result,
  });
  return {
    record: {
      id,
      tokenHash: hashToken(token),
      source: options.source,
      createdAt,
      expiresAt,
      summary: summaryOf(result),
      gzippedBody: await gzipAsync(body),
    },
    created: {
      id,
      url: reportPagePath(id),
      delete_token: token,
      created_at: createdAt.toISOString(),
      expires_at: expiresAt.toISOString(),
    },
  };
}
