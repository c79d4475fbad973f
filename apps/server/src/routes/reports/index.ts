// Saved reports: POST /api/reports analyses a CSV file (multipart field `file`) or a product link (JSON { url }) and
// keeps the answer for REPORT_RETENTION_DAYS; GET /api/reports/:id reads it; DELETE /api/reports/:id with the token
// returned at creation removes it. GET /r/:id is the report's page (report-page.ts). docs/decisions/140.
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  apiErrorSchema,
  createLinkReportSchema,
  REPORT_ID_PATTERN,
  reportCreatedSchema,
  reportSchema,
} from '@reviewsentry/contracts';
import { z } from 'zod';
import type { ReportAnalysis } from '../../services/reports/report-analysis';
import {
  hashToken,
  newReport,
  writeReportDocument,
  type KeptReport,
} from '../../services/reports/report-document';
import type { ReportStore } from '../../services/reports/report-store';
import { FileTooLargeError } from '@reviewsentry/ingest';
import { uploadFormOptions, type UploadGate } from '../analysis/upload-gate';
import { clientGone, startReaderDeadline } from '../analysis/connection';
import { byteChunks } from '../../services/analysis/json-chunks';
import { acceptsGzip } from '../analysis/http';
import { clientKey } from '../../plugins/client-key';
import {
  ReportNotFoundError,
  ReportSourceMissingError,
  ReportTokenRequiredError,
  ReportTooLargeError,
  ReportWrongTokenError,
  TooManyReportReadsError,
} from './report-errors';
import { PerClientCount } from '../../plugins/per-client-count';

export interface ReportRoutesOptions {
  store: ReportStore;
  analysis: ReportAnalysis;
  retentionDays: number;
  maxUploadBytes: number;
  /** Largest analysis (its JSON's bytes) kept as a report. */
  maxAnswerBytes: number;
  maxReviews: number;
  createPerMinute: number;
  /** Uploads in flight per client and bytes being received, shared with POST /upload. */
  uploadGate: UploadGate;
  /** Time allowed to make one report (a link may need the shop to be read again). */
  timeoutMs: number;
  /** Once a report's answer starts, a client that takes none of its next chunk for this long is cut off. */
  readerDeadlineMs: number;
  now: () => number;
}

/** Reading and deleting are cheap, but a bound stops anyone walking the id space quickly. */
const READS_PER_MINUTE = 120;
const DELETES_PER_MINUTE = 30;
/**
 * Reports one client may be sent at once. Each read holds the stored report (up to a few MB gzipped) until its
 * client has read the answer; a client that never reads would otherwise hold one per request it may make in a
 * minute. A page reads one report; a browser opens at most six connections to a site.
 */
const READS_IN_FLIGHT_PER_CLIENT = 8;

const idParams = z.object({ id: z.string().max(64) });

export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, opts) => {
  await app.register(multipart, uploadFormOptions(opts.maxUploadBytes));

  const sweep = () => opts.store.deleteExpired(new Date(opts.now()));
  const readsInFlight = new PerClientCount(READS_IN_FLIGHT_PER_CLIENT);

  app.post(
    '/api/reports',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: opts.createPerMinute } },
      schema: {
        tags: ['reports'],
        summary: 'Save an analysis as a report with its own page',
        description:
          'Analyses a CSV file (multipart/form-data, field `file`, at most REPORT_MAX_UPLOAD_MB) or a product link ' +
          '(JSON `{ "url": … }`) exactly as POST /upload and POST /analyze do, and keeps the answer at /r/<id> ' +
          'for REPORT_RETENTION_DAYS days, with reviewer names replaced by pseudonyms. A file whose answer is ' +
          'over REPORT_MAX_ANSWER_MB (many reviews) is not kept: 413. The `delete_token` is ' +
          'returned only here.',
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: reportCreatedSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
          504: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const signal = AbortSignal.any([clientGone(reply), AbortSignal.timeout(opts.timeoutMs)]);
      const now = new Date(opts.now());
      let report: KeptReport;
      if (request.isMultipart()) {
        const bytes = await opts.uploadGate.receive(request, reply, opts.maxUploadBytes).then(
          (received) => received.bytes,
          (error: unknown) => {
            // The analysis would take this file; the report's own limit is what it passed.
            throw error instanceof FileTooLargeError
              ? new ReportTooLargeError(opts.maxUploadBytes)
              : error;
          },
        );
        const made = newReport('csv', now, opts.retentionDays);
        report = made.keep(
          await opts.analysis.csv(
            bytes,
            { maxBytes: opts.maxUploadBytes, maxReviews: opts.maxReviews },
            { envelope: made.envelope, maxAnswerBytes: opts.maxAnswerBytes },
            now,
            signal,
          ),
        );
      } else {
        const body = createLinkReportSchema.safeParse(request.body);
        if (!body.success) throw new ReportSourceMissingError();
        const result = await opts.analysis.link(body.data.url, signal, clientKey(request.ip));
        // A link's analysis is a few hundred reviews at most: written here, not in a worker.
        const made = newReport('link', now, opts.retentionDays);
        report = made.keep(await writeReportDocument(made.envelope, result));
      }
      await opts.store.add(report.record);
      await sweep();
      request.log.info(
        { reportId: report.created.id, source: report.record.source },
        'report saved',
      );
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(report.created);
    },
  );

  app.get(
    '/api/reports/:id',
    {
      config: { rateLimit: { max: READS_PER_MINUTE } },
      schema: {
        tags: ['reports'],
        summary: 'Read a saved report',
        params: idParams,
        response: { 200: reportSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        description: `At most ${READS_IN_FLIGHT_PER_CLIENT} reads per client at once (429 too_many_reads).`,
      },
      // The stored JSON is sent as it is (it was made by our own code); the schema documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const giveBack = readsInFlight.take(clientKey(request.ip));
      if (giveBack === null) throw new TooManyReportReadsError(READS_IN_FLIGHT_PER_CLIENT);
      reply.raw.once('close', giveBack);
      const report = REPORT_ID_PATTERN.test(request.params.id)
        ? await opts.store.get(request.params.id, new Date(opts.now()))
        : null;
      if (!report) throw new ReportNotFoundError();
      // Deletion must take effect at once, so caches revalidate every time.
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      reply.type('application/json; charset=utf-8');
      startReaderDeadline(reply, opts.readerDeadlineMs);
      // In chunks, so that a slow reader's progress restarts its deadline (connection.ts).
      if (acceptsGzip(request.headers['accept-encoding']))
        return (reply as FastifyReply)
          .header('content-encoding', 'gzip')
          .send(Readable.from(byteChunks(report.gzippedBody), { highWaterMark: 1 }));
      // Decompressed as the client reads: a client that never reads holds the stored bytes, not the whole report.
      const gunzip = createGunzip();
      gunzip.end(report.gzippedBody);
      return (reply as FastifyReply).send(gunzip);
    },
  );

  app.delete(
    '/api/reports/:id',
    {
      config: { rateLimit: { max: DELETES_PER_MINUTE } },
      schema: {
        tags: ['reports'],
        summary: 'Delete a saved report with its delete token',
        description: 'Send the token returned at creation as `Authorization: Bearer <token>`.',
        params: idParams,
        response: {
          204: z.null(),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!REPORT_ID_PATTERN.test(request.params.id)) throw new ReportNotFoundError();
      if (token === null) {
        reply.header('www-authenticate', 'Bearer');
        throw new ReportTokenRequiredError();
      }
      const outcome = await opts.store.delete(request.params.id, hashToken(token));
      if (outcome === 'not_found') throw new ReportNotFoundError();
      if (outcome === 'wrong_token') throw new ReportWrongTokenError();
      request.log.info({ reportId: request.params.id }, 'report deleted by its owner');
      return reply.status(204).send(null);
    },
  );
};

function bearerToken(request: FastifyRequest): string | null {
  return /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
}
