// Receiving an upload's form before any worker is involved (docs/decisions/117-connections-uploads-and-slow-readers.md):
// the one file in the field `file`, read into a buffer that grows with the bytes that arrive, within a per-client
// count of uploads in flight and a server-wide budget of bytes being received; every way the form can be wrong is
// its own 4xx. The bounds on uploads in flight and bytes held are upload-gate.ts's.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FileTooLargeError } from '@reviewsentry/ingest';
import { AppError } from '../../errors/app-error';
import { ServerBusyError } from '../../services/worker-pool/pool-errors';
import { freeBuffer } from './free-buffer';
import { PART_HEADER_LIMITS, watchPartHeaders, type PartHeaderLimits } from './part-header-watch';

export class NoFileFieldError extends AppError {
  constructor(fieldsSeen: string[]) {
    super(
      'no_file',
      'No file was sent. Choose a CSV file and send it in the form field named "file".',
      400,
      { details: { field_expected: 'file', fields_seen: fieldsSeen } },
    );
  }
}

/** The field `file` came as a text field (`curl -F "file=<reviews.csv"`, a form without enctype's file part). */
export class FileSentAsTextError extends AppError {
  constructor() {
    super(
      'no_file',
      'The form field "file" held text, not a file. Send the CSV as a file (curl -F "file=@reviews.csv", or a ' +
        'file input in an HTML form).',
      400,
      { details: { field_expected: 'file', fields_seen: [], file_sent_as_text: true } },
    );
  }
}

export class MultipleFilesError extends AppError {
  constructor() {
    super(
      'multiple_files',
      'Send one CSV file per upload (this form held more than one file).',
      400,
    );
  }
}

export class TooManyPartsError extends AppError {
  constructor() {
    super(
      'too_many_parts',
      'The form has too many parts. Send only the CSV file, in a field named "file".',
      413,
    );
  }
}

/** The parser's own errors (busboy) carry no status: a missing or wrong boundary, a part header it cannot
 * read, a body that ends before the form does. */
export class MalformedMultipartError extends AppError {
  constructor() {
    super(
      'malformed_multipart',
      'The upload is not a complete multipart/form-data form (it may have been cut off). Please send the file again.',
      400,
    );
  }
}

export class PartHeaderTooLargeError extends AppError {
  constructor(limits: PartHeaderLimits) {
    super(
      'part_header_too_large',
      `A part of the form has a header longer than ${Math.round(limits.bytes / 1024)} kB or ${limits.lines} lines, so ` +
        'its file could not be read. Send the CSV file with an ordinary header, in a field named "file".',
      400,
      { details: { max_header_bytes: limits.bytes, max_header_lines: limits.lines } },
    );
  }
}

/** One upload's share of the server-wide budget of bytes being received (upload-gate.ts). */
export interface HeldBytes {
  /** Accounts for this upload's buffer growing to `capacity` bytes; false when that would pass the budget. */
  grow(capacity: number): boolean;
  release(): void;
}

export interface ReceivedFile {
  bytes: Uint8Array;
  filename: string | undefined;
}

/**
 * Reads the whole form: the one file in the field `file` (text fields are ignored). A part that is not named
 * `file`, a second file, and a body that is not a complete multipart form each get their own 4xx.
 */
export async function receiveFile(
  request: FastifyRequest,
  maxBytes: number,
  reply: FastifyReply,
  held: HeldBytes,
): Promise<ReceivedFile> {
  let received: ReceivedFile | null = null;
  let fileAsText = false;
  const parts = request.parts();
  const headers = watchPartHeaders(request.raw, boundaryOf(request), PART_HEADER_LIMITS);
  try {
    for await (const part of parts) {
      if (part.type !== 'file') {
        fileAsText ||= part.fieldname === 'file';
        continue;
      }
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
  if (received === null) {
    if (headers.tooLarge) throw new PartHeaderTooLargeError(PART_HEADER_LIMITS);
    throw fileAsText ? new FileSentAsTextError() : new NoFileFieldError([]);
  }
  return received;
}

/** The form's boundary (the parser refuses a form without one before the watch could matter). */
function boundaryOf(request: FastifyRequest): string {
  const match = /;\s*boundary=(?:"([^"]{1,200})"|([^;\s]{1,200}))/i.exec(
    request.headers['content-type'] ?? '',
  );
  return match?.[1] ?? match?.[2] ?? '';
}

/** What the multipart parser throws, as the 4xx it is: a limit passed, or a body that is not a whole form. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new TooManyPartsError();
  if (code === 'FST_FILES_LIMIT') return new MultipleFilesError();
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : null;
  if (typeof status === 'number') return error;
  return new MalformedMultipartError();
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
    return new FileTooLargeError(maxBytes);
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
