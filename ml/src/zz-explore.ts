import { loadTextModel } from '@reviewsentry/detector';
import { readCorpus } from './corpus';
import { splitThreeWay } from './data';
import { countWords } from './prepared-corpus';
const model = loadTextModel(process.argv[2]);
const rows = readCorpus().filter((r) => r.language !== 'en');
const s = splitThreeWay(rows.map((r, i) => ({ group: r.group, i })), 20240611);
const split: string[] = [];
for (const k of ['fit', 'stack', 'val'] as const) for (const x of s[k]) split[x.i] = k;
const acc: Record<string, [number, number]> = {};
rows.forEach((r, i) => {
  if (!model.languages.includes(r.language) || countWords(r.text) < model.minWords) return;
  if (r.kind === 'polished') return;
  const p = model.score(r.text, r.language).probability >= 0.5 ? 1 : 0;
  const key = `${r.language} ${r.label ? 'M' : 'H'} ${r.source} ${split[i]}`;
  const a = (acc[key] ??= [0, 0]);
  a[0] += p; a[1]++;
});
for (const [k, [f, n]] of Object.entries(acc).sort()) console.log(k.padEnd(60), n, (f / n).toFixed(3));
