// A fetched page's bytes to text, choosing the encoding as browsers do (WHATWG "encoding sniffing", simplified):
// a byte order mark first, then the charset the Content-Type header declares, then a <meta charset> or
// http-equiv tag (or an XML declaration) in the first kilobytes. An undeclared page is UTF-8 when its bytes read
// as UTF-8 (valid, or with a few broken bytes: readsAsUtf8), else the single-byte code page its bytes suggest. A declared legacy encoding gives way to UTF-8 when
// the bytes are valid UTF-8 beyond ASCII: servers and templates often declare ISO-8859-1 for UTF-8 pages, and text
// in a legacy code page almost never forms valid multi-byte UTF-8 sequences, so the bytes tell the truth.
import { isAscii, isUtf8 } from 'node:buffer';
import { readsAsUtf8 } from './mostly-utf8';
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
  if (header) return trustedUnlessUtf8(bytes, header, 'header');
  const head = Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.length, PRESCAN_BYTES),
  ).toString('latin1');
  // A page that could be read as ASCII to find its <meta> is not UTF-16, whatever the tag says (WHATWG).
  const meta = declared(META_CHARSET.exec(head)?.[1] ?? XML_ENCODING.exec(head)?.[1]);
  if (meta) {
    return trustedUnlessUtf8(bytes, meta.startsWith('utf-16') ? 'utf-8' : meta, 'meta');
  }
  const encoding = readsAsUtf8(bytes) ? 'utf-8' : chooseSingleByte(bytes);
  return { text: decodeBytes(bytes, encoding), encoding, source: 'detected' };
}

function trustedUnlessUtf8(
  bytes: Uint8Array,
  encoding: string,
  source: 'header' | 'meta',
): DecodedPage {
  if (encoding !== 'utf-8' && !isAscii(bytes) && isUtf8(bytes))
    return { text: decodeBytes(bytes, 'utf-8'), encoding: 'utf-8', source: 'detected' };
  return { text: decodeBytes(bytes, encoding), encoding, source };
}

function declared(label: string | undefined): string | null {
  return label === undefined ? null : canonicalCharset(label);
}
