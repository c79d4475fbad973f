import { describe, expect, it } from 'vitest';
import { collectGarbage, isLargeUpload, LARGE_UPLOAD_BYTES } from './collect-garbage';

describe('collectGarbage', () => {
  it('frees unreachable objects at once, without exposing gc to other code', async () => {
    let freed = false;
    const registry = new FinalizationRegistry(() => (freed = true));
    (() => registry.register(new WebAssembly.Memory({ initial: 16 }), 'memory'))();
    collectGarbage();
    // Finalisers run in a later task once the collection has found the object dead.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(freed).toBe(true);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  it('counts an upload of LARGE_UPLOAD_BYTES or more as large, and a job without bytes never', () => {
    expect(isLargeUpload({ kind: 'upload_json', bytes: new Uint8Array(LARGE_UPLOAD_BYTES) })).toBe(
      true,
    );
    expect(
      isLargeUpload({ kind: 'upload_json', bytes: new Uint8Array(LARGE_UPLOAD_BYTES - 1) }),
    ).toBe(false);
    expect(isLargeUpload({ kind: 'analyze_reviews' })).toBe(false);
  });
});
