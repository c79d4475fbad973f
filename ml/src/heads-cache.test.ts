import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_OPTIONS, tinyCorpus } from './fixture-model';
import { cachedHeads } from './heads-cache';
import { CACHE_DIR } from './prepared-corpus';
import { prepareInMemory } from './train-pipeline';

const cached = (): Set<string> => {
  try {
    return new Set(readdirSync(CACHE_DIR));
  } catch {
    return new Set();
  }
};

describe('cachedHeads', () => {
  let written: string[] = [];
  afterEach(() => {
    for (const f of written) rmSync(path.join(CACHE_DIR, f), { force: true });
    written = [];
  });

  it('gives a first run the heads a later run reads from the cache, to the last bit', () => {
    const corpus = {
      ...prepareInMemory(tinyCorpus(), FIXTURE_OPTIONS.spec),
      // Any key but 'in-memory' sends the heads through the disk cache.
      key: `heads-cache-test-${process.pid}-${Date.now()}`,
    };
    const fit = corpus.rows.map((_, i) => i);
    const before = cached();
    const cold = cachedHeads(corpus, fit, FIXTURE_OPTIONS);
    written = [...cached()].filter((f) => !before.has(f));
    expect(written).toHaveLength(1);
    const warm = cachedHeads(corpus, fit, FIXTURE_OPTIONS);
    expect(warm.log[0]).toMatch(/from cache/);
    for (const head of ['headA', 'headB'] as const) {
      expect(cold[head].bias).toBe(warm[head].bias);
      expect(Array.from(cold[head].weights)).toEqual(Array.from(warm[head].weights));
    }
  });
});
