// A fetched page's bytes to text, choosing the encoding as browsers do (WHATWG "encoding sniffing", simplified):
// a byte order mark first, then the charset the Content-Type header declares, then a <meta charset> or
// http-equiv tag (or an XML declaration) in the first kilobytes. An undeclared page is UTF-8 when its bytes are
// valid UTF-8, else the single-byte code page its bytes suggest.
import { isUtf8 } from 'node:buffer';
import { chooseSingleByte } from './single-byte';
import { canonicalCharset, decodeBytes, sniffBom } from './text-decoder';

/** How far into the page a <meta> charset is looked for (browsers look at 1,024 bytes; shops put it later). */
const PRESCAN_BYTES = 4096;
const HEADER_CHARSET = /charset\s*=\s*["']?([\w.:-]+)/iu;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/iu;
const XML_ENCODING = /^\s*<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/iu;

export interface DecodedPage {
  text: string;
  /** The WHATWG name of the encoding used. */
  encoding: string;
  /** Where the encoding came from. */
  source: 'bom' | 'header' | 'meta' | 'detected';
}

export function decodePage(bytes: Uint8Array, contentType: string): DecodedPage {
  const bom = sniffBom(bytes);
  if (bom) {
    return {
      text: decodeBytes(bytes.subarray(bom.length), bom.encoding),
      encoding: bom.encoding,
      source: 'bom',
    };
  }
  const header = declared(HEADER_CHARSET.exec(contentType)?.[1]);
  if (header) return { text: decodeBytes(bytes, header), encoding: header, source: 'header' };
  const head = Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.length, PRESCAN_BYTES),
  ).toString('latin1');
  // A page that could be read as ASCII to find its <meta> is not UTF-16, whatever the tag says (WHATWG).
  const meta = declared(META_CHARSET.exec(head)?.[1] ?? XML_ENCODING.exec(head)?.[1]);
  if (meta) {
    const encoding = meta.startsWith('utf-16') ? 'utf-8' : meta;
    return { text: decodeBytes(bytes, encoding), encoding, source: 'meta' };
  }
  const encoding = isUtf8(bytes) ? 'utf-8' : chooseSingleByte(bytes);
  return { text: decodeBytes(bytes, encoding), encoding, source: 'detected' };
}

function declared(label: string | undefined): string | null {
  return label === undefined ? null : canonicalCharset(label);
}
