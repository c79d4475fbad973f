// The shipped artifact: the English model trained on every English generator and human source we have,
// plus the scorer of the other languages, stamped with the languages it was measured on. A language is
// stamped only when its validation split holds enough texts of the product's minimum length, of both
// kinds, to measure it (MIN_MEASURED per class); the others stay unjudged by the text model.
import { encodeArtifact } from '@reviewsentry/detector/text-model';
import type { CorpusRow } from './corpus';
import { experimentData, type ExperimentData, type PolishedUse } from './logo';
import {
  measureMultilingual,
  multilingualData,
  trainMultilingualParts,
  type LanguageReport,
  type MultilingualData,
  type MultilingualModelParts,
} from './multilingual-eval';
import { MULTILINGUAL_COMBINER_INPUTS, type MultilingualOptions } from './multilingual-trainer';
import { trainFromPrepared, type TrainOptions, type TrainResult } from './train-pipeline';
import { MULTILINGUAL_STYLE_NAMES } from '@reviewsentry/detector/text-model';

/** Validation texts of each kind a language needs before the model judges it. */
export const MIN_MEASURED = 100;

export interface BuiltModel {
  bytes: Uint8Array;
  english: ExperimentData;
  multilingual: MultilingualData;
  /** Per-language validation figures of the other languages (all trained ones, stamped or not). */
  languageReport: Record<string, LanguageReport>;
  languages: string[];
  log: string[];
}

export interface BuildOptions {
  english: TrainOptions;
  multilingual: MultilingualOptions;
  polished: PolishedUse;
}

function measured(r: LanguageReport | undefined): boolean {
  if (!r) return false;
  const sum = (o: Record<string, { n: number }>): number =>
    Object.values(o).reduce((s, x) => s + x.n, 0);
  return sum(r.machine_val) >= MIN_MEASURED && sum(r.human_val) >= MIN_MEASURED;
}

/** The English artifact with the other languages' scorer added, for the languages stamped. */
export function withMultilingual(
  en: TrainResult,
  parts: MultilingualModelParts,
  stamped: readonly string[],
  opts: MultilingualOptions,
): { bytes: Uint8Array; languages: string[] } {
  const combiners = Object.fromEntries(
    stamped.map((l) => {
      const c = parts.combiners[l]!;
      return [l, { mean: [...c.mean], std: [...c.std], weights: [...c.weights], bias: c.bias }];
    }),
  );
  const languages = ['en', ...stamped];
  const header = {
    ...en.header,
    languages,
    multilingual: {
      spec: parts.spec,
      bias: parts.bias,
      weightScale: parts.weightScale,
      styleNames: [...MULTILINGUAL_STYLE_NAMES],
      combiners,
    },
    training: {
      ...en.header.training,
      multilingual: {
        ...opts,
        combinerInputs: MULTILINGUAL_COMBINER_INPUTS,
        trainedLanguages: Object.keys(parts.combiners).sort(),
      },
    },
  };
  return { bytes: encodeArtifact(header, { ...en.arrays, ml_weights: parts.weights }), languages };
}

export function buildModel(rows: CorpusRow[], opts: BuildOptions): BuiltModel {
  const english = experimentData(rows, opts.english);
  const fit: number[] = [];
  const stack: number[] = [];
  english.corpus.rows.forEach((r, i) => {
    if (r.kind === 'polished' && opts.polished === 'eval') return;
    if (english.split[i] === 'fit') fit.push(i);
    else if (english.split[i] === 'stack') stack.push(i);
  });
  const en = trainFromPrepared(english.corpus, fit, stack, opts.english, {
    data: ['fake-reviews-salminen/train.csv', 'modern-llm-fakes', 'llm-reviews-train'],
    polished: opts.polished,
    valRows: english.split.filter((s) => s === 'val').length,
  });

  const ml = multilingualData(rows, opts.multilingual);
  const sel = { polished: opts.polished };
  const parts = trainMultilingualParts(ml, opts.multilingual, sel);
  const languageReport = measureMultilingual(
    ml,
    parts,
    sel,
    opts.english.priorFake,
    opts.english.minWords,
  );
  const stamped = Object.keys(parts.combiners)
    .filter((l) => measured(languageReport[l]))
    .sort();
  const { bytes, languages } = withMultilingual(en, parts, stamped, opts.multilingual);
  return {
    bytes,
    english,
    multilingual: ml,
    languageReport,
    languages,
    log: [...en.log, `languages stamped: ${languages.join(', ')}`],
  };
}
