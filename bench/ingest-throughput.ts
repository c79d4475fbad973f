// Ingest throughput: a generated review export (10 k and 100 k rows, ~220 bytes a row) is written to a temp
// file and streamed through importCsv as an upload would be. Prints wall and CPU time, MB/s, reviews/s,
// the peak RSS growth while importing and the heap the finished result retains: peak growth close to the
// retained result (not to the file size) is what streaming buys.
// Then the mean time of importing a 200-row file from memory, where the fixed cost per file dominates.
// Run: npx tsx bench/ingest-throughput.ts   (or npm run bench -- ingest)
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { importCsv } from '@reviewsentry/ingest';
import { syntheticCsvChunks } from '../packages/ingest/test/support/synthetic-csv';

async function writeCsv(file: string, rows: number): Promise<number> {
  const out = createWriteStream(file);
  for (const chunk of syntheticCsvChunks(rows)) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return statSync(file).size;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function measure(label: string, file: string, bytes: number, rows: number): Promise<void> {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  let peak = rssBefore;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const result = await importCsv(createReadStream(file, { highWaterMark: 64 * 1024 }), {
    maxBytes: 200 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  gc();
  const retained = process.memoryUsage().heapUsed - heapBefore;
  if (result.reviews.length !== rows)
    throw new Error(`expected ${rows} reviews, got ${result.reviews.length}`);
  const mb = bytes / (1024 * 1024);
  console.log(
    [
      `${label}: ${rows.toLocaleString('en-US')} reviews`,
      `${mb.toFixed(1)} MB`,
      `${seconds.toFixed(2)} s wall`,
      `${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU`,
      `${(mb / seconds).toFixed(1)} MB/s`,
      `${Math.round(rows / seconds).toLocaleString('en-US')} reviews/s`,
      `peak RSS +${Math.round((peak - rssBefore) / (1024 * 1024))} MB`,
      `result retains ${Math.round(retained / (1024 * 1024))} MB of heap`,
    ].join(' | '),
  );
}

const dir = mkdtempSync(path.join(tmpdir(), 'ingest-bench-'));
try {
  console.log(`Node ${process.version}, ${process.platform}/${process.arch}`);
  const warm = path.join(dir, 'warm.csv');
  // The first import of a process pays for JIT compilation; it is shown but is not the figure to quote.
  await measure('cold', warm, await writeCsv(warm, 2_000), 2_000);
  for (const rows of [10_000, 100_000]) {
    const file = path.join(dir, `${rows}.csv`);
    const bytes = await writeCsv(file, rows);
    await measure('warm', file, bytes, rows);
  }
  // A small file (what most shoppers upload, and the 200-review request of bench/upload.ts): here the fixed
  // cost per file (encoding and delimiter sniffing, profiling the sample to map columns) dominates.
  const small = Buffer.concat([...syntheticCsvChunks(200)].map((c) => Buffer.from(c)));
  for (let i = 0; i < 200; i++) await importCsv(small);
  const runs = 500;
  const started = performance.now();
  for (let i = 0; i < runs; i++) await importCsv(small);
  const ms = (performance.now() - started) / runs;
  console.log(
    `warm: 200 reviews (${(small.length / 1024).toFixed(0)} kB), mean of ${runs} imports | ${ms.toFixed(2)} ms per file`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
