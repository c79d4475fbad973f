// How a report's analysis is made: the same file or link analysed again, by the same code as POST /upload and
// POST /analyze, so a report can only ever hold an answer this server gave (a client cannot post a result of its
// own making). Links come from the link cache when the shopper has just analysed them.
import type { Readable } from 'node:stream';
import type { AnalysisRunner } from '../analysis/analysis-runner';
import type { LinkAnalysis } from '../analysis/link-analysis';

async function collect(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export interface ReportAnalysis {
  csv(
    bytes: Uint8Array,
    limits: { maxBytes: number; maxReviews: number },
    now: Date,
    signal: AbortSignal,
  ): Promise<unknown>;
  /** `client`: the requesting client's address, whose line the shop's pages are read in. */
  link(url: string, signal: AbortSignal, client: string): Promise<unknown>;
}

export function createReportAnalysis(pool: AnalysisRunner, links: LinkAnalysis): ReportAnalysis {
  return {
    async csv(bytes, limits, now, signal) {
      const answer = await pool.uploadJson(bytes, { ...limits, now }, now, false, signal);
      return JSON.parse((await collect(answer.body)).toString('utf8')) as unknown;
    },
    link: (url, signal, client) => links.analyse({ url, signal, client }),
  };
}
