import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseTooLargeError } from '../errors';
import { readCappedBody } from './read-body';

const PAGE = Buffer.from(
  `<html><body>${'<p>Keeps tea hot all day.</p>'.repeat(500)}</body></html>`,
);
const read = (bytes: Buffer, encoding: string, maxBytes = 1024 * 1024, chunk = 1000) =>
  readCappedBody(
    Readable.from(
      Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
        bytes.subarray(i * chunk, (i + 1) * chunk),
      ),
    ),
    { 'content-encoding': encoding },
    maxBytes,
  ).then((b) => Buffer.from(b).toString('utf8'));

describe('readCappedBody content codings', () => {
  it('reads deflate as the standard wraps it (zlib) and as some servers send it (bare)', async () => {
    expect(await read(zlib.deflateSync(PAGE), 'deflate')).toBe(PAGE.toString());
    expect(await read(zlib.deflateRawSync(PAGE), 'deflate')).toBe(PAGE.toString());
    // Bare deflate arriving one byte at a time: the first two bytes decide, whenever they come.
    expect(await read(zlib.deflateRawSync(PAGE), 'deflate', 1024 * 1024, 1)).toBe(PAGE.toString());
  });

  it('undoes a list of codings, the last applied first', async () => {
    expect(await read(zlib.gzipSync(zlib.gzipSync(PAGE)), 'gzip, gzip')).toBe(PAGE.toString());
    expect(await read(zlib.brotliCompressSync(zlib.gzipSync(PAGE)), 'gzip, br')).toBe(
      PAGE.toString(),
    );
    expect(await read(zlib.gzipSync(PAGE), 'identity, gzip')).toBe(PAGE.toString());
  });

  it('still caps what a bare-deflate bomb decompresses to', async () => {
    const bomb = zlib.deflateRawSync(Buffer.alloc(50 * 1024 * 1024));
    await expect(read(bomb, 'deflate', 1024 * 1024)).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  // What the decoders are fed counts too: a body of bytes that decode to nothing (empty gzip members, one gzip
  // header naming a file of megabytes) was read, and decompressed, until the scrape's deadline.
  it('caps the bytes received and every decoding stage, not only what the last decoding yields', async () => {
    const emptyMembers = Buffer.concat(Array(200_000).fill(zlib.gzipSync(Buffer.alloc(0))));
    expect(zlib.gunzipSync(emptyMembers)).toHaveLength(0);
    await expect(read(emptyMembers, 'gzip', 1024 * 1024, 64 * 1024)).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
    // RFC 1952: FLG.FNAME (8), then a zero-terminated file name, which gunzip reads and drops.
    const header = Buffer.from([0x1f, 0x8b, 8, 8, 0, 0, 0, 0, 0, 0xff]);
    const tail = zlib.gzipSync(Buffer.alloc(0)).subarray(10);
    const longName = Buffer.concat([
      header,
      Buffer.alloc(5 * 1024 * 1024, 0x61),
      Buffer.from([0]),
      tail,
    ]);
    expect(zlib.gunzipSync(longName)).toHaveLength(0);
    const wrapped = zlib.gzipSync(longName);
    expect(wrapped.length).toBeLessThan(64 * 1024);
    await expect(read(wrapped, 'gzip, gzip', 1024 * 1024)).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
  });

  it('leaves a body of more codings than a page is sent with, or of unknown ones, as it came', async () => {
    const thrice = zlib.gzipSync(zlib.gzipSync(zlib.gzipSync(PAGE)));
    expect(await read(thrice, 'gzip, gzip, gzip')).not.toBe(PAGE.toString());
    expect(await read(PAGE, 'compress')).toBe(PAGE.toString());
  });
});
