import type { FastifyRequest } from 'fastify';
import { ReportSourceMissingError } from './report-errors';

/** The multipart field `file` as one buffer of its own (transferable to a worker); `tooLarge()` past `maxBytes`. */
export async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const part = await request.file();
  if (part === undefined) throw new ReportSourceMissingError();
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new ReportSourceMissingError();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      part.file.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  if (part.file.truncated) throw tooLarge();
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
