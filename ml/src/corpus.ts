// Every labelled review text we have, in one shape: Salminen (GPT-2 vs Amazon), the modern-LLM fakes,
// and llm-reviews-train (GPT-4 in ten languages, LLM rewrites, six pre-2021 human sources). Each row
// names its generator, language, domain and source file, so that folds can hold out a generator or a
// human source whole and every figure can be broken down by language and domain.
import { existsSync, readdirSync } from 'node:fs';
import { sharedDataPath } from './paths';
import { MODERN_FAKES, SALMINEN_TRAIN, readCsv } from './data';
import { loadHumanSets, type Written } from './human-proxies';

/** fake = machine-written from scratch; polished = a human review rewritten by an LLM; genuine = human. */
export type Kind = 'fake' | 'polished' | 'genuine';

export interface CorpusRow {
  text: string;
  /** 1 = machine-written (fake or polished), 0 = human. */
  label: 0 | 1;
  kind: Kind;
  /** 'human' for genuine rows; otherwise the model that wrote the text. */
  generator: string;
  /** ISO 639-1. */
  language: string;
  domain: string;
  /** The file (human sources: the dataset) the row came from; FP rates are reported per source. */
  source: string;
  /**
   * Split stratum: rows of one group are spread evenly over fit/stack/val. Generator and language
   * for machine rows, source and language for human rows.
   */
  group: string;
}

export const LLM_REVIEWS_DIR = sharedDataPath('llm-reviews-train');

/** Short names of the llm-reviews-train files (file name without extension and label prefix). */
function sourceName(file: string): string {
  return file.replace(/\.csv$/, '').replace(/^(fake|genuine|polished)_/, '');
}

export function readSalminenCorpus(path = SALMINEN_TRAIN): CorpusRow[] {
  return readCsv(path).map((r) => {
    const fake = r.label === 'CG';
    return {
      text: r.text_ ?? '',
      label: fake ? 1 : 0,
      kind: fake ? 'fake' : 'genuine',
      generator: fake ? 'gpt-2' : 'human',
      language: 'en',
      domain: 'product',
      source: fake ? 'salminen-cg' : 'salminen-or',
      group: fake ? 'CG' : 'OR',
    } satisfies CorpusRow;
  });
}

export function readModernCorpus(path = MODERN_FAKES): CorpusRow[] {
  return readCsv(path).map((r) => ({
    text: r.text ?? '',
    label: 1,
    kind: 'fake',
    generator: r.generator ?? 'unknown',
    language: 'en',
    domain: 'product',
    source: 'modern-llm-fakes',
    group: r.generator ?? 'unknown',
  }));
}

/** All llm-reviews-train files (skipped when the folder is absent). */
export function readLlmReviewsCorpus(dir = LLM_REVIEWS_DIR): CorpusRow[] {
  if (!existsSync(dir)) return [];
  const out: CorpusRow[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.csv')) continue;
    const source = sourceName(file);
    for (const r of readCsv(`${dir}/${file}`)) {
      const kind = r.label as Kind;
      if (kind !== 'fake' && kind !== 'polished' && kind !== 'genuine') continue;
      const generator = kind === 'genuine' ? 'human' : (r.generator ?? 'unknown');
      const language = r.language ?? 'en';
      out.push({
        text: r.text ?? '',
        label: kind === 'genuine' ? 0 : 1,
        kind,
        generator,
        language,
        domain: r.domain ?? 'unknown',
        source: kind === 'polished' ? source : kind === 'genuine' ? source : `${source}`,
        group: `${kind === 'genuine' ? source : generator + ':' + source}:${language}`,
      });
    }
  }
  return out;
}

/** Human sources written before chat models existed (the README's dates); the others are unknown. */
const PRE_2021 = new Set([
  'datafiniti-amazon-devices',
  'salminen-or',
  'amazon-blitzer-2007_product',
  'amazon-mcauley-2014_product',
  'imdb-2011_movie',
  'uci-sentences-2015_short',
  'chnsenticorp_hotel_zh',
  'magaza-yorumlari_product_tr',
]);

export function writtenOf(source: string): Written {
  return PRE_2021.has(source) ? 'pre-2021' : 'unknown';
}

/**
 * Human texts of the real-world files trained on (human-proxies.ts; written before 2021). Every other
 * real-world file and Ott's truthful hotels stay unseen, and are measured as such.
 */
export const TRAINING_HUMAN_SETS: readonly string[] = [];

function humanSetRows(names: readonly string[]): CorpusRow[] {
  return loadHumanSets()
    .filter((h) => names.includes(h.name))
    .flatMap((h) =>
      h.texts.map((text) => ({
        text,
        label: 0 as const,
        kind: 'genuine' as const,
        generator: 'human',
        language: 'en',
        domain: h.domain,
        source: h.name,
        group: `${h.name}:en`,
      })),
    );
}

/**
 * Salminen train + modern fakes + llm-reviews-train + the real-world human sets named. Salminen
 * test.csv is never part of it.
 */
export function readCorpus(trainingHumans: readonly string[] = TRAINING_HUMAN_SETS): CorpusRow[] {
  return [
    ...readSalminenCorpus(),
    ...readModernCorpus(),
    ...readLlmReviewsCorpus(),
    ...humanSetRows(trainingHumans),
  ];
}
