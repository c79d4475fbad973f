// `npm run bench [-- <name-filter>...]`: runs every benchmark in bench/ one after another, each in its own
// Node process so that one benchmark's heap and JIT state cannot colour the next one's figures.
// Helper modules live in bench/lib/ and are not benchmarks.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);

const benches = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts' && f !== 'ab.ts')
  .filter((f) => filters.length === 0 || filters.some((flt) => f.includes(flt)))
  .sort();

if (benches.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ') || '(none found)'}.`);
  process.exit(1);
}

let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, file)], {
    stdio: 'inherit',
    env: process.env,
  });
  console.log(
    `--- ${file}: exit ${run.status ?? run.signal} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
