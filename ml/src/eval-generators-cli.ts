// `npm run eval:generators [-- --format json|table|markdown|both --seed N --folds a,b --out <json>]`
// (or `-- --from <json> --format markdown` to print the tables of a saved report again):
// leave-one-generator-out for every generator we have (docs/model-card.md). English: each generator in
// turn is left out of training entirely (GPT-2, the four modern ones, GPT-4; the two rewrite sets are
// folds of their own, reported apart), then its texts of ≥ 10 words are scored; every fold also
// reports how many texts of every human source it flags (validation rows of the sources trained on,
// all rows of those never seen), by length, formatting and domain. Other languages: GPT-4 is the
// only generator there, so their figures are validation rows of the same generator, plus the Russian
// rewrite set as an unseen generator. The last English row is the shipped recipe.
// `--baseline <dir>` also scores the same held-out and human texts with the text model of another
// checkout (<dir>/packages/detector/src/text-model and <dir>/models/text-model-v1.bin, e.g.
// `git worktree add .tmp/main-checkout main`) and compares recall at fixed false-positive rates;
// `--baseline-trained` names the generators that model was trained on (marked in the table), and
// `--baseline-logo` retrains the checkout's own format-2 recipe without each of them instead (its
// leave-one-out; the checkout then needs a node_modules of its own, as bench/ab.ts prepares).
// The recipe is measured with its reference path (ADR 138, 153: `--reference-from <format-2 artifact>`,
// ml/reference by default; `none` for the text layer alone). That reference was trained on GPT-2 and the
// four modern generators, so their folds are not leave-one-out for it (the GPT-2 fold is refused) —
// unless `--reference-logo`, with `--baseline-logo`: the baseline checkout's format-2 recipe retrained
// without the held-out generator is then both the fold's baseline and its reference.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { parseFlags, resolveUserPath } from './cli-args';
import { readCorpus } from './corpus';
import { formatGeneratorTables, summarise, type GeneratorReport } from './generator-report';
import { experimentData, runFold, type FoldReport, type Scorer } from './logo';
import { measureMultilingual, multilingualData, trainMultilingualParts } from './multilingual-eval';
import { DEFAULT_MULTILINGUAL_OPTIONS } from './multilingual-trainer';
import { FORMAT_2_REFERENCE } from './paths';
import { referenceFlags, referenceOptions } from './reference-flags';
import { DEFAULT_TRAIN_OPTIONS } from './train-pipeline';

/** Generators that wrote reviews from scratch, and the sets that rewrote human reviews. */
export const WRITERS = [
  'gpt-2',
  'deepseek-v4-pro',
  'glm-5.2',
  'lfm2.5-1.2b-instruct',
  'lfm2.5-350m',
  'gpt-4',
];
export const REWRITERS = ['gpt-4-turbo-preview', 'gemini-1.0-pro'];

const flags = z
  .object({
    format: z.enum(['json', 'table', 'markdown', 'both']).default('both'),
    seed: z.coerce.number().int().default(DEFAULT_TRAIN_OPTIONS.seed),
    folds: z.string().default([...WRITERS, ...REWRITERS, 'none'].join(',')),
    out: z
      .string()
      .transform((p) => resolveUserPath(p))
      .optional(),
    from: z
      .string()
      .transform((p) => resolveUserPath(p))
      .optional(),
    baseline: z
      .string()
      .transform((p) => resolveUserPath(p))
      .optional(),
    'baseline-label': z.string().default('main'),
    'baseline-trained': z.string().default(''),
    'baseline-logo': z.enum(['true', 'false']).default('false'),
    'reference-logo': z.enum(['true', 'false']).default('false'),
    ...referenceFlags({ ...DEFAULT_TRAIN_OPTIONS, referenceFrom: FORMAT_2_REFERENCE }),
  })
  .parse(parseFlags(process.argv.slice(2)));

/** The text model of another checkout, loaded by that checkout's own code. */
async function loadBaseline(dir: string): Promise<Scorer> {
  const entry = path.join(dir, 'packages', 'detector', 'src', 'text-model', 'index.ts');
  const mod = (await import(pathToFileURL(entry).href)) as {
    loadTextModel: (file: string) => Scorer;
  };
  return mod.loadTextModel(path.join(dir, 'models', 'text-model-v1.bin'));
}

interface Format2Recipe {
  readSalminen: (file: string) => { group: string }[];
  readModernFakes: (file: string) => { group: string }[];
  SALMINEN_TRAIN: string;
  MODERN_FAKES: string;
  splitThreeWay: <T extends { group: string }>(rows: T[], seed: number) => { fit: T[]; stack: T[] };
  trainTextModel: (fit: unknown[], stack: unknown[], opts: object) => { bytes: Uint8Array };
  DEFAULT_TRAIN_OPTIONS: object;
  textModelFromBytes: (bytes: Uint8Array) => Scorer;
}

/**
 * The baseline checkout's own leave-one-out model for a generator it was trained on: its format-2
 * recipe (Salminen train.csv and the modern fakes, ADR 033) retrained without that generator, by its
 * own code. The checkout needs a node_modules whose workspace packages are its own (bench/ab.ts
 * prepares one under the system's temporary folder).
 */
async function format2Recipe(dir: string): Promise<Format2Recipe> {
  const load = async (...p: string[]): Promise<Record<string, unknown>> =>
    (await import(pathToFileURL(path.join(dir, ...p)).href)) as Record<string, unknown>;
  const data = await load('ml', 'src', 'data.ts');
  const pipeline = await load('ml', 'src', 'train-pipeline.ts');
  const model = await load('packages', 'detector', 'src', 'text-model', 'index.ts');
  return { ...data, ...pipeline, ...model } as unknown as Format2Recipe;
}

/** The checkout's format-2 artifact retrained without the held-out generators. */
function baselineFoldBytes(recipe: Format2Recipe, heldOut: string[]): Uint8Array {
  const rows = [
    ...recipe.readSalminen(recipe.SALMINEN_TRAIN),
    ...recipe.readModernFakes(recipe.MODERN_FAKES).filter((r) => !heldOut.includes(r.group)),
  ];
  const { fit, stack } = recipe.splitThreeWay(rows, flags.seed);
  const opts = { ...recipe.DEFAULT_TRAIN_OPTIONS, seed: flags.seed };
  return recipe.trainTextModel(fit, stack, opts).bytes;
}

async function evaluate(baseline: Scorer | undefined): Promise<GeneratorReport> {
  const trainedOn = flags['baseline-trained'].split(',').filter(Boolean);
  const recipe =
    baseline && flags['baseline-logo'] === 'true' && flags.baseline
      ? await format2Recipe(flags.baseline)
      : null;
  const meta = {
    seed: flags.seed,
    threshold: 0.5,
    rewriters: REWRITERS,
    baseline: baseline
      ? {
          label: flags['baseline-label'],
          // Retrained without each generator it was trained on: nothing is marked as trained on.
          trained_on: recipe ? [] : trainedOn,
        }
      : null,
  };
  const rows = readCorpus();
  if (flags['reference-logo'] === 'true' && recipe === null)
    throw new Error('--reference-logo needs --baseline <format-2 checkout> --baseline-logo true.');
  const opts = {
    ...DEFAULT_TRAIN_OPTIONS,
    seed: flags.seed,
    ...referenceOptions(flags),
  };
  const data = experimentData(rows, opts);
  const folds: FoldReport[] = [];
  const foldDir = mkdtempSync(path.join(tmpdir(), 'reviewsentry-logo-'));
  for (const f of flags.folds.split(',')) {
    const held = f === 'none' ? [] : f.split('+');
    const retrained =
      recipe && held.length > 0 && held.every((g) => trainedOn.includes(g))
        ? baselineFoldBytes(recipe, held)
        : null;
    let foldOpts = opts;
    if (retrained && flags['reference-logo'] === 'true') {
      const file = path.join(foldDir, `reference-${f}.bin`);
      writeFileSync(file, retrained);
      foldOpts = { ...opts, referenceFrom: file };
    }
    folds.push(
      runFold(data, foldOpts, {
        heldOut: held,
        polished: 'train',
        minWords: opts.minWords,
        baseline: retrained ? recipe!.textModelFromBytes(retrained) : baseline,
      }),
    );
    console.error(`done: ${f} (${folds.at(-1)!.seconds} s)`);
    // A long run leaves its folds so far on disk (without the other languages until the end).
    if (flags.out) writeFileSync(flags.out, JSON.stringify(summarise(folds, {}, meta), null, 2));
  }
  rmSync(foldDir, { recursive: true, force: true });
  const mlOpts = { ...DEFAULT_MULTILINGUAL_OPTIONS, seed: flags.seed };
  const md = multilingualData(rows, mlOpts);
  const sel = { polished: 'eval' as const };
  const languages = measureMultilingual(
    md,
    trainMultilingualParts(md, mlOpts, sel),
    sel,
    mlOpts.priorFake,
    opts.minWords,
  );
  return summarise(folds, languages, meta);
}

/** A saved report summarised again from its folds (the tables follow this code). */
function fromSaved(file: string): GeneratorReport {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as GeneratorReport;
  return summarise(saved.folds, saved.languages, {
    seed: saved.seed,
    threshold: saved.threshold,
    rewriters: REWRITERS,
    baseline: saved.baseline ?? null,
  });
}

const report = flags.from
  ? fromSaved(flags.from)
  : await evaluate(flags.baseline ? await loadBaseline(flags.baseline) : undefined);
if (flags.out) writeFileSync(flags.out, JSON.stringify(report, null, 2));
if (flags.format === 'json' || flags.format === 'both')
  console.log(JSON.stringify(report, null, 2));
if (flags.format !== 'json')
  console.log(formatGeneratorTables(report, flags.format === 'markdown'));
