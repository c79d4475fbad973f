// Acceptance figure for the SPA: Lighthouse (npm `lighthouse`, default = mobile preset with simulated
// throttling) on pages of the built site served by the real server, driving Debian's Chromium. Lighthouse varies
// from run to run, so each page is measured RUNS times and the median of each category is printed.
// Target: every category ≥ 95 on every page.
//   npm run bench -- web-lighthouse        (or: npx tsx bench/web-lighthouse.ts)
//   LIGHTHOUSE_RUNS=3 LIGHTHOUSE_PAGES=/,/modeltryitout,/blogs,report
//   LIGHTHOUSE_JSON_DIR=<folder>: also writes each run's full report there (<page>-<run>.json), to see why.
// `report` is a saved result: the page of a report made from our example CSV (POST /api/reports) for the run.
// The news page reads a local Guardian fixture, and its thumbnails come from a loopback HTTPS server
// (bench/lib/loopback-thumbnails.ts): Chromium resolves no other host, so nothing leaves the machine.
import { spawnSync } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { reportCreatedSchema } from '@reviewsentry/contracts';
import { startGuardianFixture } from '@reviewsentry/test-support/guardian';
import { startAppServer } from '../e2e/support/app-server';
import { startLoopbackThumbnails } from './lib/loopback-thumbnails';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 5077);
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/modeltryitout,/blogs,report').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'ignore' });
if (build.status !== 0) {
  console.error('npm run build failed; run it by hand to see why.');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'reviewsentry-lighthouse-'));
const guardian = await startGuardianFixture({ mode: 'ok' });
const thumbnails = await startLoopbackThumbnails(
  path.join(repoRoot, 'apps/web/public/news-placeholder.svg'),
);
const server = await startAppServer({
  port: PORT,
  env: { NODE_ENV: 'production', DATA_DIR: dataDir, GUARDIAN_API_URL: guardian.url },
});
const chrome = await launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    ...thumbnails.chromeFlags,
  ],
});

/** The address of each page to measure; `report` becomes the page of a report made now. */
async function pageUrl(name: string): Promise<string> {
  if (name !== 'report') return `${server.url}${name}`;
  const csv = await readFile(path.join(repoRoot, 'apps/web/public/examples/example-reviews.csv'));
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'example-reviews.csv');
  const response = await fetch(`${server.url}/api/reports`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`POST /api/reports answered ${response.status}`);
  return `${server.url}${reportCreatedSchema.parse(await response.json()).url}`;
}

const MAX_ATTEMPTS = 3;

/**
 * One Lighthouse run. A failed trace recording (e.g. NO_NAVSTART, which Lighthouse itself says to retry)
 * is retried a bounded number of times and reported, rather than scored as zero.
 */
async function runOnce(url: string, port: number) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    console.log(`  attempt ${attempt}: Lighthouse runtime error ${runtimeError.code}; retrying`);
  }
  throw new Error(`Lighthouse failed ${MAX_ATTEMPTS} times in a row`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const ms = (value: number | undefined) => `${(value ?? NaN).toFixed(0)} ms`;

try {
  const summary: string[] = [];
  for (const name of PAGES) {
    const url = await pageUrl(name);
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await runOnce(url, chrome.port);
      const { categories, audits } = lhr;
      if (JSON_DIR) {
        const file = path.join(JSON_DIR, `${name.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`);
        await writeFile(file, JSON.stringify(lhr));
      }
      const run: Record<string, number> = {};
      for (const c of CATEGORIES) run[c] = Math.round((categories[c]?.score ?? 0) * 100);
      for (const m of METRICS) run[m] = audits[m]?.numericValue ?? NaN;
      runs.push(run);
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id);
      console.log(
        `${name} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run[c]}`).join(', ')} | FCP ${ms(run['first-contentful-paint'])}, LCP ${ms(run['largest-contentful-paint'])}, TBT ${ms(run['total-blocking-time'])}, CLS ${run['cumulative-layout-shift']?.toFixed(3)}${failing.length ? ` | audits below 0.9: ${failing.join(', ')}` : ''}`,
      );
    }
    const medians = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r[c] ?? 0))]),
    );
    const met = CATEGORIES.every((c) => (medians[c] ?? 0) >= 95);
    summary.push(
      `web lighthouse ${name} (mobile preset, median of ${RUNS}): ${CATEGORIES.map((c) => `${c} ${medians[c]}`).join(', ')} — target each ≥ 95: ${met ? 'met' : 'NOT met'}`,
    );
  }
  console.log(`\n${summary.join('\n')}`);
} finally {
  await chrome.kill();
  await server.stop();
  await guardian.close();
  await thumbnails.close();
  await rm(dataDir, { recursive: true, force: true });
}
