import { nonEnglishRows } from './eval-products-groups';
import { countWords } from './prepared-corpus';
const rows = nonEnglishRows()!;
for (const fake of [true, false]) {
  const xs = rows.filter((r) => r.fake === fake);
  const short = xs.filter((r) => countWords(r.text) < 10).length;
  console.log(fake ? 'fake' : 'human', xs.length, 'short', short, (short / xs.length).toFixed(3));
}
