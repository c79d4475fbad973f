// Helpers for the analysis route tests: multipart bodies as a browser's FormData sends them,
// and apps built from explicit variables.
import path from 'node:path';
import { pino } from 'pino';
import { repoRoot } from '@reviewsentry/test-support';
import { afterAll, afterEach } from 'vitest';
import { buildApp, type App, type AppDependencies } from '../src/app';
import type { AnalysisPool } from '../src/services/analysis/analysis-pool';
import type { AnalysisRunner } from '../src/services/analysis/analysis-runner';
import { analysisPoolFromConfig } from '../src/services/analysis/create';
import { testConfig } from './support';

let apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

// One analysis worker pool per test file: starting a worker (detector + model) takes about a second, too
// much to pay for every app a test builds. Apps given ANALYSIS_* variables build their own pool.
let sharedPool: AnalysisRunner | undefined;
afterAll(async () => {
  await sharedPool?.close();
  sharedPool = undefined;
});

/**
 * The detector's committed test model: a real artifact (same format and code path as the shipped one), small so
 * that each test file loads it in milliseconds. The tests check the API's behaviour, not the model's scores.
 */
export const TEST_MODEL_PATH = path.join(
  repoRoot,
  'packages/detector/src/text-model/fixtures/tiny-text-model.bin',
);

/** The configuration of a test app: the test model, one analysis worker, no rate limit in the way. */
function analysisConfig(vars: Record<string, string>) {
  return testConfig({
    TEXT_MODEL_PATH: TEST_MODEL_PATH,
    // One analysis worker is enough for these tests and spares the shared cores.
    ANALYSIS_WORKERS: '1',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
    ANALYZE_RATE_LIMIT_PER_MINUTE: '10000',
    ...vars,
  });
}

const silentLog = pino({ level: 'silent' });

/** A worker pool as a test app builds it, for a test that owns (starts and closes) it. */
export function testPool(): AnalysisPool {
  return analysisPoolFromConfig(analysisConfig({}), silentLog);
}

export async function startApp(vars: Record<string, string> = {}, deps: AppDependencies = {}) {
  const config = analysisConfig(vars);
  const ownPool = Object.keys(vars).some(
    (k) => k.startsWith('ANALYSIS_') || k === 'TEXT_MODEL_PATH',
  );
  if (!ownPool) sharedPool ??= testPool();
  const app = await buildApp(config, ownPool ? deps : { analysisPool: sharedPool, ...deps });
  apps.push(app);
  return app;
}

/** Six reviews of one kettle, long enough for the text model to read: the body of the small test files. */
export const KETTLE_REVIEWS = [
  'This kettle boils water quickly and the handle stays cool, very happy with it so far.',
  'Stopped working after two weeks, the lid does not close properly any more and it leaks.',
  'Good value for the price, the cable could be a bit longer but it does the job well.',
  'The switch broke on the third day. Customer service never answered my emails at all.',
  'Pretty and quiet, it fits on the small counter in our flat and cleans up easily too.',
  'It smells of plastic every time it boils. I returned it and bought a steel one instead.',
];

/** A CSV cell quoted as a spreadsheet quotes it, whatever the text holds. */
export const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

export const BOUNDARY = '----WebKitFormBoundaryReviewSentry7MA4YWxk';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: string | Uint8Array;
}

/** A multipart/form-data body, byte for byte as Chromium writes `FormData.append('file', file)`. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const type = p.filename === undefined ? '' : `Content-Type: ${p.contentType ?? 'text/csv'}\r\n`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(
      typeof p.content === 'string' ? Buffer.from(p.content, 'utf8') : Buffer.from(p.content),
    );
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export function fileUpload(content: string | Uint8Array, filename = 'reviews.csv') {
  return multipart([{ name: 'file', filename, content }]);
}
