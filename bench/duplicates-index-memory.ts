// Benchmark: the WebAssembly shingle index's memory (docs/decisions/049, 093, 097). A build of a large product
// gets a memory of its own that goes with its index, because wasm memory never shrinks: this prints the RSS
// before the first call, the peak during calls (sampled every 10 ms and the process's maxRSS), and the RSS after
// the calls once the garbage collector has run, on the near-duplicate candidates of one prepared synthetic
// product (BENCH_REVIEWS, default 100,000, at least 280; BENCH_ROUNDS calls, default 3). Also times the
// JavaScript reference against the WebAssembly build, alternating, and checks their indexes are identical
// (BENCH_JS=0: the WebAssembly build alone). On Linux it also prints the RSS the first WebAssembly build adds
// (the kernel's peak mark, VmHWM, reset just before it): later calls in the same process can reuse pages freed
// by an earlier instance, so only the first is the build's own figure. Exits 0.
//
//   node --expose-gc --import tsx bench/duplicates-index-memory.ts
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { buildShingleIndexJs } from '../packages/detector/src/signals/shingle-index';
import { buildShingleIndexWasm } from '../packages/detector/src/signals/shingle-index-wasm';
import { shingleIndexInput } from './lib/analyze-fixtures';
import { hasProcMemory, resetPeakRss, statusMb } from './lib/process-memory';

const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
const collect = (globalThis as { gc?: () => void }).gc;
let firstRise = NaN;
const { words, wordStart, reviewCount, texts } = shingleIndexInput(
  Number(process.env.BENCH_REVIEWS ?? 100_000),
);
// BENCH_JS=0 leaves the reference out, so that the RSS figures are the WebAssembly build's alone.
const withJs = process.env.BENCH_JS !== '0';
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
collect?.();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
console.log(`texts: ${texts.length}; load average before: ${load()}`);
let identical = true;
const times: Record<'js' | 'wasm', number[]> = { js: [], wasm: [] };
for (let round = 0; round < rounds; round++) {
  let start = performance.now();
  const js = withJs ? buildShingleIndexJs(words, wordStart, reviewCount, texts, 6, 24) : null;
  const jsMs = performance.now() - start;
  const firstBuild = round === 0 && hasProcMemory;
  const rssBeforeBuild = firstBuild ? statusMb('VmRSS') : 0;
  if (firstBuild) resetPeakRss();
  start = performance.now();
  const wasm = buildShingleIndexWasm(words, wordStart, reviewCount, texts, 6, 24);
  const wasmMs = performance.now() - start;
  if (firstBuild) firstRise = statusMb('VmHWM') - rssBeforeBuild;
  // release() is the WebAssembly index's own; the arrays are what must match.
  const { release, ...wasmIndex } = wasm;
  if (js) identical &&= isDeepStrictEqual(js, wasmIndex);
  release?.();
  times.js.push(jsMs);
  times.wasm.push(wasmMs);
  if (round < 5)
    console.log(`round ${round + 1}: JS ${jsMs.toFixed(1)} ms, wasm ${wasmMs.toFixed(1)} ms`);
  // Let the sampler see the memory between calls.
  if (rounds <= 10) await new Promise((resolve) => setTimeout(resolve, 30));
}
clearInterval(sampler);
if (rounds > 1)
  for (const name of withJs ? (['js', 'wasm'] as const) : (['wasm'] as const)) {
    const rest = times[name].slice(1).sort((a, b) => a - b);
    console.log(
      `${name}: rounds 2-${rounds} median ${(rest[rest.length >> 1] as number).toFixed(2)} ms, min ${(rest[0] as number).toFixed(2)} ms`,
    );
  }
collect?.();
await new Promise((resolve) => setTimeout(resolve, 50));
collect?.();
peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
console.log(
  `RSS before ${mb(rssBefore)} MB, peak ${mb(peak)} MB, after${collect ? ' gc' : ' (no --expose-gc)'} ${mb(process.memoryUsage().rss)} MB`,
);
if (hasProcMemory)
  console.log(`first WebAssembly build: RSS rise ${firstRise.toFixed(1)} MB (VmHWM)`);
console.log(
  `indexes identical: ${withJs ? identical : 'not compared'}; load average after: ${load()}`,
);
