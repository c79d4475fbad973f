// How a report's analysis is made: the same file or link analysed again, by the same code as POST /upload and
// POST /analyze, so a report can only ever hold an answer this server gave (a client cannot post a result of its
// own making). Links come from the link cache when the shopper has just analysed them.
import type { Readable } from 'node:stream';
import type { AnalysisRunner } from '../analysis/analysis-runner';
import type { LinkAnalysis } from '../analysis/link-analysis';

/** The answer's bytes, or null as soon as they pass `maxBytes` (the rest is left unread). */
async function collect(body: Buffer | Readable, maxBytes: number): Promise<Buffer | null> {
  if (Buffer.isBuffer(body)) return body.length > maxBytes ? null : body;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Uint8Array).byteLength;
    if (total > maxBytes) {
      // A closed answer stream acknowledges its pending chunks: the worker finishes without waiting for us.
      body.destroy();
      return null;
    }
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

export interface ReportAnalysis {
  csv(
    bytes: Uint8Array,
    limits: { maxBytes: number; maxReviews: number },
    /** Past this the answer is not parsed (null): parsing holds the event loop for as long as it takes. */
    maxAnswerBytes: number,
    now: Date,
    signal: AbortSignal,
  ): Promise<{ result: unknown } | null>;
  /** `client`: the requesting client's address, whose line the shop's pages are read in. */
  link(url: string, signal: AbortSignal, client: string): Promise<unknown>;
}

export function createReportAnalysis(pool: AnalysisRunner, links: LinkAnalysis): ReportAnalysis {
  return {
    async csv(bytes, limits, maxAnswerBytes, now, signal) {
      const answer = await pool.uploadJson(bytes, { ...limits, now }, now, false, signal);
      const json = await collect(answer.body, maxAnswerBytes);
      return json === null ? null : { result: JSON.parse(json.toString('utf8')) as unknown };
    },
    link: (url, signal, client) => links.analyse({ url, signal, client }),
  };
}
