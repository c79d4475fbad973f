// Third-party data (../shared/data) is never copied into the repo. Everything that reads it finds it through
// this one setting so that CI, benchmarks and tests agree, and skips loudly when it is absent.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Absolute path of the shared data folder: $SHARED_DATA_DIR, or ../shared/data beside the repository. */
export function sharedDataDir(): string {
  const configured = process.env.SHARED_DATA_DIR;
  return configured ? path.resolve(configured) : path.resolve(repoRoot, '../shared/data');
}

/** Absolute path of a file or folder inside the shared data folder. */
export function sharedDataPath(...segments: string[]): string {
  return path.join(sharedDataDir(), ...segments);
}

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

export { repoRoot };
