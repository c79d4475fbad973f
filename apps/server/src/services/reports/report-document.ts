// Turns an analysis (of a file or a link, as our own code made it) into a report to keep: reviewer names replaced
// by pseudonyms, the figures a link preview needs, a fresh id and a delete token of which only the hash is stored.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { reportPagePath, type ReportCreated, type ReportSource } from '@reviewsentry/contracts';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { jsonChunks } from '../analysis/json-chunks';
import type { NewReport, ReportSummary } from './report-store';
import { storableText } from './storable-text';

const encoder = new TextEncoder();

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

/** A report's own fields, made on the main thread before its analysis is written (in a worker for a file). */
export interface ReportEnvelope {
  id: string;
  source: ReportSource;
  created_at: string;
  expires_at: string;
}

/** What is kept of an analysis: the figures a preview needs and the report's JSON, compressed. */
export interface ReportDocument {
  summary: ReportSummary;
  gzippedBody: Uint8Array;
}

/** The file is within the size limit, but its reviews make a report too large to keep. */
export class ReportAnswerTooLargeError extends AppError {
  constructor(maxAnswerBytes: number) {
    super(
      'report_too_large',
      `This file has too many reviews to keep as a report (its result is over ${Math.round(maxAnswerBytes / (1024 * 1024))} MB). ` +
        'Its analysis still works, it just cannot be saved; a file of fewer reviews, such as one product, can be.',
      413,
      { details: { max_answer_bytes: maxAnswerBytes } },
    );
  }
}

/**
 * The report's JSON (`{ id, source, created_at, expires_at, result }`, reviewers pseudonymised), written a few
 * reviews at a time into gzip: a file's report is written in an analysis worker from the analysis it has just
 * made, so the event loop never parses or stringifies tens of MB (a 31 MB answer held it for about a second,
 * bench/report-creation.ts). Past `maxAnswerBytes` of the analysis's JSON, nothing is kept.
 */
export async function writeReportDocument(
  envelope: ReportEnvelope,
  analysis: unknown,
  maxAnswerBytes = Number.POSITIVE_INFINITY,
): Promise<ReportDocument> {
  const result = pseudonymiseReviewers(analysis) as Record<string, unknown>;
  const summary = summaryOf(result);
  let answerBytes = 0;
  function* documentChunks(): Generator<Uint8Array> {
    const head = JSON.stringify({ ...envelope, result: null });
    yield encoder.encode(head.slice(0, -'null}'.length));
    for (const chunk of jsonChunks(result, 'reviews')) {
      answerBytes += chunk.byteLength;
      if (answerBytes > maxAnswerBytes) throw new ReportAnswerTooLargeError(maxAnswerBytes);
      yield chunk;
    }
    yield encoder.encode('}');
  }
  const pieces: Buffer[] = [];
  await pipeline(Readable.from(documentChunks()), createGzip(), async (gzipped) => {
    for await (const piece of gzipped as AsyncIterable<Buffer>) pieces.push(piece);
  });
  // One ArrayBuffer of its own, so a worker can move it to the main thread without a copy.
  const gzippedBody = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    gzippedBody.set(piece, at);
    at += piece.byteLength;
  }
  return { summary, gzippedBody };
}

export interface KeptReport {
  record: NewReport;
  created: ReportCreated;
}

/** A new report's id, dates and delete token (of which only the hash is kept). */
export function newReport(source: ReportSource, now: Date, retentionDays: number) {
  const envelope: ReportEnvelope = {
    id: randomBytes(16).toString('base64url'),
    source,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + retentionDays * 86_400_000).toISOString(),
  };
  const token = randomBytes(32).toString('base64url');
  return {
    envelope,
    /** The record to store and the answer to its maker, once the document is written. */
    keep(document: ReportDocument): KeptReport {
      return {
        record: {
          id: envelope.id,
          tokenHash: hashToken(token),
          source,
          createdAt: new Date(envelope.created_at),
          expiresAt: new Date(envelope.expires_at),
          summary: document.summary,
          gzippedBody: Buffer.from(
            document.gzippedBody.buffer,
            document.gzippedBody.byteOffset,
            document.gzippedBody.byteLength,
          ),
        },
        created: {
          id: envelope.id,
          url: reportPagePath(envelope.id),
          delete_token: token,
          created_at: envelope.created_at,
          expires_at: envelope.expires_at,
        },
      };
    },
  };
}
