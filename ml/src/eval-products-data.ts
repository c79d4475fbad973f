// Labelled Salminen rows with their ratings, for building synthetic products. The validation rows are the
// text model's own held-out split (data.ts splitThreeWay, same inputs and seed as train-cli), so
// thresholds chosen on them never touch test.csv and never reuse rows the model was fitted on.
import { DEFAULT_TRAIN_OPTIONS } from './train-pipeline';
import { MODERN_FAKES, readCsv, readModernFakes, readSalminen, splitThreeWay } from './data';
import { existsSync } from 'node:fs';

export interface ProductRow {
  text: string;
  rating: number | undefined;
  fake: boolean;
}

function withRatings(path: string): Map<string, number | undefined> {
  const ratings = new Map<string, number | undefined>();
  for (const r of readCsv(path)) {
    const value = Number(r.rating);
    ratings.set(r.text_ ?? '', r.rating && Number.isFinite(value) ? value : undefined);
  }
  return ratings;
}

/** Every row of a Salminen-format file (category, rating, label, text_). */
export function readProductRows(path: string): ProductRow[] {
  return readCsv(path).map((r) => {
    const value = Number(r.rating);
    return {
      text: r.text_ ?? '',
      rating: r.rating && Number.isFinite(value) ? value : undefined,
      fake: r.label === 'CG',
    };
  });
}

/** Salminen rows of the text model's validation split of train.csv. */
export function readValidationRows(trainPath: string, modernPath = MODERN_FAKES): ProductRow[] {
  const rows = [
    ...readSalminen(trainPath),
    ...(existsSync(modernPath) ? readModernFakes(modernPath) : []),
  ];
  const { val } = splitThreeWay(rows, DEFAULT_TRAIN_OPTIONS.seed);
  const ratings = withRatings(trainPath);
  return val
    .filter((r) => r.group === 'CG' || r.group === 'OR')
    .map((r) => ({ text: r.text, rating: ratings.get(r.text), fake: r.label === 1 }));
}
