// Dense ids (0, 1, 2, … in order of first sighting) for strings, in an open-addressing table of typed
// arrays sized up front. The reviewer-volume signal numbers about one name per review: a Map<string,
// number> growing to 100,000 keys spent 80–120 ms rehashing and allocating its tables (docs/decisions/
// 093-detector-signals-speed.md); this table is sized once and compares a 32-bit hash before the strings.
import { hashString } from './shingles';

export class StringIds {
  /** id + 1 per slot; 0 marks an empty slot. */
  private slots: Int32Array;
  private hashes: Int32Array;
  private readonly keys: string[] = [];

  constructor(expected = 0) {
    let capacity = 1 << 6;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.hashes = new Int32Array(capacity);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The id of `key`, numbering it when new. */
  idOf(key: string): number {
    const h = hashString(key) | 0;
    const mask = this.slots.length - 1;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const id = this.slots[s] as number;
      if (id === 0) {
        this.keys.push(key);
        this.slots[s] = this.keys.length;
        this.hashes[s] = h;
        if (this.keys.length * 2 > this.slots.length) this.grow();
        return this.keys.length - 1;
      }
      if (this.hashes[s] === h && this.keys[id - 1] === key) return id - 1;
    }
  }

  private grow(): void {
    const { slots, hashes } = this;
    this.slots = new Int32Array(slots.length * 2);
    this.hashes = new Int32Array(slots.length * 2);
    const mask = this.slots.length - 1;
    for (let old = 0; old < slots.length; old++) {
      const id = slots[old] as number;
      if (id === 0) continue;
      const h = hashes[old] as number;
      let s = h & mask;
      while (this.slots[s] !== 0) s = (s + 1) & mask;
      this.slots[s] = id;
      this.hashes[s] = h;
    }
  }
}
