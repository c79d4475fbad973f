// Reads a response body into text without ever holding more than maxBytes: the declared length is checked first,
// then the (decompressed) stream is counted and destroyed as soon as it passes the cap, so neither a huge page nor
// a compression bomb can exhaust memory.
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
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

/** Decodes HTML bytes using the charset from the Content-Type header or a <meta> tag; UTF-8 otherwise. */
export function decodeHtml(bytes: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  const head = bytes.subarray(0, 2048).toString('latin1');
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  const label = (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
