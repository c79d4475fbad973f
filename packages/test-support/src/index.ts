export { sharedDataDir, sharedDataPath, hasSharedData, repoRoot } from './shared-data';
export { createRng, shuffle } from './rng';
