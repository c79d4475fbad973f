// The importer at a git revision against the working tree's, in one process, alternating, on the files of
// bench/upload.ts: what a change to packages/ingest did to the fixed cost of a small upload (the 200-review CSV
// of the autocannon run) and to a large one, on the same machine load. Checks that both give the same result.
// The old importer is extracted with `git archive` under node_modules/.cache (ignored by git) and loaded by tsx.
// Run: npx tsx bench/ingest-ab.ts <revision, default HEAD~1> [rounds, default 4]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { importCsv } from '@reviewsentry/ingest';
import { repoRoot } from '../packages/test-support/src/index';
import { reviewsCsv } from './lib/upload-server';

type ImportCsv = typeof importCsv;
const revision = process.argv[2] ?? 'HEAD~1';
const rounds = Number(process.argv[3] ?? 4);
const commit = execFileSync('git', ['rev-parse', '--short', revision], {
  cwd: repoRoot,
  encoding: 'utf8',
}).trim();
const dir = path.join(repoRoot, 'node_modules/.cache/reviewsentry-bench', `ingest-${commit}`);
if (!existsSync(dir)) {
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', commit, 'packages/ingest/src'], { cwd: repoRoot });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
}
const old = (await import(pathToFileURL(path.join(dir, 'packages/ingest/src/index.ts')).href)) as {
  importCsv: ImportCsv;
};

const now = new Date('2026-11-22T00:00:00Z');
const options = { now, maxBytes: 64 * 1024 * 1024 };
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

async function meanMs(run: ImportCsv, bytes: Uint8Array, times: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < times; i += 1) await run(new Uint8Array(bytes), options);
  return (performance.now() - started) / times;
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
/**
 * The same file with every review text quoted (and holding a comma), as spreadsheet and shop exports write
 * texts: what the delimiter sniff skips inside quotes shows here (docs/decisions/089).
 */
function quoteTexts(csv: Buffer): Buffer {
  const lines = csv.toString('utf8').split('\r\n');
  const textColumn = lines[0]!.split(',').indexOf('review_text');
  return Buffer.from(
    lines
      .map((line, i) => {
        // The few lines that already quote a field are left as they are.
        if (i === 0 || line === '' || line.includes('"')) return line;
        const cells = line.split(',');
        cells[textColumn] = `"${cells[textColumn]}, really"`;
        return cells.join(',');
      })
      .join('\r\n'),
  );
}

for (const [label, csv, times] of [
  ['200-review CSV', reviewsCsv(200, 11), 300],
  ['200-review CSV, texts quoted', quoteTexts(reviewsCsv(200, 11)), 300],
  ['20,000-review CSV', reviewsCsv(20_000, 11), 3],
] as const) {
  const bytes = new Uint8Array(csv);
  const same = isDeepStrictEqual(
    plain(await old.importCsv(bytes, options)),
    plain(await importCsv(bytes, options)),
  );
  // Warm both up (JIT) before anything is timed.
  await meanMs(old.importCsv, bytes, Math.min(times, 100));
  await meanMs(importCsv, bytes, Math.min(times, 100));
  const results: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const a = await meanMs(old.importCsv, bytes, times);
    const b = await meanMs(importCsv, bytes, times);
    results.push(`${a.toFixed(2)} / ${b.toFixed(2)}`);
  }
  console.log(
    `${label} (${(bytes.length / 1024).toFixed(0)} kB), mean ms per ` +
      `import, ${commit} / working tree, by round: ${results.join(', ')}; same result: ${same}`,
  );
}
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
