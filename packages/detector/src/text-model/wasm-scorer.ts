// The text model's per-character work in WebAssembly (docs/decisions/035): one instance per model
// holds the int8 n-gram table and the word-LM tables in its own linear memory, and scores a folded
// text in two calls, ngrams() and style(), leaving integer counts and two f64 sums that the
// JavaScript side turns into features with the same floating-point steps as the reference
// (extractNgrams + ngramLogit, extractStyle), so scores are bit-identical.
import { readFileSync } from 'node:fs';
import { foldText } from './fold';
import type { NgramSpec } from './ngram-features';
import { MAX_CHARS, MAX_CHAR_ORDER, featureDim } from './ngram-features';
import { STYLE_COUNT_DIM, wordClassTable } from './style-features';

/** Exports of wasm/scorer.as. */
interface ScorerExports {
  memory: WebAssembly.Memory;
  textPtr(): number;
  outPtr(): number;
  outF64Ptr(): number;
  classKeysPtr(): number;
  classBitsPtr(): number;
  weightsPtr(): number;
  lmWordPtr(): number;
  lmPairPtr(): number;
  configure(
    hashBits: number,
    wordMaxN: number,
    charMinN: number,
    charMaxN: number,
    markEnd: number,
    charLineBits: number,
    wordLineBits: number,
    wordHashBits: number,
    unseenSurprisal: number,
    heads: number,
  ): void;
  reserve(weightBytes: number, lmWordEntries: number, lmPairBytes: number): void;
  ngrams(n: number): void;
  style(n: number): void;
}

export const SCORER_WASM_URL = new URL('./wasm/scorer.wasm', import.meta.url);

/** Compiled once per thread (a few kB; instances, one per model, hold the tables). */
let compiled: WebAssembly.Module | null = null;
function scorerModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(SCORER_WASM_URL));
  return compiled;
}

/** Size of wasm/scorer.as CLASS_KEYS (style-features.ts CLASS_SLOTS). */
const WASM_CLASS_SLOTS = 512;

/** Slots of the i32 results (wasm/scorer.as ngrams() and style()). */
export const NGRAM_OUT = {
  len: 0,
  wordGrams: 1,
  wordA: 2,
  wordB: 3,
  charA: 4,
  charB: 5,
  /** A third head's sums (tables of three heads only). */
  wordC: 6,
  charC: 7,
} as const;
/** The style counts start at this i32 slot, in style-features.ts STYLE_COUNT order. */
const STYLE_OUT = 8;

export interface ScorerTables {
  /**
   * Interleaved int8 weights: two heads (2 × featureDim(spec) entries) or three, each feature's
   * three in four bytes (4 × featureDim(spec), the fourth 0).
   */
  readonly weights: Int8Array;
  readonly lmWord: Uint16Array;
  readonly lmPair: Uint8Array;
  readonly unseenSurprisal: number;
}

function isPowerOfTwo(x: number): boolean {
  return x > 0 && (x & (x - 1)) === 0;
}

export class WasmScorer {
  private readonly exports: ScorerExports;
  /** The text's bytes go here (MAX_CHARS of them at most). */
  private readonly text: Uint8Array;
  private readonly encoder = new TextEncoder();
  /** Results of the last run: NGRAM_OUT slots. */
  readonly out: Int32Array;
  /** Style counts of the last run (STYLE_COUNT slots). */
  readonly styleCounts: Int32Array;
  /** Word-LM [sum of surprisal, sum of squares] of the last run. */
  readonly lmSums: Float64Array;

  /**
   * Copies the tables into a new instance's memory; the caller can drop its own copies. `module` is
   * the committed scorer.wasm unless a benchmark compares another build.
   */
  constructor(spec: NgramSpec, tables: ScorerTables, module: WebAssembly.Module = scorerModule()) {
    if (spec.charMaxN > MAX_CHAR_ORDER)
      throw new RangeError(`char n-grams above order ${MAX_CHAR_ORDER}`);
    if ((spec.wordHashBits ?? 0) > spec.hashBits)
      throw new RangeError('wordHashBits above hashBits');
    const perFeature = tables.weights.length / featureDim(spec);
    if (perFeature !== 2 && perFeature !== 4)
      throw new RangeError('n-gram weight table does not match the spec');
    if (!isPowerOfTwo(tables.lmWord.length) || !isPowerOfTwo(tables.lmPair.length))
      throw new RangeError('language-model tables must have power-of-two sizes');
    const instance = new WebAssembly.Instance(module, {});
    const x = instance.exports as unknown as ScorerExports;
    x.configure(
      spec.hashBits,
      spec.wordMaxN,
      spec.charMinN,
      spec.charMaxN,
      spec.markEnd ? 1 : 0,
      spec.charLineBits ?? 0,
      spec.wordLineBits ?? 0,
      spec.wordHashBits ?? 0,
      tables.unseenSurprisal,
      perFeature === 4 ? 3 : 2,
    );
    x.reserve(tables.weights.length, tables.lmWord.length, tables.lmPair.length);
    // The memory is final now (no grow after this), so views on its buffer stay valid.
    const buffer = x.memory.buffer;
    new Int8Array(buffer, x.weightsPtr(), tables.weights.length).set(tables.weights);
    new Uint16Array(buffer, x.lmWordPtr(), tables.lmWord.length).set(tables.lmWord);
    new Uint8Array(buffer, x.lmPairPtr(), tables.lmPair.length).set(tables.lmPair);
    const classes = wordClassTable();
    if (classes.keys.length !== WASM_CLASS_SLOTS || classes.bits.length !== WASM_CLASS_SLOTS)
      throw new RangeError('word-class table size differs from wasm/scorer.as');
    new Uint32Array(buffer, x.classKeysPtr(), classes.keys.length).set(classes.keys);
    new Uint8Array(buffer, x.classBitsPtr(), classes.bits.length).set(classes.bits);
    this.exports = x;
    this.text = new Uint8Array(buffer, x.textPtr(), MAX_CHARS);
    this.out = new Int32Array(buffer, x.outPtr(), STYLE_OUT + STYLE_COUNT_DIM);
    this.styleCounts = this.out.subarray(STYLE_OUT);
    this.lmSums = new Float64Array(buffer, x.outF64Ptr(), 2);
  }

  /**
   * Scores a folded text (foldText output: ASCII) up to MAX_CHARS; fills out, styleCounts and lmSums
   * and returns the number of characters looked at.
   */
  run(folded: string): number {
    const n = this.copyText(folded);
    this.exports.ngrams(n);
    this.exports.style(n);
    return n;
  }

  /**
   * run(foldText(text)) without folding when it would change nothing: foldText returns an ASCII text
   * unchanged and only rewrites non-ASCII characters, so when the first MAX_CHARS characters (all
   * that is read) are ASCII they are the folded text's first MAX_CHARS characters too. Copying first
   * and folding only when the copy finds non-ASCII saves foldText's scan of the common review.
   */
  runText(text: string): number {
    const { read, written } = this.encoder.encodeInto(text, this.text);
    // encodeInto also stops early, with read === written, at a multi-byte character that does not
    // fit: only a full buffer or the whole text read says the prefix that counts is ASCII.
    const ascii = read === written && (written === MAX_CHARS || read === text.length);
    const n = ascii ? written : this.copyText(foldText(text));
    this.exports.ngrams(n);
    this.exports.style(n);
    return n;
  }

  /**
   * Scores a text that is ASCII and at most maxChars characters long as it is (foldText would return
   * it unchanged) and returns its length; returns -1, having scored nothing, for any other text.
   */
  runAsciiUpTo(text: string, maxChars: number): number {
    if (text.length > maxChars) return -1;
    const { read, written } = this.encoder.encodeInto(text, this.text);
    if (read !== written || read !== text.length) return -1;
    this.exports.ngrams(written);
    this.exports.style(written);
    return written;
  }

  /**
   * Copies a folded text's first MAX_CHARS characters into wasm memory; returns how many. encodeInto
   * copies natively, one byte per ASCII character (a charCodeAt loop measured 3x slower, ADR 035).
   */
  copyText(folded: string): number {
    const { read, written } = this.encoder.encodeInto(folded, this.text);
    // Not ASCII: the bytes would not be the char codes the reference hashes.
    if (read !== written) throw new RangeError('WasmScorer expects foldText output (ASCII)');
    return written;
  }

  /** The n-gram pass alone over the copied text (benchmarks; run() does both passes). */
  ngrams(n: number): void {
    this.exports.ngrams(n);
  }

  /** The style pass alone over the copied text (benchmarks). */
  style(n: number): void {
    this.exports.style(n);
  }
}
