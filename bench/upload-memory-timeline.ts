// Where a large upload's peak memory comes from (docs/decisions/096): the real server in its own process, warmed
// up as bench/upload.ts does it (twelve 2,000-review uploads, then a 10,000-review one), then one upload of
// BENCH_REVIEWS (default 100,000) reviews while the server's RSS is read every 100 ms. Prints the highest RSS
// of each second, when the answer's headers and last byte arrived, and the peak (target <= 600 MB). Exits 0.
//
//   npx tsx bench/upload-memory-timeline.ts          (ANALYSIS_WORKERS=1 for a one-worker pool)
import { startStealWindow } from './lib/cpu-steal';
import { multipartBody, reviewsCsv, startServer } from './lib/upload-server';

const COUNT = Number(process.env.BENCH_REVIEWS ?? 100_000);
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

const steal = startStealWindow();
const server = await startServer({
  UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
  MAX_UPLOAD_MB: '64',
  ...(process.env.ANALYSIS_WORKERS ? { ANALYSIS_WORKERS: process.env.ANALYSIS_WORKERS } : {}),
});
process.once('exit', () => server.child.kill('SIGKILL'));

async function upload(csv: Buffer, started = performance.now()) {
  const { body, contentType } = multipartBody(csv);
  const res = await fetch(`${server.url}/upload`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, 'accept-encoding': 'identity' },
  });
  const headersAt = (performance.now() - started) / 1000;
  const timing = res.headers.get('server-timing') ?? '';
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`upload answered ${res.status}`);
  return { headersAt, doneAt: (performance.now() - started) / 1000, timing, bytes };
}

const warmUp = reviewsCsv(2000, 7);
for (let round = 0; round < 3; round += 1)
  await Promise.all(Array.from({ length: 4 }, () => upload(warmUp)));
await upload(reviewsCsv(10_000));
console.log(`server RSS after warm-up and a 10k upload: ${mb(server.rss())} MB`);

const csv = reviewsCsv(COUNT);
const started = performance.now();
const highest = new Map<number, number>();
const sampler = setInterval(() => {
  const second = Math.floor((performance.now() - started) / 1000);
  highest.set(second, Math.max(highest.get(second) ?? 0, server.rss()));
}, 100);
const { headersAt, doneAt, timing, bytes } = await upload(csv, started);
clearInterval(sampler);
console.log(
  `upload of ${COUNT.toLocaleString('en-US')} reviews: headers at ${headersAt.toFixed(2)} s (${timing}), ` +
    `last byte at ${doneAt.toFixed(2)} s, answer ${mb(bytes)} MB`,
);
console.log(
  `highest RSS per second (s:MB): ${[...highest].map(([s, rss]) => `${s}:${mb(rss)}`).join(' ')}`,
);
console.log(
  `server peak RSS ${mb(server.peakRss())} MB (target <= 600 MB); CPU steal during the run: ${steal()}`,
);
await server.stop();
