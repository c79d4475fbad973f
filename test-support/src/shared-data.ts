// Third-party data (../shared/data) is never copied into the repo. Tests, benchmarks and browser tests find it
// where the training tools do (ml/src/paths.ts: SHARED_DATA_DIR), and skip loudly when it is absent.
import { existsSync } from 'node:fs';
import { sharedDataPath } from '@reviewsentry/ml/paths';

export { repoRoot, sharedDataDir, sharedDataPath } from '@reviewsentry/ml/paths';

/** True when the given shared file exists; prints a loud notice once per missing path otherwise. */
export function hasSharedData(...segments: string[]): boolean {
  const target = sharedDataPath(...segments);
  if (existsSync(target)) return true;
  if (!warned.has(target)) {
    warned.add(target);
    console.warn(
      `\n*** SKIPPING tests that need third-party data: ${target} is missing. ` +
        `Set SHARED_DATA_DIR to the folder that holds shared/data to run them. ***\n`,
    );
  }
  return false;
}

const warned = new Set<string>();
