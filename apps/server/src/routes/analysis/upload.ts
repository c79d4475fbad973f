// POST /upload: a CSV of reviews as multipart field `file` (what the spec's original client sends) -> the analysis
// of the whole file, each product on its own, and what the importer understood. With `Accept: text/csv` the answer
// is the uploaded file annotated row by row instead. See docs/api.md and docs/decisions/081, 083.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, uploadResponseSchema } from '@reviewsentry/contracts';
import { FileTooLargeError } from '@reviewsentry/ingest';
import { AppError } from '../../errors/app-error';
import type { AnalysisPool } from '../../services/analysis/analysis-pool';
import { toAppError } from '../../services/analysis/to-app-error';
import { PoolUnavailableError, ServerBusyError } from '../../services/worker-pool/pool-errors';
import { pauseIdleTimeout, startReaderDeadline } from './connection';
import { freeBuffer } from './free-buffer';
import { acceptsGzip, jsonSerializer, wantsCsv } from './http';

export interface UploadRoutesOptions {
  pool: AnalysisPool;
  maxUploadBytes: number;
  /** Uploads one client (IP address) may have in flight at once. */
  uploadsInFlightPerClient: number;
  /** Bytes all uploads being received may hold together; an upload that would pass it is answered 503. */
  receivingBytes: number;
  /** Once the answer starts, a client that takes none of it for this long is cut off. */
  readerDeadlineMs: number;
  maxReviews: number;
  rateLimitPerMinute: number;
  now: () => number;
}

class NoFileFieldError extends AppError {
  constructor(fieldsSeen: string[]) {
    super(
      'no_file',
      'No file was sent. Choose a CSV file and send it in the form field named "file".',
      400,
      false,
      { field_expected: 'file', fields_seen: fieldsSeen },
    );
  }
}

class NotMultipartError extends AppError {
  constructor(contentType: string | undefined) {
    super(
      'unsupported_media_type',
      'Send the CSV file as multipart/form-data in a field named "file" (as an HTML file form does).',
      415,
      false,
      { content_type: contentType ?? null, expected: 'multipart/form-data' },
    );
  }
}

class TooManyUploadsError extends AppError {
  constructor(limit: number) {
    super(
      'too_many_uploads',
      `You already have ${limit} uploads in progress. Wait for one to finish, then try again.`,
      429,
      true,
      { uploads_in_flight: limit },
    );
  }
}

class MultipleFilesError extends AppError {
  constructor() {
    super(
      'multiple_files',
      'Send one CSV file per upload (this form held more than one file).',
      400,
      false,
    );
  }
}

export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, opts) => {
  await app.register(multipart, {
    limits: {
      // One byte over the limit reaches the importer, which then fails with file_too_large (413).
      fileSize: opts.maxUploadBytes + 1,
      // A second file is seen (and refused with multiple_files) rather than dropped by the parser.
      files: 2,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 20,
      headerPairs: 100,
    },
    throwFileSizeLimit: false,
  });
  // Any other body is left unread so the handler can answer 415 with a useful message instead of Fastify's
  // generic "send JSON".
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const inFlight = new UploadsInFlight(opts.uploadsInFlightPerClient);
  const receiving = new ReceiveBudget(opts.receivingBytes);

  app.post(
    '/upload',
    {
      config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } },
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
      if (opts.pool.failure) throw new PoolUnavailableError();
      // Counted from now until the answer has gone (or the client has), whatever happens in between.
      if (!inFlight.enter(request.ip)) {
        reply.header('connection', 'close');
        throw new TooManyUploadsError(opts.uploadsInFlightPerClient);
      }
      const held = receiving.account();
      reply.raw.once('close', () => {
        inFlight.leave(request.ip);
        held.release();
      });
      // The whole form is received before a worker is taken, so a slow client never holds a worker.
      const { bytes, filename } = await receiveFile(request, opts.maxUploadBytes, reply, held);
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
        if (gzip) reply.header('content-encoding', 'gzip'); // only now: an error answer is plain JSON
        startReaderDeadline(reply, opts.readerDeadlineMs);
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${annotatedName(filename)}"`)
          .send(answer.body);
      }
      const answer = await opts.pool.uploadJson(bytes, { ...importOptions, now }, now, gzip, gone);
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

/** Aborts when the client hangs up before its answer, so a job still queued for it is dropped. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Uploads in flight per client, so that one client cannot hold many large uploads open at once. */
class UploadsInFlight {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  enter(client: string): boolean {
    const count = this.counts.get(client) ?? 0;
    if (count >= this.limit) return false;
    this.counts.set(client, count + 1);
    return true;
  }

  leave(client: string): void {
    const count = (this.counts.get(client) ?? 1) - 1;
    if (count <= 0) this.counts.delete(client);
    else this.counts.set(client, count);
  }
}

/**
 * Reads the whole form: the one file in the field `file` (text fields are ignored). A part that is not named
 * `file`, a second file, and a body that is not a complete multipart form each get their own 4xx.
 */
async function receiveFile(
  request: FastifyRequest,
  maxBytes: number,
  reply: FastifyReply,
  held: HeldBytes,
): Promise<{ bytes: Uint8Array; filename: string | undefined }> {
  let received: { bytes: Uint8Array; filename: string | undefined } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new NoFileFieldError([part.fieldname]);
      }
      if (received !== null) {
        reply.header('connection', 'close');
        throw new MultipleFilesError();
      }
      received = { bytes: await readAll(part, maxBytes, reply, held), filename: part.filename };
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (received === null) throw new NoFileFieldError([]);
  return received;
}

/** What the multipart parser throws, as the 4xx it is: a limit passed, or a body that is not a whole form. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(
      'too_many_parts',
      'The form has too many parts. Send only the CSV file, in a field named "file".',
      413,
      false,
    );
  if (code === 'FST_FILES_LIMIT') return new MultipleFilesError();
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : null;
  if (typeof status === 'number') return error;
  // The parser's own errors (busboy) carry no status: a missing or wrong boundary, a part header it cannot
  // read, a body that ends before the form does.
  return new AppError(
    'malformed_multipart',
    'The upload is not a complete multipart/form-data form (it may have been cut off). Please send the file again.',
    400,
    false,
  );
}

/**
 * Reads the file part into one buffer of its own (transferable to a worker); 413 past `maxBytes`. The buffer
 * grows with the bytes that arrive (doubling, never past the declared length or the limit), so a client that
 * announces 25 MB and sends nothing holds almost nothing.
 */
async function readAll(
  part: MultipartFile,
  maxBytes: number,
  reply: { header(k: string, v: string): unknown },
  held: HeldBytes,
): Promise<Uint8Array> {
  const tooLarge = () => {
    // The rest of an oversized upload is not worth reading: close the connection after answering.
    reply.header('connection', 'close');
    part.file.resume();
    return toAppError(new FileTooLargeError(maxBytes));
  };
  const busy = () => {
    reply.header('connection', 'close');
    part.file.resume();
    return new ServerBusyError(UPLOAD_RETRY_SECONDS);
  };
  if (!held.grow(INITIAL_CAPACITY)) throw busy();
  let bytes = new Uint8Array(INITIAL_CAPACITY);
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (size + chunk.length > maxBytes) throw tooLarge();
      if (size + chunk.length > bytes.length) {
        const capacity = Math.min(maxBytes, Math.max(bytes.length * 2, size + chunk.length));
        if (!held.grow(capacity)) throw busy();
        const grown = new Uint8Array(capacity);
        grown.set(bytes.subarray(0, size));
        freeBuffer(bytes.buffer as ArrayBuffer);
        bytes = grown;
      }
      bytes.set(chunk, size);
      size += chunk.length;
    }
  } catch (error) {
    // An upload that failed (cut off, timed out, too large) gives its memory back now, not at the next collection.
    freeBuffer(bytes.buffer as ArrayBuffer);
    throw error;
  }
  if (part.file.truncated) {
    freeBuffer(bytes.buffer as ArrayBuffer);
    throw tooLarge();
  }
  return bytes.subarray(0, size);
}

/** First buffer of an upload; it doubles as bytes arrive. */
const INITIAL_CAPACITY = 64 * 1024;
/** Retry-After for an upload refused because the server holds too many upload bytes. */
const UPLOAD_RETRY_SECONDS = 30;

interface HeldBytes {
  /** Accounts for this upload's buffer growing to `capacity` bytes; false when that would pass the budget. */
  grow(capacity: number): boolean;
  release(): void;
}

/**
 * The bytes that all uploads being received hold together (their buffers' capacity), bounded: many clients
 * each sending a large upload slowly cannot together hold more memory than this.
 */
class ReceiveBudget {
  private held = 0;

  constructor(private readonly limit: number) {}

  account(): HeldBytes {
    let mine = 0;
    return {
      grow: (capacity) => {
        const more = capacity - mine;
        if (this.held + more > this.limit) return false;
        this.held += more;
        mine = capacity;
        return true;
      },
      release: () => {
        this.held -= mine;
        mine = 0;
      },
    };
  }
}

/** "My Reviews (2).csv" -> "My-Reviews-2-reviewsentry.csv": a plain ASCII name that is safe in the header. */
export function annotatedName(filename: string | undefined): string {
  const base = (filename ?? '')
    .replace(/\.[^.]*$/u, '')
    .replace(/[^A-Za-z0-9._-]+/gu, '-')
    .replace(/^[-.]+|(?<!-)-+$/gu, '')
    .slice(0, 80);
  return `${base || 'reviews'}-reviewsentry.csv`;
}
