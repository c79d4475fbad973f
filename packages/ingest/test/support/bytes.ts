// Builds test inputs in every encoding and chunking an upload can arrive in.

export const utf8 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));
export const utf8Bom = (s: string): Uint8Array =>
  new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s, 'utf8')]));

export function utf16(s: string, order: 'le' | 'be', bom = true): Uint8Array {
  const body = Buffer.from((bom ? '\ufeff' : '') + s, 'utf16le');
  if (order === 'be') body.swap16();
  return new Uint8Array(body);
}

// The Windows-1252 bytes 0x80–0x9F that differ from Latin-1; the rest of 0xA0–0xFF equals the code point.
const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

export function windows1252(s: string): Uint8Array {
  const out: number[] = [];
  for (const ch of s) {
    const extra = CP1252_EXTRA[ch];
    const code = ch.codePointAt(0)!;
    if (extra !== undefined) out.push(extra);
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out.push(code);
    else throw new Error(`not in Windows-1252: ${ch}`);
  }
  return new Uint8Array(out);
}

/** The bytes as an async stream of chunks of the given size; counts how many chunks were pulled. */
export function chunked(
  bytes: Uint8Array,
  size: number,
): AsyncIterable<Uint8Array> & { pulled: number } {
  const stream = {
    pulled: 0,
    async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
      for (let off = 0; off < bytes.length; off += size) {
        stream.pulled++;
        yield bytes.subarray(off, off + size);
      }
    },
  };
  return stream;
}
