// buildShingleIndex in WebAssembly (wasm/shingle-index.as, docs/decisions/049): the same steps as
// buildShingleIndexJs, without the JavaScript engine's bounds checks and typed-array overheads in the
// hashing, radix and run loops that are most of the duplicate search's time at 100,000 reviews.
import { readFileSync } from 'node:fs';
import type { ShingleIndex } from './shingle-index';

/** Exports of wasm/shingle-index.as. */
interface ShingleIndexExports {
  memory: WebAssembly.Memory;
  alloc(bytes: number): number;
  buildBytes(
    reviewCount: number,
    texts: number,
    shingles: number,
    anchorCount: number,
    sketchSize: number,
  ): number;
  begin(
    stagedWords: number,
    wordStart: number,
    reviewCount: number,
    texts: number,
    textCount: number,
    anchorCount: number,
    sketchSize: number,
  ): number;
  countShingles(from: number, to: number, base: number): void;
  placeBuckets(): void;
  scatter(from: number, to: number, base: number): void;
  prepareRuns(): void;
  walkBuckets(from: number, to: number): void;
  countRuns(): number;
  countDf(from: number, to: number): void;
  placeRuns(from: number, to: number): void;
  numberKeys(count: number): void;
  pickAnchors(from: number, to: number): void;
  finish(): void;
  setLenPtr(): number;
  sketchPtr(): number;
  sketchLenPtr(): number;
  anchorsPtr(): number;
  anchorKeysPtr(): number;
  anchorLenPtr(): number;
  anchorKeyCount(): number;
  used(): number;
}

export const SHINGLE_INDEX_WASM_URL = new URL('./wasm/shingle-index.wasm', import.meta.url);

const WASM_PAGE = 65_536;
const TEXT_SLICE = 2048;
const BUCKET_SLICE = 4;
const RUN_SLICE = 8192;

function inSlices(count: number, slice: number, step: (from: number, to: number) => void): void {
  for (let from = 0; from < count; from += slice) step(from, Math.min(count, from + slice));
}

/** Compiled once per thread (4 kB); each call instantiates it afresh (cheap: tens of µs). */
let compiled: WebAssembly.Module | null = null;
function shingleIndexModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(SHINGLE_INDEX_WASM_URL));
  return compiled;
}

/**
 * Builds needing up to this many bytes (products of up to about 5,000 reviews) use one memory kept per
 * thread. A new WebAssembly.Memory per call reserves address space and counts as external memory, and at a
 * busy server's rate of small analyses V8 answered with a full garbage collection every few dozen
 * (docs/decisions/097). Larger builds still get a memory of their own that goes with their index, so a worker
 * never keeps more than this after a 100,000-review product.
 */
export const KEPT_MEMORY_BYTES = 4 * 1024 * 1024;

/** The kept memory, how far its last build wrote, and whether an index still reads it. */
const kept: { memory: WebAssembly.Memory | null; dirty: number; lent: boolean } = {
  memory: null,
  dirty: 0,
  lent: false,
};

function instantiate(memory: WebAssembly.Memory): ShingleIndexExports {
  return new WebAssembly.Instance(shingleIndexModule(), { env: { memory } })
    .exports as unknown as ShingleIndexExports;
}

/**
 * An instance on the kept memory when it is free and the build fits, else on a memory of its own. The kept
 * memory is zeroed up to where its last build wrote: the module hands out regions it assumes zeroed.
 */
function instanceFor(bytes: number): { x: ShingleIndexExports; release: () => void } {
  if (bytes <= KEPT_MEMORY_BYTES && !kept.lent) {
    kept.memory ??= new WebAssembly.Memory({ initial: Math.ceil(bytes / WASM_PAGE) + 1 });
    const memory = kept.memory;
    new Uint8Array(memory.buffer, 0, kept.dirty).fill(0);
    kept.dirty = memory.buffer.byteLength;
    kept.lent = true;
    const x = instantiate(memory);
    let released = false;
    return {
      x,
      release: () => {
        if (released) return;
        released = true;
        kept.dirty = x.used();
        kept.lent = false;
      },
    };
  }
  return {
    x: instantiate(new WebAssembly.Memory({ initial: Math.ceil(bytes / WASM_PAGE) + 1 })),
    release: () => {},
  };
}

/** The words that texts[from .. to) read: [from, to) of the product's words. */
function wordSpan(
  wordStart: Int32Array,
  texts: Int32Array,
  from: number,
  to: number,
): { from: number; to: number } {
  let first = Infinity;
  let last = 0;
  for (let k = from; k < to; k++) {
    const t = texts[k] as number;
    first = Math.min(first, wordStart[t] as number);
    last = Math.max(last, wordStart[t + 1] as number);
  }
  return first < last ? { from: first, to: last } : { from: 0, to: 0 };
}

/**
 * The index of buildShingleIndexJs, computed in a new instance whose memory lives as long as the index: its
 * arrays are views of that memory (copies of them were 15 MB more at 100,000 reviews, made while that
 * memory was still resident). Call the index's release() once done with it: a small build's memory is then
 * reused by the next build (instanceFor); an index never released only makes later builds take fresh
 * memory, it is never overwritten.
 */
export function buildShingleIndexWasm(
  words: Uint32Array,
  wordStart: Int32Array,
  reviewCount: number,
  texts: Int32Array,
  anchorCount: number,
  sketchSize: number,
): ShingleIndex {
  // The word hashes go in one slice of texts at a time (TEXT_SLICE: ~640 kB at 100,000 reviews) through
  // a staging region as large as the widest slice's words: a copy of all of them was 31 MB, and texts
  // are in review order in the duplicate search, so a slice's words are contiguous.
  let staging = 0;
  for (let from = 0; from < texts.length; from += TEXT_SLICE) {
    const span = wordSpan(wordStart, texts, from, Math.min(texts.length, from + TEXT_SLICE));
    staging = Math.max(staging, span.to - span.from);
  }
  // One memory.grow for the inputs and the whole build: V8 counts each grow as external memory, and
  // every grow could set off a full garbage collection (wasm/shingle-index.as buildBytes).
  let shingles = 0;
  for (let k = 0; k < texts.length; k++) {
    const t = texts[k] as number;
    shingles += Math.max(0, (wordStart[t + 1] as number) - (wordStart[t] as number) - 2);
  }
  const inputBytes = (staging + reviewCount + 1 + texts.length) * 4 + 3 * 16;
  const bytes =
    inputBytes +
    sizingInstance().buildBytes(reviewCount, texts.length, shingles, anchorCount, sketchSize);
  const { x, release } = instanceFor(bytes);
  const stagingAt = x.alloc(staging * 4);
  const wordStartAt = x.alloc((reviewCount + 1) * 4);
  const textsAt = x.alloc(texts.length * 4);
  // Views are taken after the last alloc: growing the memory detaches earlier ones.
  const buffer = x.memory.buffer;
  new Int32Array(buffer, wordStartAt, reviewCount + 1).set(wordStart.subarray(0, reviewCount + 1));
  new Int32Array(buffer, textsAt, texts.length).set(texts);
  const buckets = x.begin(
    stagingAt,
    wordStartAt,
    reviewCount,
    textsAt,
    texts.length,
    anchorCount,
    sketchSize,
  );
  // Slices, so that V8 optimises each step after its first calls (wasm/shingle-index.as).
  const stageWords = (from: number, to: number): number => {
    const span = wordSpan(wordStart, texts, from, to);
    new Uint32Array(x.memory.buffer, stagingAt, staging).set(words.subarray(span.from, span.to));
    return span.from;
  };
  inSlices(texts.length, TEXT_SLICE, (from, to) => x.countShingles(from, to, stageWords(from, to)));
  x.placeBuckets();
  inSlices(texts.length, TEXT_SLICE, (from, to) => x.scatter(from, to, stageWords(from, to)));
  x.prepareRuns();
  inSlices(buckets, BUCKET_SLICE, x.walkBuckets);
  const runs = x.countRuns();
  inSlices(runs, RUN_SLICE, x.countDf);
  inSlices(runs, RUN_SLICE, x.placeRuns);
  inSlices(runs, RUN_SLICE, (from, to) => x.numberKeys(to - from));
  inSlices(runs, RUN_SLICE, x.pickAnchors);
  x.finish();
  // Taken after the last step: the radix scratch (prepareRuns) may have grown the memory.
  const out = x.memory.buffer;
  const perText = reviewCount * anchorCount;
  return {
    setLen: new Int32Array(out, x.setLenPtr(), reviewCount),
    sketch: new Uint32Array(out, x.sketchPtr(), reviewCount * sketchSize),
    sketchLen: new Uint8Array(out, x.sketchLenPtr(), reviewCount),
    sketchSize,
    anchors: new Uint32Array(out, x.anchorsPtr(), perText),
    anchorKeys: new Int32Array(out, x.anchorKeysPtr(), perText),
    anchorKeyCount: x.anchorKeyCount(),
    anchorLen: new Uint8Array(out, x.anchorLenPtr(), reviewCount),
    release,
  };
}

/** buildBytes() is pure: one instance on a one-page memory answers it for every build. */
let sizing: ShingleIndexExports | null = null;
function sizingInstance(): ShingleIndexExports {
  sizing ??= instantiate(new WebAssembly.Memory({ initial: 1 }));
  return sizing;
}
