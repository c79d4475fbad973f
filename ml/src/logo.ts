// Leave-one-generator-out for the English text model: train without one generator (every row it
// wrote, in every split), then measure how many of its texts are caught, how many texts of every
// human source are flagged, and the figures broken down by domain, length and chat formatting.
import { writeFileSync } from 'node:fs';
import { textModelFromBytes } from '@reviewsentry/detector/text-model';
import { writtenOf, type CorpusRow } from './corpus';
import { splitThreeWay } from './data';
import { loadHumanSets, type Written } from './human-proxies';
import { recallAtFpr, type FixedFprPoint } from './fixed-fpr';
import { binaryMetrics } from './metrics';
import { prepareCorpus, countWords, type PreparedCorpus } from './prepared-corpus';
import { trainFromPrepared, type TrainOptions } from './train-pipeline';
import { isSalminen } from './validation';
import { CHAT_ANSWERS } from '../../packages/detector/src/text-model/fixtures/chat-answers';

export type Split = 'fit' | 'stack' | 'val';

export interface ExperimentData {
  corpus: PreparedCorpus;
  split: Split[];
}

/** What a polished (LLM-rewritten human) text is in training: a machine text, or left out. */
export type PolishedUse = 'train' | 'eval';

/** The English rows and their one fixed fit/stack/val split (stratified by group, seeded). */
export function englishSplit(
  rows: CorpusRow[],
  seed: number,
): { rows: CorpusRow[]; split: Split[] } {
  const english = rows.filter((r) => r.language === 'en');
  const s = splitThreeWay(
    english.map((r, i) => ({ group: r.group, i })),
    seed,
  );
  const split: Split[] = new Array<Split>(english.length);
  for (const x of s.fit) split[x.i] = 'fit';
  for (const x of s.stack) split[x.i] = 'stack';
  for (const x of s.val) split[x.i] = 'val';
  return { rows: english, split };
}

/** English rows, prepared (n-gram matrix cached on disk), with their split. */
export function experimentData(rows: CorpusRow[], opts: TrainOptions): ExperimentData {
  const { rows: english, split } = englishSplit(rows, opts.seed);
  return { corpus: prepareCorpus(english, opts.spec), split };
}

export interface FoldOptions {
  /** Generators whose every row is left out of training ([] = the shipped model). */
  heldOut: string[];
  /** A human source left out of training too (its rows are then all measured). */
  heldOutHuman?: string;
  polished: PolishedUse;
  minWords: number;
  /** Where to write the fold's artifact (for inspection), if anywhere. */
  saveTo?: string;
  /** Another model scored on the same held-out and human texts (e.g. the one on main). */
  baseline?: Scorer;
}

export interface Scorer {
  score(text: string): { probability: number };
}

/** False-positive rates at which held-out recall is compared (human texts of the same domains). */
export const FIXED_FPRS = [0.01, 0.02];

export interface Rate {
  n: number;
  flagged: number;
  rate: number | null;
}

export interface HumanRate extends Rate {
  domain: string;
  written: Written;
  /** Trained on (then only its validation rows are measured) or never seen. */
  trained: boolean;
}

export interface FoldReport {
  held_out: string[];
  held_out_human: string | null;
  seconds: number;
  /** Recall on every row (≥ minWords words) of the held-out generators, and broken down. */
  held_out_recall: Rate;
  held_out_by: Record<string, Rate>;
  /** Validation rows of the machine sources still trained on (and polished rows not trained on). */
  machine_val: Record<string, Rate>;
  /** Flag rate of every human source: validation rows when trained on, all rows otherwise. */
  humans: Record<string, HumanRate>;
  salminen_val: { accuracy: number | null; roc_auc: number | null };
  /** Recall on the held-out generator and FP over the clean human sources at other priors. */
  priors: PriorSummary[];
  /** Our own hand-written chat answers (text-model fixtures): how many of them are flagged. */
  chat_answers_flagged: string;
  /**
   * Recall on the held-out generator at fixed false-positive rates on the human texts of its domains
   * (sources written before 2021 or of unknown date, Salminen's excluded: its own bar), by this fold's
   * model and by the baseline model on the same texts.
   */
  fixed_fpr: { pool: string[]; model: FixedFprPoint[]; baseline: FixedFprPoint[] | null };
}

function rate(flags: boolean[]): Rate {
  const flagged = flags.filter(Boolean).length;
  return { n: flags.length, flagged, rate: flags.length ? flagged / flags.length : null };
}

/**
 * The probability the same model gives when calibrated for another share of machine texts (the
 * prior only shifts the logit), so one trained fold reports several operating points.
 */
export function atPrior(p: number, trainedPrior: number, prior: number): number {
  if (p <= 0 || p >= 1) return p;
  const shift = Math.log(prior / (1 - prior)) - Math.log(trainedPrior / (1 - trainedPrior));
  return 1 / (1 + Math.exp(-(Math.log(p / (1 - p)) + shift)));
}

/** Operating points reported for every fold: the share of machine texts calibrated for. */
export const REPORTED_PRIORS = [0.5, 0.4, 0.3, 0.2, 0.1];

export interface PriorSummary {
  prior: number;
  held_out_recall: number | null;
  human_fp_mean: number | null;
  human_fp_max: number | null;
}

function lengthBand(chars: number): string {
  return chars < 200 ? '<200' : chars < 700 ? '200-699' : chars < 1200 ? '700-1199' : '>=1200';
}

function formatted(r: { structure: Float64Array }): boolean {
  return r.structure.some((v) => v !== 0);
}

export function runFold(
  data: ExperimentData,
  opts: TrainOptions,
  fold: FoldOptions,
  threshold = 0.5,
): FoldReport {
  const started = Date.now();
  const { corpus, split } = data;
  const held = new Set(fold.heldOut);
  const excluded = (r: CorpusRow): boolean =>
    held.has(r.generator) ||
    r.source === fold.heldOutHuman ||
    (r.kind === 'polished' && fold.polished === 'eval');
  const fit: number[] = [];
  const stack: number[] = [];
  corpus.rows.forEach((r, i) => {
    if (excluded(r)) return;
    if (split[i] === 'fit') fit.push(i);
    else if (split[i] === 'stack') stack.push(i);
  });
  const { bytes } = trainFromPrepared(corpus, fit, stack, opts);
  if (fold.saveTo) writeFileSync(fold.saveTo, bytes);
  const model = textModelFromBytes(bytes);

  const heldRows = corpus.rows.filter((r) => held.has(r.generator) && r.words >= fold.minWords);
  const heldProbs = heldRows.map((r) => model.score(r.text).probability);
  const heldFlags = heldProbs.map((p) => p >= threshold);
  const by: Record<string, boolean[]> = {};
  heldRows.forEach((r, i) => {
    for (const key of [
      `source ${r.source}`,
      `length ${lengthBand(r.text.length)}`,
      `formatted ${formatted(r) ? 'yes' : 'no'}`,
      `domain ${r.domain}`,
    ])
      (by[key] ??= []).push(heldFlags[i]!);
  });

  const machine: Record<string, boolean[]> = {};
  const human: Record<
    string,
    { probs: number[]; texts: string[]; domain: string; written: Written; trained: boolean }
  > = {};
  const salminen: { y: number; p: number }[] = [];
  corpus.rows.forEach((r, i) => {
    if (r.words < fold.minWords) return;
    const untrainedHuman = r.label === 0 && r.source === fold.heldOutHuman;
    const untrainedPolished =
      r.kind === 'polished' && fold.polished === 'eval' && !held.has(r.generator);
    if (!untrainedHuman && !untrainedPolished && (split[i] !== 'val' || excluded(r))) return;
    const p = model.score(r.text).probability;
    if (r.label === 1) {
      const key = untrainedPolished ? `${r.source} (not trained)` : `${r.source} (${r.generator})`;
      (machine[key] ??= []).push(p >= threshold);
    } else {
      const h = (human[r.source] ??= {
        probs: [],
        texts: [],
        domain: r.domain,
        written: writtenOf(r.source),
        trained: !untrainedHuman,
      });
      h.probs.push(p);
      h.texts.push(r.text);
      if (h.domain !== r.domain) h.domain = 'mixed';
    }
    if (isSalminen(r)) salminen.push({ y: r.label, p });
  });
  humanSets ??= loadHumanSets();
  const inCorpus = new Set(corpus.rows.map((r) => r.source));
  for (const h of humanSets.filter((x) => !inCorpus.has(x.name))) {
    const texts = h.texts.filter((t) => countWords(t) >= fold.minWords);
    human[h.name] = {
      probs: texts.map((t) => model.score(t).probability),
      texts,
      domain: h.domain,
      written: h.written,
      trained: false,
    };
  }
  const heldDomains = new Set(heldRows.map((r) => r.domain));
  const pool = Object.entries(human).filter(
    ([source, h]) =>
      heldDomains.has(h.domain) && h.written !== 'post-2022' && source !== 'salminen-or',
  );
  const poolProbs = pool.flatMap(([, h]) => h.probs);
  const baselineHeld = fold.baseline
    ? heldRows.map((r) => fold.baseline!.score(r.text).probability)
    : null;
  const baselinePool = fold.baseline
    ? pool.flatMap(([, h]) => h.texts.map((t) => fold.baseline!.score(t).probability))
    : null;
  const clean = Object.values(human).filter((h) => h.written !== 'post-2022' && h.probs.length > 0);
  const priors = REPORTED_PRIORS.map((prior) => {
    const at = (p: number): boolean => atPrior(p, opts.priorFake, prior) >= threshold;
    const fps = clean.map((h) => h.probs.filter(at).length / h.probs.length);
    return {
      prior,
      held_out_recall: heldProbs.length ? heldProbs.filter(at).length / heldProbs.length : null,
      human_fp_mean: fps.length ? fps.reduce((x, y) => x + y, 0) / fps.length : null,
      human_fp_max: fps.length ? Math.max(...fps) : null,
    };
  });
  const m = binaryMetrics(
    salminen.map((x) => x.y),
    salminen.map((x) => x.p),
    threshold,
  );
  return {
    held_out: fold.heldOut,
    held_out_human: fold.heldOutHuman ?? null,
    seconds: (Date.now() - started) / 1000,
    held_out_recall: rate(heldFlags),
    held_out_by: Object.fromEntries(Object.entries(by).map(([k, v]) => [k, rate(v)])),
    machine_val: Object.fromEntries(
      Object.entries(machine)
        .sort()
        .map(([k, v]) => [k, rate(v)]),
    ),
    humans: Object.fromEntries(
      Object.entries(human)
        .sort()
        .map(([k, h]) => [
          k,
          {
            ...rate(h.probs.map((p) => p >= threshold)),
            domain: h.domain,
            written: h.written,
            trained: h.trained,
          },
        ]),
    ),
    salminen_val: { accuracy: m.accuracy, roc_auc: m.roc_auc },
    priors,
    chat_answers_flagged: `${CHAT_ANSWERS.filter((t) => model.score(t).probability >= threshold).length} of ${CHAT_ANSWERS.length}`,
    fixed_fpr: {
      pool: pool.map(([source]) => source),
      model: FIXED_FPRS.map((f) => recallAtFpr(heldProbs, poolProbs, f)),
      baseline:
        baselineHeld && baselinePool
          ? FIXED_FPRS.map((f) => recallAtFpr(baselineHeld, baselinePool, f))
          : null,
    },
  };
}

let humanSets: ReturnType<typeof loadHumanSets> | null = null;
