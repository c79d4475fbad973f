// Where the training tools read and write: the repository (models/ is written here) and the third-party data,
// which is never copied into the repository.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The format-2 model (commit 53dd3fb's models/text-model-v1.bin, byte for byte) that `npm run train`
 * reads inside the new artifact as its reference path (ADR 138, 153). Not loaded at run time.
 */
export const FORMAT_2_REFERENCE = path.join(repoRoot, 'ml', 'reference', 'text-model-format-2.bin');

/** Absolute path of the shared data folder: $SHARED_DATA_DIR, or ../shared/data beside the repository. */
export function sharedDataDir(): string {
  const configured = process.env.SHARED_DATA_DIR;
  return configured ? path.resolve(configured) : path.resolve(repoRoot, '../shared/data');
}

/** Absolute path of a file or folder inside the shared data folder. */
export function sharedDataPath(...segments: string[]): string {
  return path.join(sharedDataDir(), ...segments);
}

/** Whether a file or folder of the shared data is present (the evaluation CLIs leave out what is missing). */
export function hasSharedData(...segments: string[]): boolean {
  return existsSync(sharedDataPath(...segments));
}
