// Corpus rows prepared as the English scorer reads them (prepareText: chat structure, folded segments,
// guard), and the hashed n-gram features of every segment. Extracting n-grams for ~100,000 texts takes
// a minute, so the matrix is cached on disk under .tmp/ml-cache (git-ignored), keyed by the n-gram
// spec and a digest of the segment texts: any change to the data or the preparation rebuilds it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareText, type NgramSpec } from '@reviewsentry/detector/text-model';
import { repoRoot } from './paths';
import type { CorpusRow } from './corpus';
import { buildFeatureMatrix, type FeatureMatrix } from './ngram-trainer';

export interface PreparedRow extends CorpusRow {
  segments: string[];
  structure: Float64Array;
  punctuationRun: boolean;
  /** Index of this row's first segment in the segment matrix; it has segments.length of them. */
  firstSegment: number;
  /** Words in the raw text (the product judges texts of MIN_WORDS or more). */
  words: number;
}

export interface PreparedCorpus {
  /** Digest of the spec and segment texts (names cached artifacts derived from this corpus). */
  key: string;
  rows: PreparedRow[];
  /** n-gram features of every segment, row by row. */
  matrix: FeatureMatrix;
  /** Row index of each segment. */
  segmentRow: Int32Array;
}

export const CACHE_DIR = path.join(repoRoot, '.tmp', 'ml-cache');

export function countWords(text: string): number {
  const m = text.match(/\S+/g);
  return m ? m.length : 0;
}

export function prepareRows(rows: CorpusRow[]): PreparedRow[] {
  let next = 0;
  return rows.map((r) => {
    const p = prepareText(r.text);
    const row = { ...r, ...p, firstSegment: next, words: countWords(r.text) };
    next += p.segments.length;
    return row;
  });
}

function segmentsOf(rows: PreparedRow[]): string[] {
  return rows.flatMap((r) => r.segments);
}

function saveMatrix(file: string, m: FeatureMatrix): void {
  const header = new Int32Array([m.indices.length, m.starts.length, m.split.length]);
  const parts = [header, m.indices, m.starts, m.split].map(
    (a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength),
  );
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  writeFileSync(file, out);
}

function loadMatrix(file: string): FeatureMatrix {
  const buf = readFileSync(file);
  const bytes = new Uint8Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  const [ni, ns, nsp] = new Int32Array(bytes.buffer, 0, 3);
  let o = 12;
  const take = (n: number): Int32Array => {
    const a = new Int32Array(bytes.buffer, o, n);
    o += 4 * n;
    return a;
  };
  return { indices: take(ni!), starts: take(ns!), split: take(nsp!) };
}

/** Prepares rows and builds (or loads from the cache) the n-gram matrix of their segments. */
export function prepareCorpus(
  rows: CorpusRow[],
  spec: NgramSpec,
  log = console.error,
): PreparedCorpus {
  const prepared = prepareRows(rows);
  const segments = segmentsOf(prepared);
  const digest = createHash('sha256').update(JSON.stringify(spec));
  for (const s of segments) digest.update(s).update('\u0000');
  const key = digest.digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, `segments-${key}.bin`);
  let matrix: FeatureMatrix;
  if (existsSync(file)) {
    matrix = loadMatrix(file);
    log(`n-gram matrix: ${segments.length} segments from cache ${path.basename(file)}`);
  } else {
    const t0 = Date.now();
    matrix = buildFeatureMatrix(segments, spec);
    mkdirSync(CACHE_DIR, { recursive: true });
    saveMatrix(file, matrix);
    log(`n-gram matrix: ${segments.length} segments built in ${Date.now() - t0} ms, cached`);
  }
  const segmentRow = new Int32Array(segments.length);
  prepared.forEach((r, i) =>
    segmentRow.fill(i, r.firstSegment, r.firstSegment + r.segments.length),
  );
  return { key, rows: prepared, matrix, segmentRow };
}
