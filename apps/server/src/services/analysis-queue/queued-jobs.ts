// What a queued analysis carries through Redis: the job (JSON in BullMQ's job hash; an upload's bytes lie beside
// it, job-bytes.ts) and its answer. Dates travel as epoch milliseconds.
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import type { ImportOptions } from '@reviewsentry/ingest';
import type { UploadTiming } from '../analysis/analysis-jobs';
import type { ReportJob } from '../analysis/analysis-runner';
import type { ReportSummary } from '../reports/report-store';
import type { JobErrorPayload } from '../worker-pool/job-errors';

export interface WireImportOptions {
  maxBytes?: number;
  maxReviews?: number;
  maxRejects?: number;
  now?: number;
}

export type QueuedJob =
  | {
      kind: 'upload_json';
      inputKey: string;
      bytes: number;
      options: WireImportOptions;
      analyzedAt: number;
      gzip: boolean;
    }
  | {
      kind: 'upload_csv';
      inputKey: string;
      bytes: number;
      options: WireImportOptions;
      gzip: boolean;
    }
  | {
      kind: 'upload_report';
      inputKey: string;
      bytes: number;
      options: WireImportOptions;
      analyzedAt: number;
      report: ReportJob;
    }
  | {
      kind: 'analyze_reviews';
      reviews: Review[];
      options: { productId?: string | null; productName?: string | null };
    };

export type QueuedAnswer =
  /** An upload's answer, `count` chunks in the Redis list `key`. */
  | { kind: 'chunks'; key: string; count: number; timing: UploadTiming; queueMs: number }
  | { kind: 'analysis'; result: AnalysisResult }
  /** A saved report's compressed JSON, one chunk under `key`. */
  | { kind: 'report'; key: string; summary: ReportSummary }
  /** The input itself is at fault (a 4xx): the same answer on every run, so it is an answer, not a failure. */
  | { kind: 'refused'; error: JobErrorPayload };

export function toWireOptions(options: ImportOptions): WireImportOptions {
  const { now, ...rest } = options;
  return now === undefined ? rest : { ...rest, now: now.getTime() };
}

export function fromWireOptions(options: WireImportOptions): ImportOptions {
  const { now, ...rest } = options;
  return now === undefined ? rest : { ...rest, now: new Date(now) };
}
