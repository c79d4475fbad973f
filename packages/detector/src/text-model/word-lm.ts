// A hashed word bigram language model of genuine (human) reviews. Machine-written reviews tend to be
// unsurprising and evenly so; human reviews have typos, rare words and bursts of surprise.
import { hashPair } from './word-hash';

export interface WordLmTables {
  readonly unigram: Uint32Array;
  readonly bigram: Uint32Array;
  readonly totalTokens: number;
  readonly vocabulary: number;
}

/** Weight of the bigram estimate grows with the history's count: c(v) / (c(v) + K). */
const K = 3;

export class WordLm {
  private readonly uniMask: number;
  private readonly biMask: number;
  private readonly denom: number;

  constructor(readonly tables: WordLmTables) {
    this.uniMask = tables.unigram.length - 1;
    this.biMask = tables.bigram.length - 1;
    this.denom = tables.totalTokens + tables.vocabulary + 1;
  }

  /** Whether the word of the last surprisal() call never occurred in the genuine training text. */
  lastUnseen = false;

  /** Surprisal in nats of `word` after `prev` (hashes; prev = 0 at the start of a text). */
  surprisal(prev: number, word: number): number {
    const { unigram, bigram } = this.tables;
    const cWord = unigram[word & this.uniMask]!;
    this.lastUnseen = cWord === 0;
    const pUni = (cWord + 1) / this.denom;
    const cPrev = prev === 0 ? 0 : unigram[prev & this.uniMask]!;
    if (cPrev === 0) return -Math.log(pUni);
    const cPair = bigram[hashPair(prev, word) & this.biMask]!;
    const lambda = cPrev / (cPrev + K);
    return -Math.log(lambda * (Math.min(cPair, cPrev) / cPrev) + (1 - lambda) * pUni);
  }

  isUnseen(word: number): boolean {
    return this.tables.unigram[word & this.uniMask] === 0;
  }
}

/** Builds the count tables from tokenised texts (used by training; lives here so the hashing matches). */
export function buildWordLmTables(
  texts: Iterable<number[]>,
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
  return { unigram, bigram, totalTokens, vocabulary };
}
