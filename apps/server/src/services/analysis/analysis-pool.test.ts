import { describe, expect, it } from 'vitest';
import { createAnalysisPool } from './analysis-pool';

const CSV = [
  'review_id,rating,review_text',
  ...Array.from(
    { length: 12 },
    (_, i) =>
      `r${i},${(i % 5) + 1},"Review ${i}: the kettle boils fast and the lid closes well, ${i} days in."`,
  ),
].join('\n');

async function answer(bundle: boolean) {
  const failures: Error[] = [];
  const pool = createAnalysisPool({
    size: 1,
    maxQueue: 4,
    maxQueuedBytes: 1024 * 1024,
    jobTimeoutMs: 20_000,
    workerHeapMb: 512,
    heavyBytes: 1024 * 1024,
    bundle,
    onBundleFailed: (error) => failures.push(error),
  });
  try {
    const bytes = new TextEncoder().encode(CSV);
    const { body } = await pool.uploadJson(bytes, {}, new Date('2026-11-22T00:00:00Z'), false);
    if (!Buffer.isBuffer(body)) throw new Error('a small answer is one Buffer');
    return { json: JSON.parse(body.toString('utf8')) as Record<string, unknown>, failures };
  } finally {
    await pool.close();
  }
}

describe('analysis pool worker start (docs/decisions/087)', () => {
  it('gives the same answer from bundled workers and from workers started through tsx', async () => {
    const bundled = await answer(true);
    const viaTsx = await answer(false);
    // The bundle was built (no fallback); switching it off is not reported as a failure either.
    expect(bundled.failures).toEqual([]);
    expect(viaTsx.failures).toEqual([]);
    expect(bundled.json.total_reviews).toBe(12);
    expect(bundled.json).toEqual(viaTsx.json);
  });
});
