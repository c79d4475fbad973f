// Reads a response body into text without ever holding more than maxBytes: the declared length is checked first,
// then the (decompressed) stream is counted and destroyed as soon as it passes the cap, so neither a huge page nor
// a compression bomb can exhaust memory.
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { decodePage } from '@reviewsentry/review-values';
import { ResponseTooLargeError } from '../errors';

export async function readCappedBody(
  body: Readable,
  headers: Record<string, string>,
  maxBytes: number,
): Promise<Buffer> {
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
  return Buffer.concat(chunks, total);
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

/** The page's text in the encoding its BOM, Content-Type or <meta> declares, else the one its bytes show. */
export function decodeHtml(bytes: Buffer, contentType: string): string {
  return decodePage(bytes, contentType).text;
}
