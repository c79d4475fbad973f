export { sharedDataDir, sharedDataPath, hasSharedData, repoRoot } from './shared-data';
