// The one way bytes become text, for uploaded files and fetched pages alike: the platform's WHATWG decoder,
// always in stream mode. Node 20's one-shot TextDecoder.decode() takes a Latin-1 shortcut for windows-1252 and
// turns 0x80–0x9F (’ “ ” – €) into control characters; the streaming path decodes every byte by the WHATWG
// tables (the ones browsers read pages with). iconv-lite was tried and not taken: its Mac Roman maps 0xDB to
// the pre-1998 "¤" where WHATWG and Excel for Mac write "€" (docs/decisions/111-one-decoder.md).
import { TextDecoder } from 'node:util';

export interface StreamDecoder {
  /** Text of the next chunk; a character split across chunks comes out whole with the later chunk. */
  write(chunk: Uint8Array): string;
  /** What the last chunk left pending (a broken final character becomes U+FFFD). */
  end(): string;
}

/**
 * The WHATWG name for an encoding label ("latin1" and "iso-8859-1" -> "windows-1252", "sjis" -> "shift_jis",
 * "x-mac-roman" -> "macintosh"), or null for a label browsers do not know.
 */
export function canonicalCharset(label: string): string | null {
  try {
    return new TextDecoder(label.trim().toLowerCase()).encoding;
  } catch {
    return null;
  }
}

/** A chunk-by-chunk decoder for an encoding label (see canonicalCharset). A BOM is not stripped. */
export function createStreamDecoder(encoding: string): StreamDecoder {
  const decoder = new TextDecoder(encoding, { ignoreBOM: true });
  return {
    write: (chunk) => decoder.decode(chunk, { stream: true }),
    end: () => decoder.decode(),
  };
}

/** All of `bytes` in `encoding`. */
export function decodeBytes(bytes: Uint8Array, encoding: string): string {
  const decoder = createStreamDecoder(encoding);
  return decoder.write(bytes) + decoder.end();
}

export interface ByteOrderMark {
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
  length: number;
}

/** The encoding a byte order mark announces; a BOM outranks every declared charset (WHATWG). */
export function sniffBom(head: Uint8Array): ByteOrderMark | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return { encoding: 'utf-8', length: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}
