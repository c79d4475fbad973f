// POST /upload: a CSV of reviews as multipart field `file` (what the spec's original client sends) -> the analysis
// of the whole file, each product on its own, and what the importer understood. With `Accept: text/csv` the answer
// is the uploaded file annotated row by row instead. See docs/api.md and docs/decisions/081, 083.
import { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, uploadResponseSchema } from '@reviewsentry/contracts';
import { FileTooLargeError, importCsv } from '@reviewsentry/ingest';
import { AppError } from '../../errors/app-error';
import { annotatedCsvLines } from '../../services/analysis/annotated-csv';
import type { ModelHolder } from '../../services/analysis/model-holder';
import { toAppError } from '../../services/analysis/to-app-error';
import { analyseImport } from '../../services/analysis/upload-analysis';
import { jsonSerializer, jsonWithLargeArray, wantsCsv } from './http';

export interface UploadRoutesOptions {
  models: ModelHolder;
  maxUploadBytes: number;
  maxReviews: number;
  rateLimitPerMinute: number;
  now: () => number;
}

/** Above this many reviews the JSON answer is streamed instead of built as one string. */
const STREAM_ABOVE_REVIEWS = 2000;

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

export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, opts) => {
  await app.register(multipart, {
    limits: {
      // One byte over the limit reaches the importer, which then fails with file_too_large (413).
      fileSize: opts.maxUploadBytes + 1,
      files: 1,
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
      const analyzer = opts.models.get();
      const part = await request.file();
      if (part === undefined) throw new NoFileFieldError([]);
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new NoFileFieldError([part.fieldname]);
      }
      const importOptions = {
        maxBytes: opts.maxUploadBytes,
        maxReviews: opts.maxReviews,
        now: new Date(opts.now()),
      };
      if (wantsCsv(request.headers.accept)) {
        const bytes = await readAll(part, opts.maxUploadBytes, reply);
        const imported = await guard(
          importCsv(bytes, { ...importOptions, maxRejects: opts.maxReviews }),
          part,
          reply,
          opts.maxUploadBytes,
        );
        const analysis = runOrMap(() => analyzer.analyze(imported.reviews));
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${annotatedName(part.filename)}"`)
          .send(Readable.from(annotatedCsvLines(bytes, imported, analysis.reviews)));
      }
      // Upload and import overlap (the file is parsed as it arrives), so "import" includes receiving it.
      const started = performance.now();
      const imported = await guard(
        importCsv(part.file, importOptions),
        part,
        reply,
        opts.maxUploadBytes,
      );
      const imports = performance.now();
      const body = runOrMap(() => analyseImport(analyzer, imported, new Date(opts.now())));
      const analysed = performance.now();
      reply
        .header('cache-control', 'no-store')
        .header(
          'server-timing',
          `import;dur=${(imports - started).toFixed(1)}, analyze;dur=${(analysed - imports).toFixed(1)}`,
        );
      // Small answers go out in one piece; big ones are streamed review by review.
      if (body.reviews.length <= STREAM_ABOVE_REVIEWS) return body;
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(Readable.from(jsonWithLargeArray(body, 'reviews')));
    },
  );
};

/** Runs the importer; a truncated part or an importer failure becomes the matching 4xx. */
async function guard<T>(
  work: Promise<T>,
  part: MultipartFile,
  reply: { header(k: string, v: string): unknown },
  maxBytes: number,
) {
  try {
    const result = await work;
    if (part.file.truncated) throw new FileTooLargeError(maxBytes);
    return result;
  } catch (error) {
    // The rest of an oversized or rejected upload is not worth reading: close the connection after answering.
    reply.header('connection', 'close');
    part.file.resume();
    throw toAppError(error);
  }
}

function runOrMap<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw toAppError(error);
  }
}

async function readAll(
  part: MultipartFile,
  maxBytes: number,
  reply: { header(k: string, v: string): unknown },
): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      reply.header('connection', 'close');
      part.file.resume();
      throw toAppError(new FileTooLargeError(maxBytes));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** "My Reviews (2).csv" -> "My-Reviews-2-reviewsentry.csv": a plain ASCII name that is safe in the header. */
export function annotatedName(filename: string | undefined): string {
  const base = (filename ?? '')
    .replace(/\.[^.]*$/u, '')
    .replace(/[^A-Za-z0-9._-]+/gu, '-')
    .replace(/^[-.]+|-+$/gu, '')
    .slice(0, 80);
  return `${base || 'reviews'}-reviewsentry.csv`;
}
