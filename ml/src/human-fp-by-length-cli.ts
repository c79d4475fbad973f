// `npx tsx ml/src/human-fp-by-length-cli.ts [--model <artifact>] [--reference <artifact>]`: how often the text
// model flags human reviews of each source by length (words, ≥ 10 as the product scores), how often format 2
// (the reference, ml/reference by default) does, and how many of format 2's flags its GPT-2 head carries (its
// `ngram_gpt2` component above its other head's). All rows of every human source: the llm-reviews-train human
// files (the text layer trained on some of their rows), Salminen's OR rows (trained on) and the real-world
// exports (never trained on). For reading where false positives live, not for choosing anything.
import { DEFAULT_TEXT_MODEL_PATH, loadTextModel } from '@reviewsentry/detector/text-model';
import { z } from 'zod';
import { parseFlags, userPathFlag } from './cli-args';
import { readLlmReviewsCorpus, readSalminenCorpus } from './corpus';
import { loadHumanSets } from './human-proxies';
import { FORMAT_2_REFERENCE } from './paths';
import { countWords } from './prepared-corpus';
import { formatTable } from './table';

const flags = z
  .object({
    model: userPathFlag(DEFAULT_TEXT_MODEL_PATH),
    reference: userPathFlag(FORMAT_2_REFERENCE),
  })
  .parse(parseFlags(process.argv.slice(2)));

const BANDS: [string, number, number][] = [
  ['10-19', 10, 20],
  ['20-29', 20, 30],
  ['30-49', 30, 50],
  ['50+', 50, Number.POSITIVE_INFINITY],
];
const model = loadTextModel(flags.model);
const reference = loadTextModel(flags.reference);

const sources = new Map<string, string[]>();
const add = (source: string, text: string) => {
  if (countWords(text) >= 10)
    (sources.get(source) ?? sources.set(source, []).get(source)!).push(text);
};
for (const r of [...readLlmReviewsCorpus(), ...readSalminenCorpus()])
  if (r.label === 0 && r.language === 'en') add(r.source, r.text);
for (const h of loadHumanSets()) for (const t of h.texts) add(h.name, t);

const pct = (f: number, n: number) => (n === 0 ? '-' : `${((100 * f) / n).toFixed(1)} % of ${n}`);
const rows = [...sources].map(([source, texts]) => {
  const cells = BANDS.map(([, lo, hi]) => {
    const band = texts.filter((t) => countWords(t) >= lo && countWords(t) < hi);
    let flagged = 0;
    let byReference = 0;
    let gpt2 = 0;
    for (const t of band) {
      if (model.score(t).probability >= 0.5) flagged++;
      const s = reference.score(t);
      if (s.probability < 0.5) continue;
      byReference++;
      const c = s.components ?? {};
      if ((c['ngram_gpt2'] ?? 0) > (c['ngram_modern'] ?? 0)) gpt2++;
    }
    return `${pct(flagged, band.length)} (format 2: ${byReference}, GPT-2 head: ${gpt2})`;
  });
  return [source, ...cells];
});
console.log(formatTable(['human source (≥ 10 words)', ...BANDS.map(([b]) => `${b} words`)], rows));
