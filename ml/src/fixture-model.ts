// The tiny fixture model used by fast unit tests: trained by the real pipeline on our own hand-written
// corpus (packages/detector/src/text-model/fixtures/tiny-corpus.ts) with a 4,096-slot hash space.
// Regenerate with `npx tsx ml/src/fixture-model-cli.ts` after a format change.
import path from 'node:path';
import { repoRoot } from './paths';
import {
  TINY_HUMAN,
  TINY_MACHINE,
} from '../../packages/detector/src/text-model/fixtures/tiny-corpus';
import type { LabelledText } from './data';
import { DEFAULT_TRAIN_OPTIONS, trainTextModel, type TrainOptions } from './train-pipeline';

export const FIXTURE_MODEL_PATH = path.join(
  repoRoot,
  'packages/detector/src/text-model/fixtures/tiny-text-model.bin',
);

export const FIXTURE_OPTIONS: TrainOptions = {
  ...DEFAULT_TRAIN_OPTIONS,
  // Exercises the shipped code paths: int8 weights and cache-line grouped char n-grams.
  spec: { hashBits: 12, wordMaxN: 2, charMinN: 1, charMaxN: 4, markEnd: true, charLineBits: 5 },
  weightBits: 8,
  epochs: 10,
  lmUniBits: 10,
  lmBiBits: 11,
  stackerL2: 10,
  version: '0.0.1-fixture',
};

export function tinyCorpus(): LabelledText[] {
  return [
    // Half the machine-style texts stand in for GPT-2 fakes ('CG'), half for modern-LLM fakes.
    ...TINY_MACHINE.map((text, i) => ({
      text,
      label: 1 as const,
      group: i % 2 === 0 ? 'CG' : 'modern',
    })),
    ...TINY_HUMAN.map((text) => ({ text, label: 0 as const, group: 'human' })),
  ];
}

/** Trains the fixture model; the same corpus serves as fit and stack rows (it only has to be tiny). */
export function trainFixtureModel(seed = FIXTURE_OPTIONS.seed): Uint8Array {
  const rows = tinyCorpus();
  return trainTextModel(rows, rows, { ...FIXTURE_OPTIONS, seed }, { data: ['tiny-corpus.ts'] })
    .bytes;
}
