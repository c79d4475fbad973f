import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { watchPartHeaders } from './part-header-watch';

const LIMITS = { bytes: 1024, lines: 10 };

/** Feeds `body` in pieces of `size` bytes, as a socket may deliver it, and says what the watch saw. */
async function watch(body: string, size: number): Promise<boolean> {
  const stream = new PassThrough();
  const seen = watchPartHeaders(stream, 'XyZ', LIMITS);
  const bytes = Buffer.from(body);
  for (let at = 0; at < bytes.length; at += size) stream.write(bytes.subarray(at, at + size));
  stream.end();
  await new Promise((resolve) => stream.on('end', resolve));
  return seen.tooLarge;
}

const part = (header: string, content: string) => `--XyZ\r\n${header}\r\n\r\n${content}\r\n`;
const ordinary = part('Content-Disposition: form-data; name="file"; filename="a.csv"', 'a,b\n1,2');

describe('watchPartHeaders', () => {
  it.each([1, 3, 7, 4096])(
    'sees a header past either bound, in pieces of %i bytes',
    async (size) => {
      expect(
        await watch(`${part(`X: ${'a'.repeat(2000)}`, 'x')}${ordinary}--XyZ--\r\n`, size),
      ).toBe(true);
      expect(await watch(`${part('X: a\r\n'.repeat(12).trimEnd(), 'x')}--XyZ--\r\n`, size)).toBe(
        true,
      );
    },
  );

  it.each([1, 3, 7, 4096])(
    'does not count content, a long epilogue or headers within bounds, in pieces of %i bytes',
    async (size) => {
      const many = part('X: a\r\n'.repeat(9) + 'Content-Disposition: form-data; name="n"', 'y');
      const content = part(
        'Content-Disposition: form-data; name="t"',
        `--X\r\n${'c'.repeat(5000)}`,
      );
      const body = `preamble\r\n${many}${content}${ordinary}--XyZ--\r\n${'e'.repeat(5000)}`;
      expect(await watch(body, size)).toBe(false);
    },
  );
});
