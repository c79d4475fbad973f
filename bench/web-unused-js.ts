// How much of the JavaScript a first visit downloads actually runs while the page loads: Chromium's precise
// JavaScript coverage (Playwright) of `/` served by the real server, per script, raw and gzip bytes. Coverage is a
// count, not a timing, so it is steady on a busy machine.
//   npx tsx bench/web-unused-js.ts                     (builds apps/web first)
//   WEB_DIST_DIR=/path/to/dist npx tsx bench/web-unused-js.ts   (measures another build, no build step: A/B)
// Paths: WEB_UNUSED_PATHS=/,/modeltryitout (default /).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startAppServer } from '../e2e/support/app-server';

const PORT = Number(process.env.WEB_UNUSED_PORT ?? 5078);
const PATHS = (process.env.WEB_UNUSED_PATHS ?? '/').split(',');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.WEB_DIST_DIR;

if (!distDir) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) {
    console.error('npm run build failed; run it by hand to see why.');
    process.exit(1);
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'reviewsentry-unused-js-'));
const server = await startAppServer({
  port: PORT,
  env: {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    GUARDIAN_API_URL: 'http://127.0.0.1:9',
    ...(distDir ? { WEB_DIST_DIR: path.resolve(distDir) } : {}),
  },
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
try {
  for (const pagePath of PATHS) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    const entries = await page.coverage.stopJSCoverage();
    let total = 0;
    let used = 0;
    let totalGzip = 0;
    let usedGzip = 0;
    for (const entry of entries) {
      const source = entry.source ?? '';
      if (!entry.url.startsWith(server.url) || source === '') continue;
      // Byte ranges the page ran at least once (block coverage: a range with count 0 inside a used function is unused).
      const ran = new Uint8Array(source.length);
      for (const fn of entry.functions)
        for (const range of fn.ranges)
          ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
      let ranText = '';
      let count = 0;
      for (let i = 0; i < source.length; i++)
        if (ran[i]) {
          count++;
          ranText += source[i];
        }
      const name = new URL(entry.url).pathname;
      const gz = gzipSync(source, { level: 9 }).length;
      const usedGz = gzipSync(ranText, { level: 9 }).length;
      total += source.length;
      used += count;
      totalGzip += gz;
      usedGzip += usedGz;
      console.log(
        `${pagePath.padEnd(16)} ${name.padEnd(40)} ${kB(source.length).padStart(9)} raw, ${kB(source.length - count).padStart(9)} unused (${Math.round(((source.length - count) / source.length) * 100)}%)`,
      );
    }
    console.log(
      `web unused JS on ${pagePath}: ${kB(total - used)} of ${kB(total)} raw unused (${Math.round(((total - used) / total) * 100)}%); gzip of the whole scripts ${kB(totalGzip)}, of the parts that ran ${kB(usedGzip)}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
