import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { bundleWorker } from './bundle-worker';

const ANALYSIS_WORKER = new URL('../analysis/analysis-worker.ts', import.meta.url);

function firstMessage(worker: Worker): Promise<unknown> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

describe('bundleWorker', () => {
  it('bundles the analysis worker into one script that starts without tsx and finds the model by its own URL', async () => {
    const code = await bundleWorker(ANALYSIS_WORKER);
    // Each module's import.meta.url became its own source file's URL (a CommonJS script has no import.meta).
    expect(code).not.toContain('import.meta');
    expect(code).toContain('packages/detector/src/text-model');
    expect(code).not.toMatch(/require\(["']tsx/u);
    // No modelPath: the detector resolves its committed artifact from its own file URL, as under tsx.
    const worker = new Worker(code, { eval: true, workerData: {} });
    try {
      expect(await firstMessage(worker)).toEqual({ type: 'ready' });
    } finally {
      await worker.terminate();
    }
  });

  it('builds once per entry and process, and rejects for sources that do not bundle', async () => {
    expect(bundleWorker(ANALYSIS_WORKER)).toBe(bundleWorker(ANALYSIS_WORKER));
    await expect(bundleWorker(new URL('./no-such-entry.ts', import.meta.url))).rejects.toThrow(
      /no-such-entry/u,
    );
  });
});
