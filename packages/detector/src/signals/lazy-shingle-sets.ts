// Sorted, de-duplicated word 3-shingle sets of texts, built on first use and kept in one growing buffer.
// The duplicate search used these for its exact Jaccard checks until PairJaccard (pair-jaccard.ts, ADR
// 093) counted the same sets through a hash table; this stays as the reference of pair-jaccard.test.ts.
import { jaccardIn, sortedSetIn, writeShingles } from './shingles';

export class LazyShingleSets {
  private buffer = new Uint32Array(1 << 14);
  private used = 0;
  /** Offset of text i's set in `buffer`, or −1 before it is built. */
  private readonly from: Int32Array;
  private readonly len: Int32Array;

  constructor(
    private readonly words: Uint32Array,
    private readonly wordStart: Int32Array,
    texts: number,
  ) {
    this.from = new Int32Array(texts).fill(-1);
    this.len = new Int32Array(texts);
  }

  /** Exact Jaccard similarity of the shingle sets of texts a and b. */
  jaccard(a: number, b: number): number {
    this.build(a);
    this.build(b);
    return jaccardIn(
      this.buffer,
      this.from[a] as number,
      this.len[a] as number,
      this.from[b] as number,
      this.len[b] as number,
    );
  }

  private build(t: number): void {
    if ((this.from[t] as number) >= 0) return;
    const from = this.wordStart[t] as number;
    const to = this.wordStart[t + 1] as number;
    const need = Math.max(0, to - from - 2);
    if (this.used + need > this.buffer.length) {
      const grown = new Uint32Array(Math.max(this.buffer.length * 2, this.used + need));
      grown.set(this.buffer.subarray(0, this.used));
      this.buffer = grown;
    }
    const written = writeShingles(this.words, from, to, this.buffer, this.used);
    const size = sortedSetIn(this.buffer, this.used, written);
    this.from[t] = this.used;
    this.len[t] = size;
    this.used += size;
  }
}
