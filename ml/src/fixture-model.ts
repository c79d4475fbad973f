// The tiny fixture model used by fast unit tests: trained by the real pipeline on our own hand-written
// corpus (packages/detector/src/text-model/fixtures/tiny-corpus.ts) with a 4,096-slot hash space.
// Regenerate with `npx tsx ml/src/fixture-model-cli.ts` after a format change.
import path from 'node:path';
import { repoRoot } from './paths';
import {
  TINY_GERMAN_HUMAN,
  TINY_GERMAN_MACHINE,
  TINY_HUMAN,
  TINY_MACHINE,
} from '../../packages/detector/src/text-model/fixtures/tiny-corpus';
import { withMultilingual } from './build-model';
import type { CorpusRow } from './corpus';
import { trainMultilingualParts, type MultilingualData } from './multilingual-eval';
import {
  DEFAULT_MULTILINGUAL_OPTIONS,
  prepareMultilingual,
  type MultilingualOptions,
} from './multilingual-trainer';
import {
  DEFAULT_TRAIN_OPTIONS,
  trainTextModel,
  type TrainOptions,
  type TrainRow,
} from './train-pipeline';

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
  textL2: 10,
  // The tiny corpus has no Salminen rows: the GPT-2 head learns against every human text.
  gpt2Humans: 'all',
  salminenWeight: 1,
  version: '0.0.1-fixture',
};

export function tinyCorpus(): TrainRow[] {
  return [
    // Half the machine-style texts stand in for GPT-2 fakes, half for chat-era fakes.
    ...TINY_MACHINE.map((text, i) => ({
      text,
      label: 1 as const,
      generator: i % 2 === 0 ? 'gpt-2' : 'modern',
      domain: 'product',
    })),
    ...TINY_HUMAN.map((text) => ({
      text,
      label: 0 as const,
      generator: 'human',
      domain: 'product',
    })),
  ];
}

export const FIXTURE_MULTILINGUAL_OPTIONS: MultilingualOptions = {
  ...DEFAULT_MULTILINGUAL_OPTIONS,
  spec: { hashBits: 12, charMinN: 1, charMaxN: 3, wordMaxN: 2, perLanguage: true },
  epochs: 10,
  combinerL2: 10,
};

/** The German texts, twice: once as fit rows, once as stack rows. */
function tinyGerman(): MultilingualData {
  const rows: CorpusRow[] = [
    ...TINY_GERMAN_MACHINE.map((text) => ({
      text,
      label: 1 as const,
      kind: 'fake' as const,
      generator: 'fixture',
    })),
    ...TINY_GERMAN_HUMAN.map((text) => ({
      text,
      label: 0 as const,
      kind: 'genuine' as const,
      generator: 'human',
    })),
  ].map((r) => ({ ...r, language: 'de', domain: 'product', source: 'tiny-corpus', group: '' }));
  return {
    data: prepareMultilingual([...rows, ...rows], FIXTURE_MULTILINGUAL_OPTIONS.spec),
    split: [...rows.map(() => 'fit' as const), ...rows.map(() => 'stack' as const)],
    languages: ['de'],
  };
}

/**
 * Trains the fixture model (English and German); the same corpus serves as fit and stack rows (it
 * only has to be tiny).
 */
export function trainFixtureModel(seed = FIXTURE_OPTIONS.seed): Uint8Array {
  const rows = tinyCorpus();
  const en = trainTextModel(rows, rows, { ...FIXTURE_OPTIONS, seed }, { data: ['tiny-corpus.ts'] });
  const mlOpts = { ...FIXTURE_MULTILINGUAL_OPTIONS, seed };
  const parts = trainMultilingualParts(tinyGerman(), mlOpts, { polished: 'eval' });
  return withMultilingual(en, parts, ['de'], mlOpts).bytes;
}
