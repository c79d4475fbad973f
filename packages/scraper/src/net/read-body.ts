// Reads a response body without ever holding more than maxBytes: the declared length is checked first, then the
// (decompressed) stream is counted and destroyed as soon as it passes the cap, so neither a huge page nor a
// compression bomb can exhaust memory. The bytes stay bytes: turning them into text is part of reading the page,
// which the server does in a worker thread (page-reader.ts).
import { Transform, type Readable, type TransformCallback } from 'node:stream';
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
  let source: Readable = body;
  // Every stage is capped, not only the last: bytes that decode to nothing (empty gzip members, a gzip header
  // naming a file of megabytes) would otherwise be received and decoded until the scrape's deadline.
  for (const decoder of decodersFor(headers['content-encoding'])) {
    const from = source.pipe(new ByteCap(maxBytes));
    source.on('error', (error) => from.destroy(error));
    source = from.pipe(decoder);
    from.on('error', (error) => decoder.destroy(error));
  }
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

/** Passes bytes on until more than `maxBytes` have come, then fails with ResponseTooLargeError. */
class ByteCap extends Transform {
  private seen = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) done(new ResponseTooLargeError(this.maxBytes));
    else done(null, chunk);
  }
}

/**
 * The decoders of a Content-Encoding list, last applied first (RFC 9110 §8.4: "gzip, br" was gzipped, then
 * brotli-compressed). More than MAX_CODINGS, or one we do not know, leaves the body as it came: the page is then
 * not readable text and is refused as such, with its reason.
 */
function decodersFor(encoding: string | undefined): Transform[] {
  const codings = (encoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length > MAX_CODINGS) return [];
  const decoders = codings.reverse().map(decoderFor);
  return decoders.every((d) => d !== null) ? (decoders as Transform[]) : [];
}

/** Content codings a real page is sent with are one, rarely two; more is no page. */
const MAX_CODINGS = 2;

function decoderFor(coding: string): Transform | null {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return new DeflateDecoder();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * "deflate" is zlib-wrapped by the standard, but some servers send the bare deflate stream, which browsers read
 * too: the first two bytes tell them apart (a zlib header names method 8 and is a multiple of 31).
 */
class DeflateDecoder extends Transform {
  private inner: zlib.Inflate | zlib.InflateRaw | null = null;
  private head: Buffer = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.inner === null) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < 2) return done();
      chunk = this.head;
      const wrapped = (chunk[0]! & 0x0f) === 8 && (chunk[0]! * 256 + chunk[1]!) % 31 === 0;
      this.inner = wrapped ? zlib.createInflate() : zlib.createInflateRaw();
      this.inner.on('data', (data: Buffer) => this.push(data));
      this.inner.on('error', (error) => this.destroy(error));
    }
    if (this.inner.write(chunk)) done();
    else this.inner.once('drain', () => done());
  }

  // The reader stops a page at its cap by destroying the chain: the inflater it feeds stops with it.
  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.inner?.destroy();
    done(error);
  }

  override _flush(done: TransformCallback): void {
    const inner = this.inner ?? zlib.createInflateRaw();
    if (this.inner === null) {
      inner.on('data', (data: Buffer) => this.push(data));
      inner.on('error', (error) => this.destroy(error));
      inner.write(this.head);
    }
    inner.once('end', () => done());
    inner.end();
  }
}
