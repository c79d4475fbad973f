// How a report's analysis is made: the same file or link analysed again, by the same code as POST /upload and
// POST /analyze, so a report can only ever hold an answer this server gave (a client cannot post a result of its
// own making). A file's report is written where it is analysed (report-document.ts); links come from the link
// cache when the shopper has just analysed them.
import type { AnalysisRunner } from '../analysis/analysis-runner';
import type { LinkAnalysis } from '../analysis/link-analysis';
import type { ImportOptions } from '@reviewsentry/ingest';
import type { ReportDocument, ReportEnvelope } from './report-document';

export interface ReportAnalysis {
  csv(
    bytes: Uint8Array,
    limits: ImportOptions,
    report: { envelope: ReportEnvelope; maxAnswerBytes: number },
    now: Date,
    signal: AbortSignal,
  ): Promise<ReportDocument>;
  /** `client`: the requesting client's address, whose line the shop's pages are read in. */
  link(url: string, signal: AbortSignal, client: string): Promise<unknown>;
}

export function createReportAnalysis(pool: AnalysisRunner, links: LinkAnalysis): ReportAnalysis {
  return {
    csv: (bytes, limits, report, now, signal) =>
      pool.uploadReport(bytes, { ...limits, now }, now, report, signal),
    link: (url, signal, client) => links.analyse({ url, signal, client }),
  };
}
