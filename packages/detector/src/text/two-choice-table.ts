// The lexicon's facts by word hash (HashedTokenTable's contents) laid out for the wasm scanner as a
// two-choice (cuckoo) table: every key sits in one of two slots given by two hash functions, so that a
// lookup reads both slots and selects, with no probe loop. The probe loop's exit, which depends on the
// word, was mispredicted often enough to be a third of the scan's time (docs/decisions/092).
import { mix, PRESENT, type HashedTokenTable } from './scan';

export interface TwoChoiceTable {
  /** 2^bits slots of [key, facts] pairs; an empty slot is [0, 0]. */
  pairs: Uint32Array;
  bits: number;
}

/** The first slot of a hash (HashedTokenTable's own slot function). */
export function firstSlot(hash: number, bits: number): number {
  return mix(hash) & ((1 << bits) - 1);
}

/** The second slot: Fibonacci hashing, independent of the first. */
export function secondSlot(hash: number, bits: number): number {
  return Math.imul(hash, 0x9e3779b1) >>> (32 - bits);
}

const MAX_KICKS = 500;

/**
 * The same key → facts map as `table` (every listed hash, with its facts; words without facts are left
 * out, as a lookup that misses gives 0 too). At most a quarter full, so that insertion rarely moves keys.
 */
export function twoChoiceTable(table: HashedTokenTable): TwoChoiceTable {
  const keys: number[] = [];
  const facts: number[] = [];
  table.values.forEach((v, s) => {
    const f = v & ~PRESENT;
    if (v !== 0 && f !== 0) {
      keys.push((table.keys[s] as number) >>> 0);
      facts.push(f >>> 0);
    }
  });
  let bits = 4;
  while (1 << bits < keys.length * 4) bits++;
  for (; bits < 31; bits++) {
    const built = tryBuild(keys, facts, bits);
    if (built) return { pairs: built, bits };
  }
  throw new Error('two-choice table: no layout found');
}

function tryBuild(keys: number[], facts: number[], bits: number): Uint32Array | null {
  const pairs = new Uint32Array(2 << bits);
  const used = new Uint8Array(1 << bits);
  for (let i = 0; i < keys.length; i++) {
    let key = keys[i] as number;
    let value = facts[i] as number;
    let slot = firstSlot(key, bits);
    let placed = false;
    for (let kick = 0; kick < MAX_KICKS && !placed; kick++) {
      if (!used[slot]) {
        used[slot] = 1;
        pairs[2 * slot] = key;
        pairs[2 * slot + 1] = value;
        placed = true;
        break;
      }
      // Take the slot and move its key to that key's other slot.
      const [k, v] = [pairs[2 * slot] as number, pairs[2 * slot + 1] as number];
      pairs[2 * slot] = key;
      pairs[2 * slot + 1] = value;
      [key, value] = [k, v];
      const a = firstSlot(key, bits);
      slot = slot === a ? secondSlot(key, bits) : a;
    }
    if (!placed) return null;
  }
  return pairs;
}

/** The facts of a hash, as the wasm scanner looks them up (tests compare it with HashedTokenTable.get). */
export function twoChoiceGet(t: TwoChoiceTable, hash: number): number {
  const h = hash >>> 0;
  const a = firstSlot(h, t.bits);
  const b = secondSlot(h, t.bits);
  return (
    ((t.pairs[2 * a] === h ? (t.pairs[2 * a + 1] as number) : 0) |
      (t.pairs[2 * b] === h ? (t.pairs[2 * b + 1] as number) : 0)) >>>
    0
  );
}
