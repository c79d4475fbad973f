// `npx tsx ml/src/eval-products-short-text-cli.ts`: how well the text model judges very short texts, to
// choose the detector's MIN_WORDS. Takes the first k words of each Salminen validation row (the model's
// held-out split of train.csv) and reports accuracy per k. Results: docs/decisions/041-language-detection.md.
import { loadTextModel } from '@reviewsentry/detector';
import { SALMINEN_TRAIN } from './data';
import { readValidationRows } from './eval-products-data';

const model = loadTextModel();
const rows = readValidationRows(SALMINEN_TRAIN);
const out: { words: number; n: number; accuracy: number; fpr: number; tpr: number }[] = [];
for (const k of [4, 6, 8, 10, 12, 15, 20, 1000]) {
  let correct = 0;
  let n = 0;
  let fp = 0;
  let tp = 0;
  let neg = 0;
  for (const r of rows) {
    // Whole sentences only: a text cut mid-sentence looks like GPT-2's abrupt endings and would
    // overstate false positives. Keep the longest run of leading sentences with at most k words.
    const sentences = r.text.match(/[^.!?]+[.!?]+/g) ?? [r.text];
    let prefix = '';
    let count = 0;
    for (const sentence of sentences) {
      const w = sentence.trim().split(/\s+/).filter(Boolean).length;
      if (count + w > k) break;
      prefix += sentence;
      count += w;
    }
    if (count === 0 || (k !== 1000 && count < k / 2)) continue;
    const p = model.score(prefix.trim()).probability;
    if (p >= 0.5 === r.fake) correct++;
    if (r.fake && p >= 0.5) tp++;
    if (!r.fake && p >= 0.5) fp++;
    if (!r.fake) neg++;
    n++;
  }
  const r4 = (x: number) => Math.round(x * 10_000) / 10_000;
  // fpr: genuine texts called fake (the harm to honest reviewers); tpr: machine texts caught.
  out.push({ words: k, n, accuracy: r4(correct / n), fpr: r4(fp / neg), tpr: r4(tp / (n - neg)) });
}
console.table(out);
console.log(
  JSON.stringify({
    model: { id: model.id, version: model.version },
    rows: rows.length,
    prefixes: out,
  }),
);
