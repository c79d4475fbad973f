export { sharedDataDir, sharedDataPath, hasSharedData, repoRoot } from './shared-data';
// Synthetic fixtures use the training tools' seeded generator: same seed, same numbers, on every machine.
export { createRng, shuffle } from '@reviewsentry/ml/rng';
export { FORMULA_START, spreadsheetCells } from './spreadsheet-cells';
