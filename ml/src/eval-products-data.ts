// Labelled Salminen rows with their ratings, for building synthetic products. The validation rows are the
// text model's own held-out split (logo.ts englishSplit, same inputs and seed as train-cli), so
// thresholds chosen on them never touch test.csv and never reuse rows the model was fitted on.
import { DEFAULT_TRAIN_OPTIONS } from './train-pipeline';
import { readCsv } from './data';
import { readLlmReviewsCorpus, readModernCorpus, readSalminenCorpus } from './corpus';
import { englishSplit } from './logo';
import { isSalminen } from './validation';

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
export function readValidationRows(trainPath: string): ProductRow[] {
  const corpus = [
    ...readSalminenCorpus(trainPath),
    ...readModernCorpus(),
    ...readLlmReviewsCorpus(),
  ];
  const { rows, split } = englishSplit(corpus, DEFAULT_TRAIN_OPTIONS.seed);
  const ratings = withRatings(trainPath);
  return rows
    .filter((r, i) => split[i] === 'val' && isSalminen(r))
    .map((r) => ({ text: r.text, rating: ratings.get(r.text), fake: r.label === 1 }));
}
