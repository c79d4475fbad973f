// Measures the text model's operating point for the share quantifier (docs/decisions/091, 151): its true-
// and false-positive rates at the decision threshold, for English on the stacking split's Salminen rows
// (CG machine-written, OR human), and for every other language the model judges on that language's
// stacking rows of the multilingual split (its GPT-4 fakes and its human reviews, of the model's minimum
// length: the only ones it scores in a product). The stacking splits are held out from the n-gram weights
// and are not the validation splits the product evaluation is chosen on, so `npm run eval:products --
// --split val` stays out of sample for English.
import { writeFileSync } from 'node:fs';
import {
  QUANTIFIER_FORMAT,
  artifactSha256,
  quantifierPathFor,
  type QuantifierFile,
  type TextModel,
} from '@reviewsentry/detector';
import type { CorpusRow } from './corpus';
import { multilingualSplit } from './multilingual-eval';
import { countWords } from './prepared-corpus';
import { isSalminen } from './validation';

type Row = Pick<CorpusRow, 'text' | 'label' | 'source'>;
type Scored = Pick<Row, 'text' | 'label'>;

const ENGLISH_MEASURED_ON =
  'stacking split of Salminen train.csv (CG and OR rows), raw text probabilities';

/** Stacking-split rows of the product population the quantifier is for: Salminen CG and OR. */
export function quantifierRows<T extends Row>(stack: readonly T[]): T[] {
  return stack.filter(isSalminen);
}

/**
 * Each judged language's stacking rows of the multilingual split (seeded as training seeds it): machine-
 * written ones (not LLM-polished human reviews, which the product does not call fake) and human ones, of
 * `minWords` words or more.
 */
export function languageQuantifierRows(
  corpus: readonly CorpusRow[],
  seed: number,
  languages: readonly string[],
  minWords: number,
): Map<string, CorpusRow[]> {
  const { rows, split } = multilingualSplit(corpus, seed);
  const out = new Map<string, CorpusRow[]>();
  for (const language of languages) if (language !== 'en') out.set(language, []);
  rows.forEach((r, i) => {
    if (split[i] !== 'stack' || r.kind === 'polished' || countWords(r.text) < minWords) return;
    out.get(r.language)?.push(r);
  });
  return out;
}

interface Rates {
  tpr: number;
  fpr: number;
  positives: number;
  negatives: number;
}

function rates(model: TextModel, rows: readonly Scored[], threshold: number, language?: string) {
  let positives = 0;
  let negatives = 0;
  let tp = 0;
  let fp = 0;
  for (const r of rows) {
    const above = model.score(r.text, language).probability >= threshold;
    if (r.label === 1) {
      positives++;
      if (above) tp++;
    } else {
      negatives++;
      if (above) fp++;
    }
  }
  if (positives === 0 || negatives === 0) return null;
  return { tpr: round6(tp / positives), fpr: round6(fp / negatives), positives, negatives };
}

/**
 * The quantifier file for `artifact`. `languageRows`: each other judged language's rows (version 2); a
 * language whose rows lack a class, or where the model flags humans as often as machines, gets no rates
 * and the detector bounds its count at the worst case (verdict/language-shares.ts).
 */
export function measureQuantifier(
  model: TextModel,
  rows: readonly Scored[],
  threshold: number,
  artifact: Uint8Array,
  languageRows?: ReadonlyMap<string, readonly Scored[]>,
): QuantifierFile {
  const english = rates(model, rows, threshold);
  if (english === null)
    throw new Error('The quantifier needs machine-written and human-written rows.');
  const head = {
    format: QUANTIFIER_FORMAT,
    version: 1,
    artifact_sha256: artifactSha256(artifact),
    threshold,
    ...english,
    measured_on: ENGLISH_MEASURED_ON,
  } as const;
  if (languageRows === undefined || languageRows.size === 0) return head;
  const languages: Record<string, Rates & { measured_on: string }> = {};
  for (const [language, own] of [...languageRows].sort(([a], [b]) => a.localeCompare(b))) {
    const r = rates(model, own, threshold, language);
    if (r === null || r.tpr <= r.fpr) continue;
    languages[language] = {
      ...r,
      measured_on: `stacking split of the ${language} rows of llm-reviews-train (machine-written and human, ${model.minWords} words or more), raw text probabilities`,
    };
  }
  return { ...head, version: 2, languages };
}

/** Writes the quantifier beside the artifact; returns the path written. */
export function writeQuantifier(modelPath: string, q: QuantifierFile): string {
  const file = quantifierPathFor(modelPath);
  writeFileSync(file, `${JSON.stringify(q, null, 2)}\n`);
  return file;
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
