// Reads a response body without ever holding more than maxBytes: the declared length is checked first, then the
// (decompressed) stream is counted and destroyed as soon as it passes the cap, so neither a huge page nor a
// compression bomb can exhaust memory. The bytes stay bytes: turning them into text is part of reading the page,
// which the server does in a worker thread (page-reader.ts).
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ResponseTooLargeError } from '../errors';

/** The body in an ArrayBuffer of its own (never a slice of Node's shared buffer pool), so it can be transferred. */
export async function readCappedBody(
  body: Readable,
  headers: Record<string, string>,
  maxBytes: number,
): Promise<Uint8Array> {
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    body.destroy();
    throw new ResponseTooLargeError(maxBytes);
  }
  const decoder = decompressorFor(headers['content-encoding']);
  const source: Readable = decoder ? body.pipe(decoder) : body;
  if (decoder) body.on('error', (error) => decoder.destroy(error));
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > maxBytes) throw new ResponseTooLargeError(maxBytes);
      chunks.push(buffer);
    }
  } finally {
    if (total > maxBytes || !source.readableEnded) {
      source.destroy();
      body.destroy();
    }
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

function decompressorFor(
  encoding: string | undefined,
): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}
