// Features of a review in a language other than English (docs/decisions/136): letters of every script
// are kept (the English scorer folds to ASCII, which would erase Cyrillic, Hangul and Han), text is
// NFKC-normalised (full-width and half-width punctuation become one, so a source's keyboard habit is
// not learned as a label) and lower-cased. Hashed char 1–4-grams and word 1–2-grams feed one linear
// head; a language-independent style profile feeds a per-language combiner. Plain JavaScript: the
// speed budget is the English scorer's, and these texts are a small share of any product.
import { foldPunctuation } from './fold';
import type { NgramScratch } from './ngram-features';

export interface MultilingualSpec {
  readonly hashBits: number;
  readonly charMinN: number;
  readonly charMaxN: number;
  readonly wordMaxN: number;
  /** Seed every hash with the language, so that each language has features of its own. */
  readonly perLanguage: boolean;
}

/** Longest text looked at (characters after normalisation). */
export const MULTILINGUAL_MAX_CHARS = 3000;

const FNV_PRIME = 0x01000193;
const CHAR_SEED = 0x6b43a9b5 | 0;
const WORD_SEED = 0x2d358dcc | 0;
const START = 2;
const END = 3;
const WORD = /[\p{L}\p{N}]+/gu;

/** NFKC, typographic punctuation folded, whitespace collapsed; case kept (style reads it). */
export function normaliseMultilingual(text: string): string {
  const t = foldPunctuation(text.normalize('NFKC')).replace(/\s+/g, ' ').trim();
  return t.length > MULTILINGUAL_MAX_CHARS ? t.slice(0, MULTILINGUAL_MAX_CHARS) : t;
}

function languageSeed(language: string, spec: MultilingualSpec): number {
  if (!spec.perLanguage) return 0;
  let h = 0x9e3779b9 | 0;
  for (let i = 0; i < language.length; i++) h = Math.imul(h ^ language.charCodeAt(i), FNV_PRIME);
  return h;
}

function ensure(scratch: NgramScratch, needed: number): Int32Array {
  if (scratch.features.length < needed) scratch.features = new Int32Array(2 * needed);
  return scratch.features;
}

/**
 * Hashed feature indices of a normalised text: scratch.nWord word grams, then scratch.nChar char
 * grams (repeats repeat), as extractNgrams lays them out for the English heads.
 */
export function multilingualNgrams(
  normalised: string,
  language: string,
  spec: MultilingualSpec,
  scratch: NgramScratch,
): void {
  const lower = normalised.toLowerCase();
  const mask = (1 << spec.hashBits) - 1;
  const seed = languageSeed(language, spec);
  const words = lower.match(WORD) ?? [];
  const len = lower.length;
  const span = spec.charMaxN - spec.charMinN + 1;
  const out = ensure(scratch, words.length * spec.wordMaxN + (len + 2) * span + 8);
  let k = 0;
  let prev = 0;
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!;
    let h = WORD_SEED ^ seed;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    out[k++] = (h ^ (h >>> 13)) & mask;
    if (spec.wordMaxN >= 2 && w > 0) {
      const b = Math.imul(prev ^ 0x5bd1e995, 0x27d4eb2f) ^ h;
      out[k++] = (Math.imul(b ^ (b >>> 15), 0x165667b1) >>> 7) & mask;
    }
    prev = h;
  }
  scratch.nWord = k;
  // Char grams over [START, text, END].
  const at = (j: number): number =>
    j === 0 ? START : j === len + 1 ? END : lower.charCodeAt(j - 1);
  const total = len + 2;
  for (let s = 0; s < total; s++) {
    let h = CHAR_SEED ^ seed;
    const stop = Math.min(total, s + spec.charMaxN);
    for (let j = s; j < stop; j++) {
      h = Math.imul(h ^ at(j), FNV_PRIME);
      if (j - s + 1 >= spec.charMinN) out[k++] = (h ^ (h >>> 16)) & mask;
    }
  }
  scratch.nChar = k - scratch.nWord;
}

export const MULTILINGUAL_STYLE_NAMES = [
  'log_chars',
  'log_words',
  'mean_word_len',
  'sentences_log',
  'sentence_len_mean',
  'sentence_len_cv',
  'type_token_ratio',
  'comma_rate',
  'period_rate',
  'exclaim_rate',
  'question_rate',
  'colon_semicolon_rate',
  'dash_rate',
  'quote_rate',
  'paren_rate',
  'digit_ratio',
  'upper_ratio',
  'lower_sentence_start_rate',
  'repeated_punct_rate',
  'symbol_rate',
  'ends_with_terminal',
  'latin_letter_ratio',
] as const;
export const MULTILINGUAL_STYLE_DIM = MULTILINGUAL_STYLE_NAMES.length;

const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

function isTerminal(c: number): boolean {
  return c === 46 || c === 33 || c === 63 || c === 0x3002;
}

/** The language-independent style profile of a normalised text into out. */
export function multilingualStyle(normalised: string, out: Float64Array): void {
  const t = normalised;
  const n = t.length;
  const words = t.match(WORD) ?? [];
  const types = new Set(words.map((w) => w.toLowerCase())).size;
  let letters = 0;
  let cased = 0;
  let upper = 0;
  let latin = 0;
  let digits = 0;
  let symbols = 0;
  let repeated = 0;
  let sentences = 0;
  let lowerStarts = 0;
  let sentenceWords = 0;
  let sumSent = 0;
  let sumSent2 = 0;
  let atStart = true;
  let inWord = false;
  let lastNonSpace = 0;
  const punct = {
    comma: 0,
    period: 0,
    exclaim: 0,
    question: 0,
    colon: 0,
    dash: 0,
    quote: 0,
    paren: 0,
  };
  const endSentence = (): void => {
    if (sentenceWords > 0) {
      sentences++;
      sumSent += sentenceWords;
      sumSent2 += sentenceWords * sentenceWords;
    }
    sentenceWords = 0;
    atStart = true;
  };
  for (let i = 0; i < n; i++) {
    const c = t.charCodeAt(i);
    const ch = t[i]!;
    const isLetter = c < 128 ? (c | 32) >= 97 && (c | 32) <= 122 : LETTER.test(ch);
    const isDigit = c >= 48 && c <= 57;
    if (isLetter || isDigit) {
      if (isLetter) {
        letters++;
        if (c < 128 || LATIN.test(ch)) latin++;
        const lo = ch.toLowerCase();
        const up = ch.toUpperCase();
        if (lo !== up) {
          cased++;
          if (ch === up) upper++;
          if (atStart && !inWord && ch === lo) lowerStarts++;
        }
      } else digits++;
      if (!inWord) sentenceWords++;
      inWord = true;
      atStart = false;
      lastNonSpace = c;
      continue;
    }
    inWord = false;
    if (c === 32) continue;
    lastNonSpace = c;
    if (i + 1 < n && t.charCodeAt(i + 1) === c) repeated++;
    if (c === 44 || c === 0x3001) punct.comma++;
    else if (c === 46 || c === 0x3002) punct.period++;
    else if (c === 33) punct.exclaim++;
    else if (c === 63) punct.question++;
    else if (c === 58 || c === 59) punct.colon++;
    else if (c === 45) punct.dash++;
    else if (c === 34 || c === 39) punct.quote++;
    else if (c === 40 || c === 41) punct.paren++;
    else if (c > 127) symbols++;
    if (isTerminal(c) && !(i + 1 < n && isTerminal(t.charCodeAt(i + 1)))) endSentence();
  }
  endSentence();
  const w = Math.max(words.length, 1);
  const per100 = 100 / Math.max(n, 1);
  const sentMean = sentences > 0 ? sumSent / sentences : 0;
  const sentVar = sentences > 0 ? Math.max(sumSent2 / sentences - sentMean * sentMean, 0) : 0;
  let k = 0;
  out[k++] = Math.log1p(n);
  out[k++] = Math.log1p(words.length);
  out[k++] = words.length > 0 ? (letters + digits) / words.length : 0;
  out[k++] = Math.log1p(sentences);
  out[k++] = sentMean;
  out[k++] = sentMean > 0 ? Math.sqrt(sentVar) / sentMean : 0;
  out[k++] = types / w;
  out[k++] = per100 * punct.comma;
  out[k++] = per100 * punct.period;
  out[k++] = per100 * punct.exclaim;
  out[k++] = per100 * punct.question;
  out[k++] = per100 * punct.colon;
  out[k++] = per100 * punct.dash;
  out[k++] = per100 * punct.quote;
  out[k++] = per100 * punct.paren;
  out[k++] = digits / Math.max(n, 1);
  out[k++] = cased > 0 ? upper / cased : 0;
  out[k++] = sentences > 0 ? lowerStarts / sentences : 0;
  out[k++] = per100 * repeated;
  out[k++] = per100 * symbols;
  out[k++] = isTerminal(lastNonSpace) || lastNonSpace === 41 || lastNonSpace === 34 ? 1 : 0;
  out[k++] = letters > 0 ? latin / letters : 0;
}
