// `npx tsx ml/src/two-path-cli.ts --chat <format-3 artifact> [--reference models/text-model-v1.bin]
//  [--held <generators>] [--margins 0,0.5,1] [--vetoes 1000,2,1] [--gate-words 0] [--format markdown]`:
// the reference model and a chat path combined by max (two-path.ts) for every margin and veto, on
// Salminen validation (accuracy, decisions differing from the reference), our chat answers, the
// validation rows of every other source (or, with --held, every row of the held-out generators the
// --chat fold never saw) and the human sources never trained on. Never reads test.csv.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_TEXT_MODEL_PATH, textModelFromBytes } from '@reviewsentry/detector/text-model';
import { CHAT_ANSWERS } from '../../packages/detector/src/text-model/fixtures/chat-answers';
import { parseFlags, resolveUserPath } from './cli-args';
import { readCorpus } from './corpus';
import { loadHumanSets } from './human-proxies';
import { englishSplit } from './logo';
import { countWords } from './prepared-corpus';
import { formatMarkdownTable, formatTable } from './table';
import {
  gatedReference,
  logitOf,
  measureRule,
  type PathLogits,
  type TwoPathGroups,
} from './two-path';
import { isSalminen } from './validation';

const numbers = (s: string): number[] => s.split(',').map(Number);
const flags = z
  .object({
    chat: z.string().transform((p) => resolveUserPath(p)),
    reference: z
      .string()
      .transform((p) => resolveUserPath(p))
      .default(DEFAULT_TEXT_MODEL_PATH),
    held: z.string().default(''),
    margins: z.string().default('0,0.5,1').transform(numbers),
    vetoes: z.string().default('1000,2,1').transform(numbers),
    'gate-words': z.coerce.number().int().min(0).default(0),
    'min-words': z.coerce.number().int().min(1).default(10),
    format: z.enum(['table', 'markdown']).default('table'),
  })
  .parse(parseFlags(process.argv.slice(2)));

const chat = textModelFromBytes(readFileSync(flags.chat));
const reference = textModelFromBytes(readFileSync(flags.reference));
const seed = 20240611;
const logits = (t: string): PathLogits => [
  gatedReference(t, logitOf(reference.score(t).probability), flags['gate-words']),
  logitOf(chat.score(t).probability),
];
const held = new Set(flags.held.split(',').filter(Boolean));
const { rows, split } = englishSplit(readCorpus(), seed);
const groups: TwoPathGroups = {
  salminen: [],
  chatAnswers: CHAT_ANSWERS.map(logits),
  machine: new Map(),
  human: new Map(),
};
const push = (m: Map<string, PathLogits[]>, k: string, l: PathLogits): void => {
  const list = m.get(k) ?? [];
  list.push(l);
  m.set(k, list);
};
rows.forEach((r, i) => {
  if (isSalminen(r)) {
    if (split[i] === 'val') groups.salminen.push({ y: r.label, logits: logits(r.text) });
    return;
  }
  if (countWords(r.text) < flags['min-words']) return;
  const isHeld = held.has(r.generator);
  if (r.label === 1 && held.size > 0 ? !isHeld : split[i] !== 'val') return;
  if (r.label === 1)
    push(groups.machine, isHeld ? `${r.generator} (held out)` : r.generator, logits(r.text));
  else push(groups.human, r.source, logits(r.text));
});
const inCorpus = new Set(rows.map((r) => r.source));
for (const h of loadHumanSets()) {
  if (inCorpus.has(h.name) || h.written === 'post-2022') continue;
  for (const t of h.texts)
    if (countWords(t) >= flags['min-words']) push(groups.human, `${h.name} *`, logits(t));
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
// Each path alone first: the reference (the chat path never decides) and the chat path (it always does).
const ALONE = 1e6;
const figures = [
  measureRule(groups, { margin: ALONE, veto: ALONE }),
  measureRule(groups, { margin: 0, veto: -ALONE }),
  ...flags.vetoes.flatMap((veto) =>
    flags.margins.map((margin) => measureRule(groups, { margin, veto })),
  ),
];
const ruleLabel = (r: { margin: number; veto: number }): [string, string] =>
  r.margin === ALONE
    ? ['reference alone', '']
    : r.veto === -ALONE
      ? ['chat path alone', '']
      : [r.veto >= 1000 ? '-' : String(r.veto), String(r.margin)];
const machineKeys = Object.keys(figures[0]?.machine ?? {});
const humanKeys = Object.keys(figures[0]?.human ?? {});
const headers = [
  'veto',
  'margin',
  'Salminen val acc',
  'differing',
  'chat answers',
  ...machineKeys,
  'human FP mean',
  'human FP max',
];
const table = figures.map((f) => [
  ...ruleLabel(f.rule),
  f.salminenAccuracy.toFixed(4),
  `${f.differing} (${(100 * f.differingRate).toFixed(2)} %)`,
  `${f.chatAnswersFlagged} of ${groups.chatAnswers.length}`,
  ...machineKeys.map((k) => pct(f.machine[k]!)),
  pct(f.humanMean),
  `${pct(f.humanMax.rate)} (${f.humanMax.source})`,
]);
const humanTable = figures.map((f) => [
  ...ruleLabel(f.rule),
  ...humanKeys.map((k) => pct(f.human[k]!)),
]);
const fmt = flags.format === 'markdown' ? formatMarkdownTable : formatTable;
console.log(
  `chat path ${flags.chat}, reference ${flags.reference}, Salminen val n ${groups.salminen.length}` +
    (flags['gate-words'] ? `, reference only from ${flags['gate-words']} words` : ''),
);
console.log(fmt(headers, table));
console.log(
  '\nhuman sources (flag rate; * = never trained on, all its texts; else validation rows):',
);
console.log(fmt(['veto', 'margin', ...humanKeys], humanTable));
