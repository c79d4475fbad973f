// WordScanner's ASCII path and prepare.ts's per-review counting in WebAssembly (wasm/word-scanner.as,
// docs/decisions/092), for batches of texts. Reading a string character by character costs JavaScript a
// charCodeAt call each (11–18 ns a character on the benchmark machine: 0.5–0.8 s at 100,000 reviews);
// Buffer.write copies it natively as UTF-8 and the wasm loop scans the bytes without bounds checks.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { NEGATION_SCOPE, POST_NEGATION_SCOPE } from '../signals/sentiment';
import { DEFAULT_TABLE, type HashedTokenTable } from './scan';
import {
  LANG_MASK,
  LANGUAGES,
  NEGATIVE_FLAG,
  NEGATOR_FLAG,
  POSITIVE_FLAG,
  POST_NEGATOR_FLAG,
} from './token-info';
import { twoChoiceTable, type TwoChoiceTable } from './two-choice-table';

/** Exports of wasm/word-scanner.as. */
interface WordScannerExports {
  memory: WebAssembly.Memory;
  alloc(bytes: number): number;
  configure(
    pairs: number,
    bits: number,
    langMask: number,
    languages: number,
    positive: number,
    negative: number,
    negator: number,
    scope: number,
    postNegator: number,
    postScope: number,
  ): void;
  scan(bytes: number, ends: number, count: number, words: number, records: number): number;
}

export const WORD_SCANNER_WASM_URL = new URL('./wasm/word-scanner.wasm', import.meta.url);

/** Compiled once per thread (a few kB); each BatchWordScanner instantiates it afresh. */
let compiled: WebAssembly.Module | null = null;
function wordScannerModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(WORD_SCANNER_WASM_URL));
  return compiled;
}

/** The two-choice layout of each lexicon table, built once (a few hundred words: well under 1 ms). */
const layouts = new WeakMap<HashedTokenTable, TwoChoiceTable>();
function lexiconOf(table: HashedTokenTable): TwoChoiceTable {
  let layout = layouts.get(table);
  if (!layout) {
    layout = twoChoiceTable(table);
    layouts.set(table, layout);
  }
  return layout;
}

/** wasm/word-scanner.as RECORD_HEAD: word count, positive, negative; the language hits follow. */
const RECORD_HEAD = 3;
/** A UTF-16 code unit takes at most 3 bytes of UTF-8 (a surrogate pair takes 4 for 2 units). */
const MAX_BYTES_PER_UNIT = 3;

export interface BatchOptions {
  /** Bytes of text per batch (a longer text gets a batch of its own, grown to fit). */
  batchBytes?: number;
  /** Texts per batch. */
  batchTexts?: number;
  /** The committed word-scanner.wasm unless a benchmark compares another build. */
  module?: WebAssembly.Module;
}

/** The thread's scanner for the default lexicon while no call is using it (withWordScanner). */
let idle: BatchWordScanner | null = null;

/**
 * Runs `use` with the thread's BatchWordScanner (default lexicon and batch size), kept between calls: a
 * new instance per analysis left its wasm memory (~2 MB, counted by V8 as external memory) as garbage,
 * which set off about half of an analysis worker's major collections (docs/decisions/094, finding 4). A
 * scanner that grew for a large text is dropped after the call, so the kept memory stays bounded; a nested
 * call (none today) gets a fresh scanner.
 */
export function withWordScanner<T>(use: (batch: BatchWordScanner) => T): T {
  const batch = idle ?? new BatchWordScanner();
  idle = null;
  batch.clear();
  try {
    return use(batch);
  } finally {
    batch.clear();
    if (!batch.grown) idle = batch;
  }
}

/**
 * Scans texts in batches: add() texts until it says the batch is full, run(), read each text's results
 * (count(), positive(), negative(), hitsInto(), and its words in `words` from wordOffset()), then clear().
 * A text that is not ASCII apart from ’ gets count −1 and no words: WordScanner's Unicode path takes it.
 *
 * Each instance has its own wasm memory (about 2 MB at the default batch size); wasm memory never shrinks,
 * so withWordScanner keeps one per thread only while it has not grown for a large text.
 */
export class BatchWordScanner {
  private readonly x: WordScannerExports;
  private readonly maxTexts: number;
  private readonly stride = RECORD_HEAD + LANGUAGES.length;
  private capacity = 0;
  private readonly defaultCapacity: number;
  private bytesAt = 0;
  private wordsAt = 0;
  private readonly endsAt: number;
  private readonly recordsAt: number;
  /** Buffer rather than Uint8Array for write(): TextEncoder.encodeInto would also make a subarray and
   * a result object per text, garbage that costs collections at 100,000 reviews. */
  private bytes = Buffer.alloc(0);
  private ends = new Int32Array(0);
  private records = new Int32Array(0);
  /** Word hashes of the last run, text after text (not-ASCII texts have none). */
  words = new Uint32Array(0);
  private offsets: Int32Array;
  private used = 0;
  /** Texts in the batch. */
  size = 0;

  constructor(table: HashedTokenTable = DEFAULT_TABLE, options: BatchOptions = {}) {
    this.maxTexts = options.batchTexts ?? 2048;
    this.x = new WebAssembly.Instance(options.module ?? wordScannerModule(), {})
      .exports as unknown as WordScannerExports;
    const x = this.x;
    const lexicon = lexiconOf(table);
    const lexiconAt = x.alloc(lexicon.pairs.length * 4);
    this.endsAt = x.alloc(this.maxTexts * 4);
    this.recordsAt = x.alloc(this.maxTexts * this.stride * 4);
    this.offsets = new Int32Array(this.maxTexts + 1);
    this.defaultCapacity = options.batchBytes ?? 1 << 19;
    this.grow(this.defaultCapacity);
    new Uint32Array(x.memory.buffer, lexiconAt, lexicon.pairs.length).set(lexicon.pairs);
    x.configure(
      lexiconAt,
      lexicon.bits,
      LANG_MASK,
      LANGUAGES.length,
      POSITIVE_FLAG,
      NEGATIVE_FLAG,
      NEGATOR_FLAG,
      NEGATION_SCOPE,
      POST_NEGATOR_FLAG,
      POST_NEGATION_SCOPE,
    );
  }

  /** Room for `capacity` bytes of text and the most words they can hold (one per two bytes, plus one a text). */
  private grow(capacity: number): void {
    this.capacity = capacity;
    this.bytesAt = this.x.alloc(capacity);
    // A slot to spare: splitPlain writes one past the last word.
    this.wordsAt = this.x.alloc(((capacity >> 1) + this.maxTexts + 1) * 4);
    // Growing the memory detaches earlier views: take them all again.
    const buffer = this.x.memory.buffer;
    this.bytes = Buffer.from(buffer, this.bytesAt, capacity);
    this.ends = new Int32Array(buffer, this.endsAt, this.maxTexts);
    this.records = new Int32Array(buffer, this.recordsAt, this.maxTexts * this.stride);
    this.words = new Uint32Array(buffer, this.wordsAt, (capacity >> 1) + this.maxTexts);
  }

  /** True once a text larger than the batch made the buffers grow (the memory stays that large). */
  get grown(): boolean {
    return this.capacity > this.defaultCapacity;
  }

  /** Adds a text; false (and nothing added) when the batch is full. An empty batch takes any text. */
  add(text: string): boolean {
    const room = text.length * MAX_BYTES_PER_UNIT;
    if (this.size === this.maxTexts || this.used + room > this.capacity) {
      if (this.size > 0) return false;
      this.grow(room);
    }
    // The room reserved fits the whole text, so write() never stops at a character that does not fit.
    this.used += this.bytes.write(text, this.used, 'utf8');
    this.ends[this.size++] = this.used;
    return true;
  }

  /** Scans the batch and returns the number of words in `words`; the results stay readable until clear(). */
  run(): number {
    const x = this.x;
    const total = x.scan(this.bytesAt, this.endsAt, this.size, this.wordsAt, this.recordsAt);
    const records = this.records;
    const offsets = this.offsets;
    for (let k = 0, at = 0; k < this.size; k++) {
      offsets[k] = at;
      const count = records[k * this.stride] as number;
      if (count > 0) at += count;
    }
    offsets[this.size] = total;
    return total;
  }

  clear(): void {
    this.size = 0;
    this.used = 0;
  }

  /** Words of text k (−1: not ASCII, take WordScanner's Unicode path). */
  count(k: number): number {
    return this.records[k * this.stride] as number;
  }

  positive(k: number): number {
    return this.records[k * this.stride + 1] as number;
  }

  negative(k: number): number {
    return this.records[k * this.stride + 2] as number;
  }

  /** Where text k's words start in `words` (k = size: the end of the last text's words). */
  wordOffset(k: number): number {
    return this.offsets[k] as number;
  }

  /** Text k's function-word hits per language (indexed like LANGUAGES). */
  hitsInto(k: number, hits: Int32Array): void {
    const at = k * this.stride + RECORD_HEAD;
    for (let l = 0; l < hits.length; l++) hits[l] = this.records[at + l] as number;
  }
}
