// POST /upload: a CSV of reviews as multipart field `file` (what the spec's original client sends) -> the analysis
// of the whole file, each product on its own, and what the importer understood. With `Accept: text/csv` the answer
// is the uploaded file annotated row by row instead. See docs/api.md and docs/decisions/081, 083.
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, uploadResponseSchema } from '@reviewsentry/contracts';
import { AppError } from '../../errors/app-error';
import { AnswerStalledError } from '../../services/analysis/analysis-pool';
import type { AnalysisRunner, UploadAnswer } from '../../services/analysis/analysis-runner';
import { clientGone, pauseIdleTimeout, startReaderDeadline } from './connection';
import { uploadFormOptions, type UploadGate } from './upload-gate';
import { acceptsGzip, jsonSerializer, wantsCsv } from './http';

export interface UploadRoutesOptions {
  pool: AnalysisRunner;
  maxUploadBytes: number;
  /** Uploads in flight per client and bytes being received, shared with the reports route. */
  gate: UploadGate;
  /** Once the answer starts, a client that takes none of it for this long is cut off. */
  readerDeadlineMs: number;
  maxReviews: number;
  rateLimitPerMinute: number;
  now: () => number;
}

export class NotMultipartError extends AppError {
  constructor(contentType: string | undefined) {
    super(
      'unsupported_media_type',
      'Send the CSV file as multipart/form-data in a field named "file" (as an HTML file form does).',
      415,
      { details: { content_type: contentType ?? null, expected: 'multipart/form-data' } },
    );
  }
}

export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, opts) => {
  await app.register(multipart, uploadFormOptions(opts.maxUploadBytes));
  // Any other body is left unread so the handler can answer 415 with a useful message instead of Fastify's
  // generic "send JSON".
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.post(
    '/upload',
    {
      config: { rateLimit: { max: opts.rateLimitPerMinute } },
      serializerCompiler: jsonSerializer,
      schema: {
        tags: ['analysis'],
        summary: 'Analyse a CSV file of reviews',
        description:
          'multipart/form-data with the CSV in the field `file` (max MAX_UPLOAD_MB, default 25 MB; at most ' +
          'MAX_REVIEWS rows, default 200,000). `Accept: text/csv` returns the uploaded rows annotated with ' +
          'reviewsentry_fake_probability, reviewsentry_is_fake, reviewsentry_reasons and reviewsentry_status.',
        consumes: ['multipart/form-data'],
        produces: ['application/json', 'text/csv'],
        response: {
          200: uploadResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        reply.header('connection', 'close');
        throw new NotMultipartError(request.headers['content-type']);
      }
      // No point reading a 25 MB body for an analysis that cannot run.
      if (opts.pool.failure) throw opts.pool.failure;
      // The whole form is received before a worker is taken, so a slow client never holds a worker.
      const { bytes, filename } = await opts.gate.receive(request, reply, opts.maxUploadBytes);
      // The client now waits in silence for the analysis; the slow-reader deadline starts with the answer.
      pauseIdleTimeout(request);
      const importOptions = { maxBytes: opts.maxUploadBytes, maxReviews: opts.maxReviews };
      const now = new Date(opts.now());
      const gone = clientGone(reply);
      // Compressed in the worker (gzip, fast level) rather than by @fastify/compress on the event loop, which
      // leaves an answer that already has a Content-Encoding alone (docs/decisions/086).
      const gzip = acceptsGzip(request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding');
      if (wantsCsv(request.headers.accept)) {
        const answer = await opts.pool.uploadCsv(
          bytes,
          { ...importOptions, now, maxRejects: opts.maxReviews },
          gzip,
          gone,
        );
        sayWhenCutOff(answer, request.log);
        if (gzip) reply.header('content-encoding', 'gzip'); // only now: an error answer is plain JSON
        startReaderDeadline(reply, opts.readerDeadlineMs);
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${annotatedName(filename)}"`)
          .send(answer.body);
      }
      const answer = await opts.pool.uploadJson(bytes, { ...importOptions, now }, now, gzip, gone);
      sayWhenCutOff(answer, request.log);
      if (gzip) reply.header('content-encoding', 'gzip');
      startReaderDeadline(reply, opts.readerDeadlineMs);
      const { queueMs, importMs, analyzeMs } = answer.timing;
      // The answer is already JSON, written by the worker: sent as bytes, never parsed or stringified here.
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'server-timing',
          `queue;dur=${queueMs.toFixed(1)}, import;dur=${importMs.toFixed(1)}, analyze;dur=${analyzeMs.toFixed(1)}`,
        )
        .send(answer.body);
    },
  );
};

/** "My Reviews (2).csv" -> "My-Reviews-2-reviewsentry.csv": a plain ASCII name that is safe in the header. */
export function annotatedName(filename: string | undefined): string {
  const base = (filename ?? '')
    .replace(/\.[^.]*$/u, '')
    .replace(/[^A-Za-z0-9._-]+/gu, '-')
    .replace(/^[-.]+|(?<!-)-+$/gu, '')
    .slice(0, 80);
  return `${base || 'reviews'}-reviewsentry.csv`;
}

/** An answer cut off because its client stopped taking it while a worker waited (docs/decisions/207) is logged. */
function sayWhenCutOff(answer: UploadAnswer, log: FastifyBaseLogger): void {
  if (Buffer.isBuffer(answer.body)) return;
  answer.body.once('error', (error) => {
    if (error instanceof AnswerStalledError)
      log.warn(
        { err: error },
        'answer cut off: its client stopped taking it while a worker waited',
      );
  });
}
