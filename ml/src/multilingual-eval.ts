// Building and measuring the non-English scorer: the split, training, int8 quantisation, and the
// per-language figures (recall on held-out machine rows, false positives on every human source).
import { MultilingualScorer, type LanguageCombinerSpec } from '@reviewsentry/detector/text-model';
import type { CorpusRow } from './corpus';
import { splitThreeWay } from './data';
import {
  MULTILINGUAL_COMBINER_INPUTS,
  prepareMultilingual,
  trainMultilingual,
  type MultilingualOptions,
  type PreparedMultilingual,
} from './multilingual-trainer';
import { countWords } from './prepared-corpus';

export type Split = 'fit' | 'stack' | 'val';

export interface MultilingualData {
  data: PreparedMultilingual;
  split: Split[];
  languages: string[];
}

/** Rows of every language but English; polished rows only when `polished` says they train. */
export function multilingualData(rows: CorpusRow[], opts: MultilingualOptions): MultilingualData {
  const { rows: other, split } = multilingualSplit(rows, opts.seed);
  const data = prepareMultilingual(other, opts.spec);
  const languages = [
    ...new Set(other.filter((r) => r.kind === 'fake').map((r) => r.language)),
  ].sort();
  return { data, split, languages };
}

/** The rows of every language but English and their one fixed fit/stack/val split (stratified by group). */
export function multilingualSplit(
  rows: readonly CorpusRow[],
  seed: number,
): { rows: CorpusRow[]; split: Split[] } {
  const other = rows.filter((r) => r.language !== 'en');
  const s = splitThreeWay(
    other.map((r, i) => ({ group: r.group, i })),
    seed,
  );
  const split: Split[] = new Array<Split>(other.length);
  for (const x of s.fit) split[x.i] = 'fit';
  for (const x of s.stack) split[x.i] = 'stack';
  for (const x of s.val) split[x.i] = 'val';
  return { rows: other, split };
}

export interface MultilingualModelParts {
  spec: MultilingualOptions['spec'];
  weights: Int8Array;
  weightScale: number;
  bias: number;
  combiners: Record<string, LanguageCombinerSpec>;
}

function quantise(w: Float32Array): { weights: Int8Array; scale: number } {
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const scale = max > 0 ? max / 127 : 1e-12;
  return {
    weights: Int8Array.from(w, (x) => Math.max(-127, Math.min(127, Math.round(x / scale)))),
    scale,
  };
}

export interface TrainSelection {
  /** Languages whose machine rows are left out of training (cross-lingual transfer). */
  heldOutLanguages?: string[];
  /** Polished (LLM-rewritten) rows: machine texts in training, or only measured. */
  polished: 'train' | 'eval';
}

export function trainMultilingualParts(
  md: MultilingualData,
  opts: MultilingualOptions,
  sel: TrainSelection,
): MultilingualModelParts {
  const held = new Set(sel.heldOutLanguages ?? []);
  const use = (r: CorpusRow): boolean =>
    !(r.label === 1 && held.has(r.language)) && !(r.kind === 'polished' && sel.polished === 'eval');
  const fit: number[] = [];
  const stack: number[] = [];
  md.data.rows.forEach((r, i) => {
    if (!use(r)) return;
    if (md.split[i] === 'fit') fit.push(i);
    else if (md.split[i] === 'stack') stack.push(i);
  });
  const trained = trainMultilingual(md.data, fit, stack, md.languages, opts);
  const { weights, scale } = quantise(trained.head.weights);
  // Combiners see the quantised head, as the run time does: refit them on its logits.
  const requantised = trainMultilingual(md.data, [], stack, md.languages, opts, {
    weights: Float32Array.from(weights, (x) => x * scale),
    bias: trained.head.bias,
  });
  return {
    spec: opts.spec,
    weights,
    weightScale: scale,
    bias: trained.head.bias,
    combiners: requantised.combiners,
  };
}

export interface RateOf {
  n: number;
  rate: number | null;
}

export interface LanguageReport {
  /** Machine rows of the validation split (≥ minWords words): recall. */
  machine_val: Record<string, RateOf>;
  /** Human rows of the validation split, per source: false-positive rate. */
  human_val: Record<string, RateOf>;
  /** Rows never trained on (polished when measured only, held-out languages): flag rate. */
  not_trained: Record<string, RateOf>;
}

export function measureMultilingual(
  md: MultilingualData,
  parts: MultilingualModelParts,
  sel: TrainSelection,
  priorFake: number,
  minWords: number,
  threshold = 0.5,
): Record<string, LanguageReport> {
  const scorer = new MultilingualScorer(
    parts.spec,
    parts.weights,
    parts.weightScale,
    parts.bias,
    parts.combiners,
    priorFake,
  );
  const held = new Set(sel.heldOutLanguages ?? []);
  const acc: Record<string, Record<string, Record<string, boolean[]>>> = {};
  md.data.rows.forEach((r, i) => {
    if (!(r.language in parts.combiners) || countWords(r.text) < minWords) return;
    const notTrained =
      (r.kind === 'polished' && sel.polished === 'eval') || (r.label === 1 && held.has(r.language));
    if (!notTrained && md.split[i] !== 'val') return;
    const flagged = 1 / (1 + Math.exp(-scorer.logits(r.text, r.language).logit)) >= threshold;
    const part = notTrained ? 'not_trained' : r.label === 1 ? 'machine_val' : 'human_val';
    const key = r.label === 1 ? `${r.generator} ${r.domain}` : r.source;
    ((acc[r.language] ??= {})[part] ??= {})[key] ??= [];
    acc[r.language]![part]![key]!.push(flagged);
  });
  const rate = (xs: boolean[]): RateOf => ({
    n: xs.length,
    rate: xs.length ? xs.filter(Boolean).length / xs.length : null,
  });
  const out: Record<string, LanguageReport> = {};
  for (const [language, parts2] of Object.entries(acc).sort()) {
    const conv = (p: Record<string, boolean[]> | undefined): Record<string, RateOf> =>
      Object.fromEntries(Object.entries(p ?? {}).map(([k, v]) => [k, rate(v)]));
    out[language] = {
      machine_val: conv(parts2.machine_val),
      human_val: conv(parts2.human_val),
      not_trained: conv(parts2.not_trained),
    };
  }
  return out;
}

export { MULTILINGUAL_COMBINER_INPUTS };
