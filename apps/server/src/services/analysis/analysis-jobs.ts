// The work an analysis worker does, as plain functions of an Analyzer (testable without a thread): an uploaded
// CSV -> the JSON answer or the annotated CSV as byte chunks, or the saved report written from its analysis, and
// a scraped review list -> its analysis.
// Failures cross to the main thread through worker-pool/job-errors.ts.
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import type { AnalyzeOptions, Analyzer } from '@reviewsentry/detector';
import { importCsv, type ImportOptions } from '@reviewsentry/ingest';
import { jsonChunks, textChunks } from './json-chunks';
import { collectAfterLargeUpload, collectGarbage } from './collect-garbage';
import { analyseImport } from './upload-analysis';
import type { ReportJob } from './analysis-runner';
import { writeReportDocument, type ReportDocument } from '../reports/report-document';

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
  | {
      kind: 'upload_report';
      bytes: Uint8Array;
      options: ImportOptions;
      analyzedAt: number;
      report: ReportJob;
    }
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
  | { kind: 'analysis'; result: AnalysisResult }
  | { kind: 'report'; document: ReportDocument };

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
  const size = job.bytes.byteLength;
  const t1 = performance.now();
  let chunks: Iterable<Uint8Array>;
  if (job.kind !== 'upload_csv') {
    // The upload is not needed again: let it go before the analysis allocates (tens of MB for a large file).
    job.bytes = new Uint8Array(0);
    collectAfterLargeUpload(size);
    const body = analyseImport(analyzer, imported, new Date(job.analyzedAt));
    if (job.kind === 'upload_report') {
      const { envelope, maxAnswerBytes } = job.report;
      const document = await writeReportDocument(envelope, body, maxAnswerBytes);
      return {
        value: { kind: 'report', document },
        transfer: [document.gzippedBody.buffer as ArrayBuffer],
      };
    }
    chunks = jsonChunks(body, 'reviews');
  } else {
    // The annotated CSV is written from the upload's bytes, which therefore stay. The same analysis as the
    // JSON answer (products split alike), so every row's verdict matches it.
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
