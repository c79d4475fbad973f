// The one interface the analysis routes call to run imports and analyses, whichever runs them: this process's
// worker threads (analysis-pool.ts, the embedded default) or worker processes behind a shared job queue when
// REDIS_URL is set (services/analysis-queue, docs/decisions/149). Both answer alike, errors included.
import type { Readable } from 'node:stream';
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import type { AnalyzeOptions } from '@reviewsentry/detector';
import type { ImportOptions } from '@reviewsentry/ingest';
import type { ReportDocument, ReportEnvelope } from '../reports/report-document';
import type { UploadTiming } from './analysis-jobs';

export interface UploadAnswer {
  /** One Buffer (small answers) or a stream of the answer's chunks (large ones). */
  body: Buffer | Readable;
  timing: UploadTiming & { queueMs: number };
}

export interface ReportJob {
  envelope: ReportEnvelope;
  maxAnswerBytes: number;
}

export interface AnalysisRunner {
  /** Gets ready to run jobs (idempotent): at listen time, so that problems show at start. */
  start(): void;
  /** Refuses new jobs, lets running ones finish, then lets go of its threads or connections. */
  close(): Promise<void>;
  /** Resolves when what runs the jobs outside this process answers (for /readyz); absent when none is. */
  ping?: () => Promise<void>;
  /** The error to answer at once when no job can run now (a 503), or null. */
  readonly failure: Error | null;
  /**
   * The POST /upload JSON answer. `bytes.buffer` may be transferred to another thread: it must belong to this
   * upload alone, and the caller must not use it afterwards.
   */
  uploadJson(
    bytes: Uint8Array,
    options: ImportOptions,
    analyzedAt: Date,
    gzip: boolean,
    signal?: AbortSignal,
  ): Promise<UploadAnswer>;
  /** The annotated CSV (Accept: text/csv); `bytes` as for uploadJson. */
  uploadCsv(
    bytes: Uint8Array,
    options: ImportOptions,
    gzip: boolean,
    signal?: AbortSignal,
  ): Promise<UploadAnswer>;
  /**
   * The file's analysis written as a saved report (reviewers pseudonymised, compressed), where it is analysed;
   * refused with report_too_large past `maxAnswerBytes` of JSON. `bytes` as for uploadJson.
   */
  uploadReport(
    bytes: Uint8Array,
    options: ImportOptions,
    analyzedAt: Date,
    report: ReportJob,
    signal?: AbortSignal,
  ): Promise<ReportDocument>;
  /** The analysis of a scraped product's reviews (at most SCRAPER_MAX_REVIEWS). */
  analyzeReviews(reviews: Review[], options: AnalyzeOptions): Promise<AnalysisResult>;
}
