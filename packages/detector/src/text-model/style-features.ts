// Dense features of HOW a review is written rather than what it is about: sentence-length variation,
// vocabulary richness, function-word and punctuation profiles, casing habits, and surprise under a
// language model of human reviews. They generalise across generators better than n-grams do
// (docs/decisions/031-combined-detector.md).
import { FNV_OFFSET, FNV_PRIME, hashWord, hashWordAt, isLetterOrDigit } from './word-hash';
import type { WordLm } from './word-lm';
import { MAX_CHARS } from './ngram-features';

const FUNCTION_WORDS = (
  'the a an and or but if of to in on at for with from by as about into over after than then so because ' +
  'while me my we our you your he she it its they them their this that these those is are was were be been ' +
  'being have has had do does did will would can could should may might must not no very just also too ' +
  'really only there here what which who when where how all some any more most much such own same up out'
).split(' ');
const FIRST_PERSON = ['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'd", "i'll"];
const HEDGES = [
  'overall',
  'definitely',
  'highly',
  'perfect',
  'however',
  'additionally',
  'truly',
  'absolutely',
];
const IS_FUNCTION = 1;
const IS_FIRST_PERSON = 2;
const IS_HEDGE = 4;

/**
 * Word-class lookup by word hash in one small open-addressing table: a JS Set of uint32 hashes boxes
 * most of them as heap numbers, which made it the slowest part of style extraction.
 */
const CLASS_SLOTS = 512;
const classKeys = new Uint32Array(CLASS_SLOTS);
const classBits = new Uint8Array(CLASS_SLOTS);
function addClass(words: string[], bit: number): void {
  for (const w of words) {
    const h = hashWord(w);
    let slot = h & (CLASS_SLOTS - 1);
    while (classKeys[slot] !== 0 && classKeys[slot] !== h) slot = (slot + 1) & (CLASS_SLOTS - 1);
    classKeys[slot] = h;
    classBits[slot] = classBits[slot]! | bit;
  }
}
addClass(FUNCTION_WORDS, IS_FUNCTION);
addClass(FIRST_PERSON, IS_FIRST_PERSON);
addClass(HEDGES, IS_HEDGE);

/** The word-class table (hash keys, class bits), copied into the wasm scorer's memory at load. */
export function wordClassTable(): { keys: Uint32Array; bits: Uint8Array } {
  return { keys: classKeys, bits: classBits };
}

function wordClass(h: number): number {
  let slot = h & (CLASS_SLOTS - 1);
  for (;;) {
    const k = classKeys[slot]!;
    if (k === h) return classBits[slot]!;
    if (k === 0) return 0;
    slot = (slot + 1) & (CLASS_SLOTS - 1);
  }
}

export const STYLE_FEATURE_NAMES = [
  'log_chars',
  'log_words',
  'mean_word_len',
  'sentences_log',
  'sentence_len_mean',
  'sentence_len_cv',
  'herdan_c',
  'hapax_ratio',
  'function_word_rate',
  'first_person_rate',
  'hedge_word_rate',
  'comma_rate',
  'period_rate',
  'exclaim_rate',
  'question_rate',
  'colon_semicolon_rate',
  'dash_rate',
  'quote_rate',
  'paren_rate',
  'repeated_punct_rate',
  'ellipsis_rate',
  'upper_ratio',
  'all_caps_word_rate',
  'lower_sentence_start_rate',
  'lower_i_rate',
  'digit_ratio',
  'space_before_punct_rate',
  'missing_space_after_punct_rate',
  'ends_with_terminal',
  'lm_surprisal_mean',
  'lm_surprisal_std',
  'lm_unseen_rate',
] as const;

export const STYLE_DIM = STYLE_FEATURE_NAMES.length;

/**
 * Open-addressing counter of word hashes reused across calls (vocabulary richness without allocation).
 * Each text uses only the first `size` slots, a power of two ≥ its length (so ≥ twice its word count):
 * a 342-char review probes 512 slots (3 kB, L1-resident) instead of all 8192 (48 kB), and resetting is
 * one fill of those slots (docs/decisions/034).
 */
class HashCounter {
  // MAX_CHARS / 2 distinct words at most, so 8192 slots keep probing short.
  keys = new Uint32Array(8192);
  counts = new Uint16Array(8192);
  private mask = 0;
  /** Starts a text of n characters. */
  reset(n: number): void {
    let size = 64;
    while (size < n && size < this.keys.length) size <<= 1;
    this.keys.fill(0, 0, size);
    this.counts.fill(0, 0, size);
    this.mask = size - 1;
  }
  add(h: number): number {
    const key = h === 0 ? 1 : h;
    const mask = this.mask;
    let slot = key & mask;
    for (;;) {
      const k = this.keys[slot]!;
      if (k === key) return ++this.counts[slot]!;
      if (k === 0) {
        this.keys[slot] = key;
        this.counts[slot] = 1;
        return 1;
      }
      slot = (slot + 1) & mask;
    }
  }
}

const counter = new HashCounter();
/** A text has at most MAX_CHARS / 2 words (one letter and one separator each). */
const MAX_WORDS = MAX_CHARS / 2 + 1;
const wordBuffer = new Uint32Array(MAX_WORDS);
const lmStats = new Float64Array(3);
const punct = new Int32Array(128);

function isTerminal(c: number): boolean {
  return c === 46 || c === 33 || c === 63;
}

/**
 * Slots of the integer counts of one text (countStyle, and the same pass in wasm/scorer.as, which
 * writes them in this order): the per-character pass counts, styleFromCounts turns counts into
 * features. Split so that both passes share the one floating-point step (bit-identical results).
 */
export const STYLE_COUNT = {
  words: 0,
  wordChars: 1,
  types: 2,
  hapax: 3,
  functionWords: 4,
  firstPerson: 5,
  hedges: 6,
  allCaps: 7,
  lowerI: 8,
  letters: 9,
  upper: 10,
  digits: 11,
  repeated: 12,
  ellipsis: 13,
  spaceBefore: 14,
  missingAfter: 15,
  sentences: 16,
  sumSent: 17,
  sumSent2: 18,
  lowerStarts: 19,
  lastNonSpace: 20,
  lmUnseen: 21,
  comma: 22,
  period: 23,
  exclaim: 24,
  question: 25,
  colonSemicolon: 26,
  dash: 27,
  quote: 28,
  paren: 29,
} as const;
export const STYLE_COUNT_DIM = 30;

const C = STYLE_COUNT;
const jsCounts = new Int32Array(STYLE_COUNT_DIM);
const jsLmSums = new Float64Array(2);

/** Writes the STYLE_DIM raw features of a folded text into out (out.length ≥ STYLE_DIM). */
export function extractStyle(folded: string, lm: WordLm | null, out: Float64Array): void {
  const n = countStyle(folded, lm, jsCounts, jsLmSums);
  styleFromCounts(n, jsCounts, jsLmSums, out);
}

/**
 * The counting pass over a folded text (the JavaScript reference of wasm/scorer.as style()): writes
 * the STYLE_COUNT slots into counts and [sum of surprisal, sum of squares] into lmSums; returns the
 * number of characters looked at.
 */
export function countStyle(
  folded: string,
  lm: WordLm | null,
  counts: Int32Array,
  lmSums: Float64Array,
): number {
  const n = Math.min(folded.length, MAX_CHARS);
  counter.reset(n);
  let words = 0;
  let wordChars = 0;
  let types = 0;
  let hapax = 0;
  let functionWords = 0;
  let firstPerson = 0;
  let hedges = 0;
  let allCaps = 0;
  let lowerI = 0;
  let letters = 0;
  let upper = 0;
  let digits = 0;
  punct.fill(0);
  let repeated = 0;
  let ellipsis = 0;
  let spaceBefore = 0;
  let missingAfter = 0;
  let sentences = 0;
  let sentenceWords = 0;
  let sumSent = 0;
  let sumSent2 = 0;
  let lowerStarts = 0;
  let atSentenceStart = true;
  let lastNonSpace = 0;
  // Words only entirely beyond MAX_CHARS are ignored; the loop is one pass over char codes.
  let i = 0;
  while (i < n) {
    const c = folded.charCodeAt(i);
    if (isLetterOrDigit(c)) {
      const start = i;
      let caps = 0;
      let lettersHere = 0;
      // The word's hash is built in this same scan (lower-cased, apostrophes kept), exactly as
      // hashWordAt computes it for training; a second pass over the word cost as much as the first.
      let h = FNV_OFFSET;
      while (i < n) {
        const d = folded.charCodeAt(i);
        if (d >= 97 && d <= 122) {
          lettersHere++;
          h = Math.imul(h ^ d, FNV_PRIME);
        } else if (d >= 65 && d <= 90) {
          caps++;
          lettersHere++;
          h = Math.imul(h ^ (d | 32), FNV_PRIME);
        } else if (d >= 48 && d <= 57) {
          digits++;
          h = Math.imul(h ^ d, FNV_PRIME);
        } else if (d === 39 && i + 1 < n && isLetterOrDigit(folded.charCodeAt(i + 1))) {
          h = Math.imul(h ^ 39, FNV_PRIME);
        } else break;
        i++;
      }
      h = (h ^ (h >>> 16)) >>> 0;
      const len = i - start;
      words++;
      wordChars += len;
      letters += lettersHere;
      upper += caps;
      if (caps >= 2 && caps === lettersHere) allCaps++;
      if (len === 1 && c === 105) lowerI++;
      if (atSentenceStart && c >= 97 && c <= 122) lowerStarts++;
      atSentenceStart = false;
      sentenceWords++;
      const seen = counter.add(h);
      if (seen === 1) {
        types++;
        hapax++;
      } else if (seen === 2) hapax--;
      const cls = wordClass(h);
      if (cls !== 0) {
        if (cls & IS_FUNCTION) functionWords++;
        if (cls & IS_FIRST_PERSON) firstPerson++;
        if (cls & IS_HEDGE) hedges++;
      }
      if (words <= MAX_WORDS) wordBuffer[words - 1] = h;
      lastNonSpace = c;
      continue;
    }
    if (c > 32 && c < 128) {
      punct[c]!++;
      const next = i + 1 < n ? folded.charCodeAt(i + 1) : 32;
      if (next === c && c !== 45) repeated++;
      if (c === 46 && next === 46) ellipsis++;
      if ((c === 44 || isTerminal(c)) && i > 0 && folded.charCodeAt(i - 1) === 32) spaceBefore++;
      if ((c === 44 || isTerminal(c)) && next >= 65 && next <= 122 && isLetterOrDigit(next))
        missingAfter++;
      if (isTerminal(c) && !isTerminal(next)) {
        if (sentenceWords > 0) {
          sentences++;
          sumSent += sentenceWords;
          sumSent2 += sentenceWords * sentenceWords;
        }
        sentenceWords = 0;
        atSentenceStart = true;
      }
      lastNonSpace = c;
    } else if (c === 10) {
      atSentenceStart = true;
    }
    i++;
  }
  if (sentenceWords > 0) {
    sentences++;
    sumSent += sentenceWords;
    sumSent2 += sentenceWords * sentenceWords;
  }
  // Language-model surprise over the collected word hashes (word-lm.ts: one batch of table reads).
  lmStats.fill(0);
  if (lm) lm.textStats(wordBuffer, Math.min(words, MAX_WORDS), lmStats);
  counts[C.words] = words;
  counts[C.wordChars] = wordChars;
  counts[C.types] = types;
  counts[C.hapax] = hapax;
  counts[C.functionWords] = functionWords;
  counts[C.firstPerson] = firstPerson;
  counts[C.hedges] = hedges;
  counts[C.allCaps] = allCaps;
  counts[C.lowerI] = lowerI;
  counts[C.letters] = letters;
  counts[C.upper] = upper;
  counts[C.digits] = digits;
  counts[C.repeated] = repeated;
  counts[C.ellipsis] = ellipsis;
  counts[C.spaceBefore] = spaceBefore;
  counts[C.missingAfter] = missingAfter;
  counts[C.sentences] = sentences;
  counts[C.sumSent] = sumSent;
  counts[C.sumSent2] = sumSent2;
  counts[C.lowerStarts] = lowerStarts;
  counts[C.lastNonSpace] = lastNonSpace;
  counts[C.lmUnseen] = lmStats[2]!;
  counts[C.comma] = punct[44]!;
  counts[C.period] = punct[46]!;
  counts[C.exclaim] = punct[33]!;
  counts[C.question] = punct[63]!;
  counts[C.colonSemicolon] = punct[58]! + punct[59]!;
  counts[C.dash] = punct[45]!;
  counts[C.quote] = punct[34]! + punct[39]!;
  counts[C.paren] = punct[40]! + punct[41]!;
  lmSums[0] = lmStats[0]!;
  lmSums[1] = lmStats[1]!;
  return n;
}

/** The STYLE_DIM features of a text of n characters from its counts (countStyle's outputs). */
export function styleFromCounts(
  n: number,
  counts: Int32Array,
  lmSums: Float64Array,
  out: Float64Array,
): void {
  const words = counts[C.words]!;
  const sentences = counts[C.sentences]!;
  const sumSent = counts[C.sumSent]!;
  const sumSent2 = counts[C.sumSent2]!;
  const types = counts[C.types]!;
  const letters = counts[C.letters]!;
  const lastNonSpace = counts[C.lastNonSpace]!;
  const sumS = lmSums[0]!;
  const sumS2 = lmSums[1]!;
  const unseen = counts[C.lmUnseen]!;
  const w = Math.max(words, 1);
  const ch = Math.max(n, 1);
  const perHundredChars = 100 / ch;
  const sentMean = sentences > 0 ? sumSent / sentences : 0;
  const sentVar = sentences > 0 ? Math.max(sumSent2 / sentences - sentMean * sentMean, 0) : 0;
  const sMean = words > 0 ? sumS / words : 0;
  const sVar = words > 0 ? Math.max(sumS2 / words - sMean * sMean, 0) : 0;
  let k = 0;
  out[k++] = Math.log1p(n);
  out[k++] = Math.log1p(words);
  out[k++] = words > 0 ? counts[C.wordChars]! / words : 0;
  out[k++] = Math.log1p(sentences);
  out[k++] = sentMean;
  out[k++] = sentMean > 0 ? Math.sqrt(sentVar) / sentMean : 0;
  out[k++] = words > 1 ? Math.log(Math.max(types, 1)) / Math.log(words) : 1;
  out[k++] = counts[C.hapax]! / w;
  out[k++] = counts[C.functionWords]! / w;
  out[k++] = counts[C.firstPerson]! / w;
  out[k++] = counts[C.hedges]! / w;
  out[k++] = perHundredChars * counts[C.comma]!;
  out[k++] = perHundredChars * counts[C.period]!;
  out[k++] = perHundredChars * counts[C.exclaim]!;
  out[k++] = perHundredChars * counts[C.question]!;
  out[k++] = perHundredChars * counts[C.colonSemicolon]!;
  out[k++] = perHundredChars * counts[C.dash]!;
  out[k++] = perHundredChars * counts[C.quote]!;
  out[k++] = perHundredChars * counts[C.paren]!;
  out[k++] = perHundredChars * counts[C.repeated]!;
  out[k++] = perHundredChars * counts[C.ellipsis]!;
  out[k++] = letters > 0 ? counts[C.upper]! / letters : 0;
  out[k++] = counts[C.allCaps]! / w;
  out[k++] = sentences > 0 ? counts[C.lowerStarts]! / sentences : 0;
  out[k++] = counts[C.lowerI]! / w;
  out[k++] = counts[C.digits]! / ch;
  out[k++] = perHundredChars * counts[C.spaceBefore]!;
  out[k++] = perHundredChars * counts[C.missingAfter]!;
  out[k++] = isTerminal(lastNonSpace) || lastNonSpace === 41 || lastNonSpace === 34 ? 1 : 0;
  out[k++] = sMean;
  out[k++] = Math.sqrt(sVar);
  out[k++] = unseen / w;
}

/** The lower-cased word hashes of a folded text, in order (training the language model). */
export function wordHashes(folded: string): number[] {
  const out: number[] = [];
  const n = Math.min(folded.length, MAX_CHARS);
  let i = 0;
  while (i < n) {
    if (!isLetterOrDigit(folded.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n) {
      const d = folded.charCodeAt(i);
      if (isLetterOrDigit(d)) i++;
      else if (d === 39 && i + 1 < n && isLetterOrDigit(folded.charCodeAt(i + 1))) i++;
      else break;
    }
    out.push(hashWordAt(folded, start, i));
  }
  return out;
}
