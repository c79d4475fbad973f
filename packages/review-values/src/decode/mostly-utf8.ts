// Whether bytes that are not all valid UTF-8 are still UTF-8 text with a few broken bytes (a Windows-1252 "é"
// pasted into a UTF-8 export, a character cut by a tool). Text in a single-byte code page almost never forms
// valid multi-byte UTF-8 sequences (its accented letters stand alone between ASCII bytes), so the valid ones
// settle it: one before the first invalid byte, or more of them than invalid ones in the window that follows it.
// Read as UTF-8, each invalid sequence is one U+FFFD (the WHATWG decoder's replacement), not the file misread.

/** Bytes after the first invalid sequence that decide, so the verdict does not depend on how a file is chunked. */
export const UTF8_DECISION_WINDOW = 8192;

export interface Utf8Counts {
  /** Valid sequences of two to four bytes. */
  multiByte: number;
  /** Invalid sequences, each of which the WHATWG decoder replaces by one U+FFFD. */
  invalid: number;
  /** Offset of the first invalid sequence, or -1. */
  firstInvalid: number;
  /** Valid multi-byte sequences before the first invalid one. */
  multiByteBeforeInvalid: number;
  /** Where a sequence that the bytes end inside (and that may still complete) starts; else their length. */
  openAt: number;
}

/** Counts as the WHATWG UTF-8 decoder reads (maximal subparts: a bad continuation byte is read again as a lead). */
export function countUtf8(bytes: Uint8Array): Utf8Counts {
  const counts: Utf8Counts = {
    multiByte: 0,
    invalid: 0,
    firstInvalid: -1,
    multiByteBeforeInvalid: 0,
    openAt: bytes.length,
  };
  let need = 0;
  let seen = 0;
  let start = 0;
  let lower = 0x80;
  let upper = 0xbf;
  const fail = (at: number): void => {
    if (counts.invalid === 0) {
      counts.firstInvalid = at;
      counts.multiByteBeforeInvalid = counts.multiByte;
    }
    counts.invalid++;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (need === 0) {
      if (b < 0x80) continue;
      start = i;
      if (b >= 0xc2 && b <= 0xdf) need = 1;
      else if (b >= 0xe0 && b <= 0xef) {
        need = 2;
        if (b === 0xe0) lower = 0xa0;
        if (b === 0xed) upper = 0x9f;
      } else if (b >= 0xf0 && b <= 0xf4) {
        need = 3;
        if (b === 0xf0) lower = 0x90;
        if (b === 0xf4) upper = 0x8f;
      } else fail(i);
      continue;
    }
    if (b < lower || b > upper) {
      fail(start);
      need = 0;
      seen = 0;
      lower = 0x80;
      upper = 0xbf;
      i--; // the byte that broke the sequence starts the next one
      continue;
    }
    lower = 0x80;
    upper = 0xbf;
    if (++seen === need) {
      counts.multiByte++;
      need = 0;
      seen = 0;
    }
  }
  if (need > 0) counts.openAt = start;
  return counts;
}

/** True when `bytes` read as UTF-8: valid (a sequence cut at their end may still complete), or broken only here and there. */
export function readsAsUtf8(bytes: Uint8Array): boolean {
  const all = countUtf8(bytes);
  if (all.invalid === 0) return true;
  if (all.multiByteBeforeInvalid > 0) return true;
  const after = countUtf8(
    bytes.subarray(all.firstInvalid, all.firstInvalid + UTF8_DECISION_WINDOW),
  );
  return after.multiByte > after.invalid;
}
