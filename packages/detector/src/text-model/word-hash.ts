// Word hashing shared by the style features and the word language model (lower-cased ASCII codes).
export const FNV_OFFSET = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;

export function isLetterOrDigit(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}

/** Hash of text[start, end) lower-cased; apostrophes are part of words ("don't"). */
export function hashWordAt(text: string, start: number, end: number): number {
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) c |= 32;
    h = Math.imul(h ^ c, FNV_PRIME);
  }
  return (h ^ (h >>> 16)) >>> 0;
}

export function hashWord(word: string): number {
  return hashWordAt(word, 0, word.length);
}

/** Mixes two word hashes into a bigram hash. */
export function hashPair(a: number, b: number): number {
  const h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  return (Math.imul(h ^ (h >>> 13), 0xc2b2ae35) ^ (h >>> 16)) >>> 0;
}
