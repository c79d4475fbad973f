// `npx tsx ml/src/chat-framing-cli.ts`: how many texts of every source carry what sets the text
// model's floor (a chat assistant's framing or chat markdown, text-prep.ts): the measurement the rule
// rests on (ADR 135, 138). Every human text we hold — each corpus source in every language, the
// real-world files and Ott's truthful hotels — and every machine text.
import { readCorpus } from './corpus';
import { loadHumanSets } from './human-proxies';
import { prepareText } from '@reviewsentry/detector/text-model';
import { formatTable } from './table';

const counts = new Map<string, { n: number; framed: number }>();
const add = (key: string, text: string): void => {
  const c = counts.get(key) ?? { n: 0, framed: 0 };
  c.n++;
  if (prepareText(text).assistantFraming) c.framed++;
  counts.set(key, c);
};
for (const r of readCorpus())
  add(r.label === 0 ? `human ${r.source}` : `machine ${r.generator}`, r.text);
for (const h of loadHumanSets()) for (const t of h.texts) add(`human ${h.name}`, t);
const rows = [...counts].sort();
const total = (prefix: string): string => {
  const sel = rows.filter(([k]) => k.startsWith(prefix));
  return `${sel.reduce((s, [, c]) => s + c.framed, 0)} of ${sel.reduce((s, [, c]) => s + c.n, 0)}`;
};
console.log(
  formatTable(
    ['source', 'texts', 'framed'],
    rows.map(([k, c]) => [k, String(c.n), String(c.framed)]),
  ),
);
console.log(`\nhuman texts framed: ${total('human ')}; machine texts framed: ${total('machine ')}`);
