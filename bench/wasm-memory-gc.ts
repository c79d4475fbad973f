// Why the duplicate search keeps one WebAssembly memory for small products (docs/decisions/097): instantiates
// the shingle-index module ROUNDS times, each on a new memory grown by 1 MB (what a small analysis did before),
// then the same on one memory kept and zeroed, and counts the garbage collections each way. Exits 0.
//
//   npx tsx bench/wasm-memory-gc.ts [rounds]
import { readFileSync } from 'node:fs';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { SHINGLE_INDEX_WASM_URL } from '../packages/detector/src/signals/shingle-index-wasm';

const ROUNDS = Number(process.argv[2] ?? 2000);
const module = new WebAssembly.Module(readFileSync(SHINGLE_INDEX_WASM_URL));
const PAGE = 65_536;

const counts = { major: 0, minor: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as unknown as { detail: { kind: number } }).detail.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) counts.major++;
    else counts.minor++;
  }
}).observe({ entryTypes: ['gc'] });

async function measure(label: string, memoryFor: () => WebAssembly.Memory) {
  counts.major = counts.minor = 0;
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) {
    const memory = memoryFor();
    new WebAssembly.Instance(module, { env: { memory } });
    new Uint8Array(memory.buffer, 0, 16 * PAGE).fill(1);
  }
  // GC entries are delivered asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 200));
  console.log(
    `${label}: ${ROUNDS} instances in ${(performance.now() - started - 200).toFixed(0)} ms, ` +
      `${counts.major} full and ${counts.minor} other garbage collections`,
  );
}

await measure('new 1 MB memory per instance', () => new WebAssembly.Memory({ initial: 16 }));
const kept = new WebAssembly.Memory({ initial: 16 });
await measure('one kept memory, zeroed each time', () => {
  new Uint8Array(kept.buffer).fill(0);
  return kept;
});
