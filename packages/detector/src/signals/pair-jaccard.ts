// Exact Jaccard similarity of two texts' word 3-shingle sets, counted through a hash table of their
// shingles. The duplicate search confirms a few thousand candidate pairs at 100,000 reviews; sorting each
// text's shingles first (LazyShingleSets, the reference of pair-jaccard.test.ts) cost about ten times the
// table, and its cache of sorted sets grew to megabytes. Same sets, same counts, same division: the same
// number as jaccardIn over the sorted sets.
import { writeShingles } from './shingles';

/** Slot marks: the pair's generation * 2, plus 1 when only the second text has the shingle. */
const ONLY_B = 1;

export class PairJaccard {
  private shingles = new Uint32Array(256);
  private keys = new Uint32Array(1024);
  /** Slot s holds a shingle of the current pair when mark[s] >> 1 equals the generation. */
  private mark = new Int32Array(1024);
  /** Shared shingles already counted (a text may repeat a shingle). */
  private counted = new Int32Array(1024);
  private generation = 0;

  constructor(
    private readonly words: Uint32Array,
    private readonly wordStart: Int32Array,
  ) {}

  /** Exact Jaccard similarity of the shingle sets of texts a and b (1 when both are empty). */
  jaccard(a: number, b: number): number {
    const aCount = this.write(a, 0);
    const bCount = this.write(b, aCount);
    this.fit(aCount + bCount);
    const { shingles, keys, mark, counted } = this;
    const mask = keys.length - 1;
    // Generations start at 1, so zeroed slots are free; a new pair needs no clearing.
    const generation = ++this.generation;
    const own = generation * 2;
    let aDistinct = 0;
    for (let k = 0; k < aCount; k++) {
      const h = shingles[k] as number;
      let s = h & mask;
      while ((mark[s] as number) >> 1 === generation && keys[s] !== h) s = (s + 1) & mask;
      if ((mark[s] as number) >> 1 === generation) continue;
      keys[s] = h;
      mark[s] = own;
      aDistinct++;
    }
    let shared = 0;
    let bOnly = 0;
    for (let k = aCount; k < aCount + bCount; k++) {
      const h = shingles[k] as number;
      let s = h & mask;
      while ((mark[s] as number) >> 1 === generation && keys[s] !== h) s = (s + 1) & mask;
      const m = mark[s] as number;
      if (m >> 1 !== generation) {
        keys[s] = h;
        mark[s] = own | ONLY_B;
        bOnly++;
      } else if (m === own && counted[s] !== generation) {
        counted[s] = generation;
        shared++;
      }
    }
    const bDistinct = shared + bOnly;
    if (aDistinct === 0 && bDistinct === 0) return 1;
    return shared / (aDistinct + bDistinct - shared);
  }

  /** Writes text t's shingle hashes at shingles[at ..]; returns how many. */
  private write(t: number, at: number): number {
    const from = this.wordStart[t] as number;
    const to = this.wordStart[t + 1] as number;
    const need = at + Math.max(0, to - from - 2);
    if (need > this.shingles.length) {
      const grown = new Uint32Array(Math.max(need, this.shingles.length * 2));
      grown.set(this.shingles.subarray(0, at));
      this.shingles = grown;
    }
    return writeShingles(this.words, from, to, this.shingles, at);
  }

  /** A table at most half full for `count` shingles (load factor ≤ 0.5 keeps probe runs short). */
  private fit(count: number): void {
    if (count * 2 <= this.keys.length) return;
    let size = this.keys.length;
    while (count * 2 > size) size *= 2;
    this.keys = new Uint32Array(size);
    this.mark = new Int32Array(size);
    this.counted = new Int32Array(size);
  }
}
