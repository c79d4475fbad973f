// Looks at the first bytes of an upload: is it text at all (files renamed to .csv are common), and which
// encoding is it in? Byte order marks decide UTF-8/UTF-16; without one, a regular pattern of NUL bytes
// means BOM-less UTF-16, UTF-8 (valid, or with a few broken bytes: review-values readsAsUtf8) means UTF-8, and anything else is a single-byte code page chosen by byte
// statistics (review-values chooseSingleByte): Windows-1252 (Latin-1's superset, Excel on Windows), Mac Roman or
// Windows-1251.
import type { TextEncoding } from '@reviewsentry/contracts';
import { chooseSingleByte, readsAsUtf8, sniffBom } from '@reviewsentry/review-values';

export interface EncodingSniff {
  encoding: TextEncoding;
  bom: boolean;
  /** Bytes of BOM to skip before decoding. */
  bomLength: number;
}

const ZIP_PACKAGE = 'a ZIP archive, such as an Excel (.xlsx), Numbers or OpenDocument spreadsheet';

/**
 * Spreadsheet and office files are ZIP packages told apart by the names of their first entries, which the
 * first bytes hold: OpenDocument stores its `mimetype` first, Numbers its `Index/*.iwa`, Office Open XML `xl/`
 * (Excel) or `word/` parts after `[Content_Types].xml`.
 */
const ZIP_ENTRIES: readonly { marker: string; what: string }[] = [
  {
    marker: 'mimetypeapplication/vnd.oasis.opendocument.spreadsheet',
    what: 'an OpenDocument spreadsheet (.ods)',
  },
  { marker: '.iwa', what: 'a Numbers spreadsheet (.numbers)' },
  { marker: 'xl/', what: 'an Excel workbook (.xlsx)' },
  { marker: 'word/', what: 'a Word document (.docx)' },
];

const MAGIC: readonly { bytes: readonly number[]; offset?: number; what: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: ZIP_PACKAGE },
  { bytes: [0x50, 0x4b, 0x05, 0x06], what: 'a ZIP archive' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel (.xls) or Word document' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21], what: 'a RAR archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], what: 'a 7-Zip archive' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: 'a program' },
  { bytes: [0x52, 0x49, 0x46, 0x46], what: 'an audio, video or image file' },
  { bytes: [0x66, 0x74, 0x79, 0x70], offset: 4, what: 'a video or image file' },
  { bytes: [0x49, 0x44, 0x33], what: 'an audio file' },
  { bytes: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20], what: 'a SQLite database' },
  { bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66], what: 'an RTF document' },
];

/** A description of the binary format the bytes start with, or null when they may be text. */
export function detectBinaryMagic(head: Uint8Array): string | null {
  for (const { bytes, offset = 0, what } of MAGIC) {
    if (head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b))
      return what === ZIP_PACKAGE ? zipPackage(head) : what;
  }
  return null;
}

function zipPackage(head: Uint8Array): string {
  const names = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('latin1');
  return ZIP_ENTRIES.find((e) => names.includes(e.marker))?.what ?? ZIP_PACKAGE;
}

export function sniffEncoding(head: Uint8Array): EncodingSniff {
  const bom = sniffBom(head);
  if (bom) return { encoding: bom.encoding, bom: true, bomLength: bom.length };
  const utf16 = bomlessUtf16(head);
  if (utf16) return { encoding: utf16, bom: false, bomLength: 0 };
  if (readsAsUtf8(head)) return { encoding: 'utf-8', bom: false, bomLength: 0 };
  return { encoding: chooseSingleByte(head), bom: false, bomLength: 0 };
}

/**
 * UTF-16 without a BOM shows NUL bytes on one side of the byte pairs only: text files have none otherwise. Latin
 * text has one in nearly every pair; Chinese or Cyrillic text only in its ASCII characters (delimiters, digits,
 * line ends), so a tenth of the pairs suffices when the other side has almost none (U+4E00 一 has a NUL low byte).
 */
function bomlessUtf16(head: Uint8Array): TextEncoding | null {
  const pairs = Math.floor(Math.min(head.length, 4096) / 2);
  if (pairs < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < pairs; i++) {
    if (head[2 * i] === 0) evenNul++;
    if (head[2 * i + 1] === 0) oddNul++;
  }
  if (oddNul >= pairs * 0.1 && evenNul * 10 <= oddNul) return 'utf-16le';
  if (evenNul >= pairs * 0.1 && oddNul * 10 <= evenNul) return 'utf-16be';
  return null;
}

export function completeLength(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= Math.min(4, n); back++) {
    const b = bytes[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead byte
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? n - back : n;
  }
  return n;
}

/** Share of characters that never occur in a text file (NUL and other C0 controls but tab, CR, LF, FF). */
export function controlCharShare(text: string): { nul: number; share: number } {
  let nul = 0;
  let control = 0;
  const n = Math.min(text.length, 16_384);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) nul++;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || c === 0x7f) control++;
  }
  return { nul, share: n === 0 ? 0 : control / n };
}
