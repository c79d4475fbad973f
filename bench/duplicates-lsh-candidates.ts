// Benchmark (evidence for docs/decisions/047-detector-speed.md): how many candidate pairs classic MinHash +
// LSH banding would produce on the analyze benchmark's 100,000 formulaic synthetic reviews, for band shapes
// that find a pair at Jaccard 0.5 with probability >= 0.98 (1 - (1 - 0.5^r)^b). K = r * b independent
// 32-bit permutations (one xor + MurmurHash3 finaliser each) per word 3-shingle. Prints the figures; exits 0.
//
//   npx tsx bench/duplicates-lsh-candidates.ts        (BENCH_REVIEWS changes the size)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { prepareReviews } from '../packages/detector/src/prepare';
import { fmix32, writeShingles } from '../packages/detector/src/signals/shingles';
import { syntheticProduct } from './lib/analyze-fixtures';

const COUNT = Number(process.env.BENCH_REVIEWS ?? 100_000);
const reviews = syntheticProduct(COUNT);
const { words, wordStart } = prepareReviews(reviews).product;
console.log(
  `reviews: ${COUNT}; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`,
);

for (const [rows, bands] of [
  [2, 14],
  [3, 30],
] as const) {
  const k = rows * bands;
  const t = performance.now();
  const sketches = new Uint32Array(COUNT * k);
  const shingles = new Uint32Array(1 << 14);
  const mins = new Uint32Array(k);
  for (let i = 0; i < COUNT; i++) {
    const from = wordStart[i] as number;
    const to = wordStart[i + 1] as number;
    if (to - from < 10) continue;
    const m = writeShingles(words, from, to, shingles, 0);
    mins.fill(0xffffffff);
    for (let s = 0; s < m; s++) {
      const h = shingles[s] as number;
      for (let p = 0; p < k; p++) {
        const v = fmix32(h ^ Math.imul(p + 1, 0x9e3779b9));
        if (v < (mins[p] as number)) mins[p] = v;
      }
    }
    sketches.set(mins, i * k);
  }
  const sketchMs = performance.now() - t;
  let pairs = 0;
  let largest = 0;
  for (let band = 0; band < bands; band++) {
    const buckets = new Map<string, number>();
    for (let i = 0; i < COUNT; i++) {
      const words_ = (wordStart[i + 1] as number) - (wordStart[i] as number);
      if (words_ < 10) continue;
      let key = '';
      for (let q = 0; q < rows; q++) key += `${sketches[i * k + band * rows + q] as number},`;
      buckets.set(key, (buckets.get(key) ?? 0) + 1);
    }
    for (const c of buckets.values()) {
      pairs += (c * (c - 1)) / 2;
      largest = Math.max(largest, c);
    }
  }
  const recall = 1 - (1 - 0.5 ** rows) ** bands;
  console.log(
    `rows ${rows} x bands ${bands} (P(candidate | J=0.5) = ${recall.toFixed(3)}): sketches ${sketchMs.toFixed(0)} ms, ` +
      `candidate pairs ${pairs.toLocaleString('en')} (counted once per band), largest bucket ${largest}`,
  );
}
