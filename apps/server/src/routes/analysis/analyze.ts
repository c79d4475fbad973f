// POST /analyze: a product link -> the same analysis as /upload, with the shop's product and the scrape's coverage.
// Plain JSON by default; with `Accept: text/event-stream` the stages are streamed as server-sent events first.
// See docs/api.md and docs/decisions/082 (cache), 084 (progress stream).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyzeRequestSchema,
  analyzeResponseSchema,
  apiErrorSchema,
  type AnalyzeResponse,
} from '@reviewsentry/contracts';
import { AppError } from '../../errors/app-error';
import { clientKey } from '../../plugins/client-key';
import { toErrorAnswer } from '../../plugins/error-handler';
import { jsonChunks } from '../../services/analysis/json-chunks';
import type { LinkAnalysis, LinkRequest } from '../../services/analysis/link-analysis';
import { clientGone, pauseIdleTimeout, startReaderDeadline } from './connection';
import { jsonSerializer, wantsEventStream } from './http';
import { openSse } from './sse';

export interface AnalyzeRoutesOptions {
  links: LinkAnalysis;
  /** Once the answer starts, a client that takes none of it for this long is cut off. */
  readerDeadlineMs: number;
  rateLimitPerMinute: number;
  /** Route-level guard above the scraper's own total timeout. */
  guardMs: number;
}

export class AnalysisTimeoutError extends AppError {
  constructor(ms: number) {
    super('timeout', 'Reading the shop took too long. Try again in a few minutes.', 504, {
      retryable: true,
      details: { timeout_ms: ms },
    });
  }
}

/** Runs `work` with the route's time guard; the guard also aborts the scrape through `controller`. */
export async function guarded<T>(
  work: (signal: AbortSignal) => Promise<T>,
  guardMs: number,
  outer: AbortSignal | undefined,
): Promise<T> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AnalysisTimeoutError(guardMs));
    }, guardMs);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

export const analyzeRoutes: FastifyPluginAsyncZod<AnalyzeRoutesOptions> = async (app, opts) => {
  app.post(
    '/analyze',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: opts.rateLimitPerMinute } },
      serializerCompiler: jsonSerializer,
      schema: {
        tags: ['analysis'],
        summary: 'Analyse the reviews of a product link',
        description:
          'Scrapes the product page and its review pages, then analyses the reviews. Results are cached per ' +
          'canonical product URL for SCRAPER_CACHE_TTL seconds; `refresh: true` bypasses the cache. With ' +
          '`Accept: text/event-stream` the answer is a stream of `progress` events ({stage, page?}) ending ' +
          'with one `result` event (this JSON) or one `error` event ({error}).',
        body: analyzeRequestSchema,
        response: {
          200: analyzeResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
          504: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const base: LinkRequest = {
        url: request.body.url,
        refresh: request.body.refresh,
        // The pages of a scrape it starts are read in this client's line (services/page-reading/client-lines.ts).
        client: clientKey(request.ip),
      };
      // The client waits while the shop is read and the reviews analysed (bounded by the route's guard).
      pauseIdleTimeout(request);
      if (!wantsEventStream(request.headers.accept)) {
        // A client that hangs up stops the scrape (unless another client waits for the same product).
        const result = await guarded(
          (signal) => opts.links.analyse({ ...base, signal }),
          opts.guardMs,
          clientGone(reply),
        );
        reply.header('cache-control', 'no-store');
        startReaderDeadline(reply, opts.readerDeadlineMs);
        // Written a chunk at a time as the client takes it: a slow reader's progress restarts its deadline, and
        // a client that reads nothing holds a chunk, not the whole answer as one string.
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(Readable.from(jsonChunks(result, 'reviews'), { highWaterMark: 1 }));
      }
      const stream = openSse(reply);
      try {
        const result: AnalyzeResponse = await guarded(
          (signal) =>
            opts.links.analyse({
              ...base,
              signal,
              onProgress: (event) => stream.send('progress', event),
            }),
          opts.guardMs,
          stream.signal,
        );
        // The deadline first: the result waits for the client to take each chunk.
        startReaderDeadline(reply, opts.readerDeadlineMs);
        await stream.sendResult(result);
      } catch (error) {
        const { statusCode, body } = toErrorAnswer(error);
        if (statusCode >= 500 && !(error instanceof AppError))
          request.log.error({ err: error }, 'analysis stream failed');
        else request.log.info({ code: body.error.code }, 'analysis stream ended with an error');
        startReaderDeadline(reply, opts.readerDeadlineMs);
        stream.send('error', body);
      } finally {
        stream.end();
      }
    },
  );
};
