// The work an analysis worker does, as plain functions of an Analyzer (testable without a thread): an uploaded
// CSV -> the JSON answer or the annotated CSV as byte chunks, and a scraped review list -> its analysis.
// Failures leave as a plain payload (structured clone drops class identity) and become AppErrors again on the
// main thread (decodeJobError).
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import type { AnalyzeOptions, Analyzer } from '@reviewsentry/detector';
import { importCsv, type ImportOptions } from '@reviewsentry/ingest';
import { AppError } from '../../errors/app-error';
import { jsonChunks, textChunks } from './json-chunks';
import { analysisErrorToAppError } from './analysis-errors';
import { analyseImport } from './upload-analysis';
import { collectGarbage, isLargeUpload } from './collect-garbage';

export type AnalysisJob =
  | {
      kind: 'upload_json';
      bytes: Uint8Array;
      options: ImportOptions;
      analyzedAt: number;
      /** Compress the answer with gzip (the client accepts it). */
      gzip: boolean;
    }
  | { kind: 'upload_csv'; bytes: Uint8Array; options: ImportOptions; gzip: boolean }
  | { kind: 'analyze_reviews'; reviews: Review[]; options: AnalyzeOptions };

export interface UploadTiming {
  importMs: number;
  analyzeMs: number;
}

/** Sent as `progress` before the last chunk when an answer has several chunks; the first one carries timing. */
export interface ChunkProgress {
  chunk: Uint8Array;
  timing: UploadTiming;
}

export type AnalysisJobValue =
  | { kind: 'chunks'; last: Uint8Array; timing: UploadTiming }
  | { kind: 'analysis'; result: AnalysisResult };

/**
 * Hands a chunk of the answer to the main thread at once (moved, not copied); resolves when the next one may
 * be sent (chunk-credit.ts).
 */
export type SendChunk = (progress: ChunkProgress, transfer: ArrayBuffer[]) => Promise<void>;

export async function runAnalysisJob(
  analyzer: Analyzer,
  job: AnalysisJob,
  sendChunk: SendChunk,
): Promise<{ value: AnalysisJobValue; transfer: ArrayBuffer[] }> {
  if (job.kind === 'analyze_reviews')
    return {
      value: { kind: 'analysis', result: analyzer.analyze(job.reviews, job.options) },
      transfer: [],
    };
  const t0 = performance.now();
  const imported = await importCsv(job.bytes, job.options);
  const large = isLargeUpload(job);
  const t1 = performance.now();
  let chunks: Iterable<Uint8Array>;
  if (job.kind === 'upload_json') {
    // The upload is not needed again: freed before the analysis allocates (tens of MB, docs/decisions/096).
    job.bytes = new Uint8Array(0);
    if (large) collectGarbage();
    const body = analyseImport(analyzer, imported, new Date(job.analyzedAt), { collectGarbage });
    chunks = jsonChunks(body, 'reviews');
  } else {
    // The annotated CSV is written from the upload's bytes, which therefore stay.
    if (large) collectGarbage();
    // The same analysis as the JSON answer (products split alike), so every row's verdict matches it.
    const { reviews } = analyzer.analyzeImport(imported, { collectGarbage });
    // Loaded on first use: it pulls in the scraper's CSV writer, which most workers never need.
    const { annotatedCsvLines } = await import('./annotated-csv');
    chunks = textChunks(annotatedCsvLines(job.bytes, imported, reviews));
  }
  const timing = { importMs: t1 - t0, analyzeMs: performance.now() - t1 };
  // Every chunk but the last leaves as soon as it is written, so the worker never holds the whole answer.
  const source = job.gzip ? gzipChunks(chunks) : chunks;
  let previous: Uint8Array | null = null;
  for await (const chunk of source) {
    if (previous) await sendChunk({ chunk: previous, timing }, [previous.buffer as ArrayBuffer]);
    previous = chunk;
  }
  if (previous === null) throw new Error('an answer has at least one chunk');
  return {
    value: { kind: 'chunks', last: previous, timing },
    transfer: [previous.buffer as ArrayBuffer],
  };
}

/**
 * gzip level 1 in the worker: about 5x smaller for a third of the CPU of gzip 6 or brotli 4 (measured on a
 * 200-review answer, docs/decisions/086), and none of it on the event loop.
 */
async function* gzipChunks(chunks: Iterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const gzip = Readable.from(chunks).pipe(createGzip({ level: 1, chunkSize: 256 * 1024 }));
  // zlib hands out slices of a shared buffer: copy each into one of its own so it can be transferred.
  for await (const piece of gzip as AsyncIterable<Buffer>) yield new Uint8Array(piece);
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
  const mapped = analysisErrorToAppError(error);
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
