// The WebAssembly scorer stays because of a measured end-to-end comparison with a JavaScript scorer kept as a
// patch (docs/decisions/121, `bench/ab.ts --apply`). The comparison must stay repeatable: the patch has to apply
// to the code as it is.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PATCH = 'bench/variants/javascript-text-scorer.patch';

it('the JavaScript scorer variant of bench/variants still applies to this tree', () => {
  const check = spawnSync('git', ['apply', '--check', PATCH], { cwd: repoRoot, encoding: 'utf8' });
  expect(check.error).toBeUndefined();
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
});
