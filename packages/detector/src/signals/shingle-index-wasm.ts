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
    words: number,
    wordStart: number,
    reviewCount: number,
    texts: number,
    textCount: number,
    anchorCount: number,
    sketchSize: number,
  ): number;
  countShingles(from: number, to: number): void;
  placeBuckets(): void;
  scatter(from: number, to: number): void;
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
}

export const SHINGLE_INDEX_WASM_URL = new URL('./wasm/shingle-index.wasm', import.meta.url);

const WASM_PAGE = 65_536;
const TEXT_SLICE = 2048;
const BUCKET_SLICE = 4;
const RUN_SLICE = 8192;

function inSlices(count: number, slice: number, step: (from: number, to: number) => void): void {
  for (let from = 0; from < count; from += slice) step(from, Math.min(count, from + slice));
}

/** Compiled once per thread (4 kB); each call instantiates it afresh. */
let compiled: WebAssembly.Module | null = null;
function shingleIndexModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(SHINGLE_INDEX_WASM_URL));
  return compiled;
}

/**
 * The index of buildShingleIndexJs, computed in a new instance that is dropped on return: wasm memory
 * grows but never shrinks, and an instance kept by an analysis worker would hold its largest product's
 * ~100 MB for good. The results are copied out (a few MB) before the instance goes.
 */
export function buildShingleIndexWasm(
  words: Uint32Array,
  wordStart: Int32Array,
  reviewCount: number,
  texts: Int32Array,
  anchorCount: number,
  sketchSize: number,
): ShingleIndex {
  const x = new WebAssembly.Instance(shingleIndexModule(), {})
    .exports as unknown as ShingleIndexExports;
  // Only the words up to the last text's end are read.
  const usedWords = wordStart[reviewCount] as number;
  // One memory.grow for the inputs and the whole build: V8 counts each grow as external memory, and
  // every grow could set off a full garbage collection (wasm/shingle-index.as buildBytes).
  let shingles = 0;
  for (let k = 0; k < texts.length; k++) {
    const t = texts[k] as number;
    shingles += Math.max(0, (wordStart[t + 1] as number) - (wordStart[t] as number) - 2);
  }
  const inputBytes = (usedWords + reviewCount + 1 + texts.length) * 4 + 3 * 16;
  const buildBytes = x.buildBytes(reviewCount, texts.length, shingles, anchorCount, sketchSize);
  x.memory.grow(Math.ceil((inputBytes + buildBytes) / WASM_PAGE));
  const wordsAt = x.alloc(usedWords * 4);
  const wordStartAt = x.alloc((reviewCount + 1) * 4);
  const textsAt = x.alloc(texts.length * 4);
  // Views are taken after the last alloc: growing the memory detaches earlier ones.
  let buffer = x.memory.buffer;
  new Uint32Array(buffer, wordsAt, usedWords).set(words.subarray(0, usedWords));
  new Int32Array(buffer, wordStartAt, reviewCount + 1).set(wordStart.subarray(0, reviewCount + 1));
  new Int32Array(buffer, textsAt, texts.length).set(texts);
  const buckets = x.begin(
    wordsAt,
    wordStartAt,
    reviewCount,
    textsAt,
    texts.length,
    anchorCount,
    sketchSize,
  );
  // Slices, so that V8 optimises each step after its first calls (wasm/shingle-index.as).
  inSlices(texts.length, TEXT_SLICE, x.countShingles);
  x.placeBuckets();
  inSlices(texts.length, TEXT_SLICE, x.scatter);
  x.prepareRuns();
  inSlices(buckets, BUCKET_SLICE, x.walkBuckets);
  const runs = x.countRuns();
  inSlices(runs, RUN_SLICE, x.countDf);
  inSlices(runs, RUN_SLICE, x.placeRuns);
  inSlices(runs, RUN_SLICE, (from, to) => x.numberKeys(to - from));
  inSlices(runs, RUN_SLICE, x.pickAnchors);
  x.finish();
  buffer = x.memory.buffer;
  const perText = reviewCount * anchorCount;
  return {
    setLen: new Int32Array(buffer, x.setLenPtr(), reviewCount).slice(),
    sketch: new Uint32Array(buffer, x.sketchPtr(), reviewCount * sketchSize).slice(),
    sketchLen: new Uint8Array(buffer, x.sketchLenPtr(), reviewCount).slice(),
    sketchSize,
    anchors: new Uint32Array(buffer, x.anchorsPtr(), perText).slice(),
    anchorKeys: new Int32Array(buffer, x.anchorKeysPtr(), perText).slice(),
    anchorKeyCount: x.anchorKeyCount(),
    anchorLen: new Uint8Array(buffer, x.anchorLenPtr(), reviewCount).slice(),
  };
}
