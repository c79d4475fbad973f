// The work an analysis worker does, as plain functions of an Analyzer (testable without a thread): an uploaded
// CSV -> the JSON answer or the annotated CSV as byte chunks, and a scraped review list -> its analysis.
// Failures leave as a plain payload (structured clone drops class identity) and become AppErrors again on the
// main thread (decodeJobError).
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import type { AnalyzeOptions, Analyzer } from '@reviewsentry/detector';
import { importCsv, type ImportOptions } from '@reviewsentry/ingest';
import { AppError } from '../../errors/app-error';
import { annotatedCsvLines } from './annotated-csv';
import { jsonChunks, textChunks } from './json-chunks';
import { toAppError } from './to-app-error';
import { analyseImport } from './upload-analysis';

export type AnalysisJob =
  | { kind: 'upload_json'; bytes: Uint8Array; options: ImportOptions; analyzedAt: number }
  | { kind: 'upload_csv'; bytes: Uint8Array; options: ImportOptions }
  | { kind: 'analyze_reviews'; reviews: Review[]; options: AnalyzeOptions };

export interface UploadTiming {
  importMs: number;
  analyzeMs: number;
  serializeMs: number;
}

export type AnalysisJobValue =
  | { kind: 'chunks'; chunks: Uint8Array[]; timing: UploadTiming }
  | { kind: 'analysis'; result: AnalysisResult };

export async function runAnalysisJob(
  analyzer: Analyzer,
  job: AnalysisJob,
): Promise<{ value: AnalysisJobValue; transfer: ArrayBuffer[] }> {
  if (job.kind === 'analyze_reviews')
    return {
      value: { kind: 'analysis', result: analyzer.analyze(job.reviews, job.options) },
      transfer: [],
    };
  const t0 = performance.now();
  const imported = await importCsv(job.bytes, job.options);
  const t1 = performance.now();
  let chunks: Uint8Array[];
  let t2: number;
  if (job.kind === 'upload_json') {
    const body = analyseImport(analyzer, imported, new Date(job.analyzedAt));
    t2 = performance.now();
    chunks = jsonChunks(body, 'reviews');
  } else {
    const { reviews } = analyzer.analyze(imported.reviews);
    t2 = performance.now();
    chunks = textChunks(annotatedCsvLines(job.bytes, imported, reviews));
  }
  const timing = { importMs: t1 - t0, analyzeMs: t2 - t1, serializeMs: performance.now() - t2 };
  return {
    value: { kind: 'chunks', chunks, timing },
    transfer: chunks.map((c) => c.buffer as ArrayBuffer),
  };
}

export type JobErrorPayload =
  | {
      app: true;
      code: string;
      message: string;
      statusCode: number;
      retryable: boolean;
      details?: Record<string, unknown>;
    }
  | { app: false; message: string; stack?: string };

export function encodeJobError(error: unknown): JobErrorPayload {
  const mapped = toAppError(error);
  if (mapped instanceof AppError)
    return {
      app: true,
      code: mapped.code,
      message: mapped.message,
      statusCode: mapped.statusCode,
      retryable: mapped.retryable,
      ...(mapped.details ? { details: mapped.details } : {}),
    };
  const plain = error instanceof Error ? error : new Error(String(error));
  return { app: false, message: plain.message, ...(plain.stack ? { stack: plain.stack } : {}) };
}

/** A bug inside a worker, with the worker's stack, for the log (the client gets a plain 500). */
export class WorkerJobError extends Error {
  constructor(message: string, stack?: string) {
    super(message);
    this.name = 'WorkerJobError';
    if (stack) this.stack = stack;
  }
}

export function decodeJobError(payload: unknown): Error {
  const p = payload as JobErrorPayload;
  if (p.app) return new AppError(p.code, p.message, p.statusCode, p.retryable, p.details);
  return new WorkerJobError(p.message, p.stack);
}
