// Every route that receives an uploaded file (POST /upload, POST /api/reports) receives it through one gate: a
// declared length that cannot fit is refused before any byte is read, then a count of uploads in flight per client
// and one server-wide budget of bytes being received (docs/decisions/117), so that no bound can be escaped by
// sending files to the other route. The multipart parser's limits are one set too.
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FileTooLargeError } from '@reviewsentry/ingest';
import { AppError } from '../../errors/app-error';
import { clientKey } from '../../plugins/client-key';
import { PerClientCount } from '../../plugins/per-client-count';
import { declaredTooLarge } from './declared-length';
import { PART_HEADER_LIMITS } from './part-header-watch';
import { receiveFile, type HeldBytes, type ReceivedFile } from './receive-upload';

export class TooManyUploadsError extends AppError {
  constructor(limit: number) {
    super(
      'too_many_uploads',
      `You already have ${limit} uploads in progress. Wait for one to finish, then try again.`,
      429,
      { retryable: true, details: { uploads_in_flight: limit } },
    );
  }
}

export interface UploadGate {
  /**
   * The form's one file of at most `maxBytes` (413 file_too_large past it, from its declared length or its bytes;
   * 429 when the client already has its limit of uploads in flight). What the upload holds is given back when the
   * answer has gone or the client has, whatever happens in between.
   */
  receive(request: FastifyRequest, reply: FastifyReply, maxBytes: number): Promise<ReceivedFile>;
}

export function createUploadGate(perClient: number, receivingBytes: number): UploadGate {
  const uploads = new PerClientCount(perClient);
  let held = 0;
  function admit(request: FastifyRequest, reply: FastifyReply): HeldBytes {
    const giveBack = uploads.take(clientKey(request.ip));
    if (giveBack === null) {
      reply.header('connection', 'close');
      throw new TooManyUploadsError(perClient);
    }
    let mine = 0;
    const bytes: HeldBytes = {
      grow: (capacity) => {
        const more = capacity - mine;
        if (held + more > receivingBytes) return false;
        held += more;
        mine = capacity;
        return true;
      },
      release: () => {
        held -= mine;
        mine = 0;
      },
    };
    reply.raw.once('close', () => {
      giveBack();
      bytes.release();
    });
    return bytes;
  }
  return {
    async receive(request, reply, maxBytes) {
      if (declaredTooLarge(request, maxBytes)) {
        reply.header('connection', 'close');
        throw new FileTooLargeError(maxBytes);
      }
      return receiveFile(request, maxBytes, reply, admit(request, reply));
    },
  };
}

/** The multipart parser's limits for a form that carries one file of at most `maxFileBytes`. */
export function uploadFormOptions(maxFileBytes: number): FastifyMultipartOptions {
  return {
    limits: {
      // One byte over the limit is seen, and refused with the route's "too large" answer.
      fileSize: maxFileBytes + 1,
      // A second file is seen (and refused with multiple_files) rather than dropped by the parser.
      files: 2,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 20,
      headerPairs: PART_HEADER_LIMITS.lines,
    },
    throwFileSizeLimit: false,
  };
}
