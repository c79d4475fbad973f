// Dense ids (0, 1, 2, … in order of first sighting) for keys of one or two 32-bit integers, in an
// open-addressing table of Int32Arrays. The duplicate search numbers 100,000 texts and 600,000 anchors
// this way: a Map would box 32-bit keys above 2^30 and hold one array per group, and its garbage
// dominated the signal's time. First-sighting order equals a Map's insertion order, so results are the same.
export class DenseIds {
  private first: Int32Array;
  private second: Int32Array;
  /** id + 1 per slot; 0 marks an empty slot. */
  private slots: Int32Array;
  size = 0;

  /** `expected`: the caller's key count, so that a product of one review does not pay for a large table. */
  constructor(expected = 0) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.first = new Int32Array(capacity);
    this.second = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
  }

  /** The id of the key (x, y), numbering it when new. */
  idOf(x: number, y = 0): number {
    const mask = this.slots.length - 1;
    x |= 0;
    y |= 0;
    for (let s = hash2(x, y) & mask; ; s = (s + 1) & mask) {
      const id = this.slots[s] as number;
      if (id === 0) {
        this.first[s] = x;
        this.second[s] = y;
        this.slots[s] = ++this.size;
        if (this.size * 2 > this.slots.length) this.grow();
        return this.size - 1;
      }
      if (this.first[s] === x && this.second[s] === y) return id - 1;
    }
  }

  private grow(): void {
    const { first, second, slots } = this;
    const capacity = slots.length * 2;
    this.first = new Int32Array(capacity);
    this.second = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let old = 0; old < slots.length; old++) {
      const id = slots[old] as number;
      if (id === 0) continue;
      const x = first[old] as number;
      const y = second[old] as number;
      let s = hash2(x, y) & mask;
      while (this.slots[s] !== 0) s = (s + 1) & mask;
      this.first[s] = x;
      this.second[s] = y;
      this.slots[s] = id;
    }
  }
}

function hash2(x: number, y: number): number {
  let h = Math.imul(x ^ (x >>> 16), 0x85ebca6b) ^ Math.imul(y ^ (y >>> 15), 0xc2b2ae35);
  h ^= h >>> 13;
  return Math.imul(h, 0x27d4eb2f) ^ (h >>> 16);
}
