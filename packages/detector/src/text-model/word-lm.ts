// A hashed word bigram language model of genuine (human) reviews. Machine-written reviews tend to be
// unsurprising and evenly so; human reviews have typos, rare words and bursts of surprise.
//
// Stored precomputed and quantised (docs/decisions/033): the run-time cost used to be two random reads
// into 5 MB of count tables plus a Math.log per word. Now a word costs one read of a 16-bit word entry
// (its own surprisal and the back-off it gives the next word) and one byte of a pair table, no log.
import { hashPair } from './word-hash';

/** Surprisal is stored in steps of 1/16 nat (uint8: 0–15.9 nats; the longest real value is ≈ 14). */
export const LM_STEP = 1 / 16;
/** Word-entry low byte of a word never seen in training: its surprisal is `unseenSurprisal`. */
const UNSEEN = 255;
/** Weight of the bigram estimate grows with the history's count: c(v) / (c(v) + K). */
const K = 3;

export interface WordLmTables {
  /** Per word bucket: low byte = quantised −log P_uni(w) (255 = never seen), high byte = quantised
   *  back-off log((c(w) + K) / K) that a next word pays when the pair (w, next) was never seen. */
  readonly word: Uint16Array;
  /** Per word-pair bucket: quantised surprisal of a pair seen in training; 0 = never seen. */
  readonly pair: Uint8Array;
  /** −log P_uni of a word never seen in training, in nats. */
  readonly unseenSurprisal: number;
}

export class WordLm {
  private readonly wordMask: number;
  private readonly pairMask: number;
  private prev = 0;
  private prevBackoff = 0;

  constructor(readonly tables: WordLmTables) {
    this.wordMask = tables.word.length - 1;
    this.pairMask = tables.pair.length - 1;
  }

  /** Whether the word of the last next() call never occurred in the genuine training text. */
  lastUnseen = false;

  /** Starts a new text (the first word has no history). */
  reset(): void {
    this.prev = 0;
    this.prevBackoff = 0;
  }

  /**
   * Surprisal statistics of a whole text's words (hashes[0..count)), in one tight loop: the table
   * reads of different words do not depend on each other, so the CPU overlaps their cache misses
   * (interleaved with the style scan they were taken one at a time). Writes into stats:
   * [sum of surprisal, sum of squares, number of never-seen words].
   */
  textStats(hashes: Uint32Array, count: number, stats: Float64Array): void {
    const { word: wordTable, pair, unseenSurprisal } = this.tables;
    const wordMask = this.wordMask;
    const pairMask = this.pairMask;
    let prev = 0;
    let prevBackoff = 0;
    let sum = 0;
    let sum2 = 0;
    let unseen = 0;
    for (let i = 0; i < count; i++) {
      const w = hashes[i]!;
      const entry = wordTable[w & wordMask]!;
      const uni = entry & 0xff;
      const pairCode = prev === 0 ? 0 : pair[hashPair(prev, w) & pairMask]!;
      let s: number;
      if (pairCode !== 0) s = pairCode * LM_STEP;
      else s = (uni === UNSEEN ? unseenSurprisal : uni * LM_STEP) + prevBackoff * LM_STEP;
      if (uni === UNSEEN) unseen++;
      sum += s;
      sum2 += s * s;
      prev = w;
      prevBackoff = entry >>> 8;
    }
    stats[0] = sum;
    stats[1] = sum2;
    stats[2] = unseen;
  }

  /** Surprisal in nats of the word with hash `word` after the previous one of this text. */
  next(word: number): number {
    const entry = this.tables.word[word & this.wordMask]!;
    const uni = entry & 0xff;
    this.lastUnseen = uni === UNSEEN;
    const pairCode =
      this.prev === 0 ? 0 : this.tables.pair[hashPair(this.prev, word) & this.pairMask]!;
    const backoff = this.prevBackoff;
    this.prev = word;
    this.prevBackoff = entry >>> 8;
    if (pairCode !== 0) return pairCode * LM_STEP;
    return (this.lastUnseen ? this.tables.unseenSurprisal : uni * LM_STEP) + backoff * LM_STEP;
  }
}

function quantise(nats: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, Math.round(nats / LM_STEP)));
}

/**
 * Builds the tables from tokenised genuine texts (used by training; lives here so the hashing matches):
 * counts first, then each seen pair's interpolated surprisal
 * −log((min(c(v,w), c(v)) + K·P_uni(w)) / (c(v) + K)), an unseen pair's being −log P_uni(w) + back-off(v).
 * Colliding pairs share a bucket; the last one written wins (deterministic for a given corpus order).
 */
export function buildWordLmTables(
  texts: readonly number[][],
  uniBits: number,
  biBits: number,
): WordLmTables {
  const unigram = new Uint32Array(1 << uniBits);
  const bigram = new Uint32Array(1 << biBits);
  const uniMask = unigram.length - 1;
  const biMask = bigram.length - 1;
  let totalTokens = 0;
  for (const words of texts) {
    let prev = 0;
    for (const w of words) {
      unigram[w & uniMask]!++;
      if (prev !== 0) bigram[hashPair(prev, w) & biMask]!++;
      prev = w;
      totalTokens++;
    }
  }
  let vocabulary = 0;
  for (let i = 0; i < unigram.length; i++) if (unigram[i]! > 0) vocabulary++;
  const denom = totalTokens + vocabulary + 1;
  const word = new Uint16Array(unigram.length);
  for (let i = 0; i < unigram.length; i++) {
    const c = unigram[i]!;
    const uni = c === 0 ? UNSEEN : quantise(-Math.log((c + 1) / denom), 0, UNSEEN - 1);
    word[i] = uni | (quantise(Math.log((c + K) / K), 0, 255) << 8);
  }
  const pair = new Uint8Array(bigram.length);
  for (const words of texts) {
    for (let t = 1; t < words.length; t++) {
      const v = words[t - 1]!;
      const w = words[t]!;
      const cPrev = unigram[v & uniMask]!;
      const cPair = Math.min(bigram[hashPair(v, w) & biMask]!, cPrev);
      const pUni = (unigram[w & uniMask]! + 1) / denom;
      pair[hashPair(v, w) & biMask] = quantise(-Math.log((cPair + K * pUni) / (cPrev + K)), 1, 255);
    }
  }
  return { word, pair, unseenSurprisal: Math.log(denom) };
}
