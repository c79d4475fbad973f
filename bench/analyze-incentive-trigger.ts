// Benchmark: forms of the incentive signal's trigger test (signals/incentives.ts) over the 100,000 benchmark
// review bodies: the case-insensitive RegExp it uses, a first-letter scanner confirming with a sticky
// RegExp, lower-casing plus indexOf (a superset test: any "return", not only "return for"), and the exact
// forms ADR 093 measured: a char-code scan confirming words by char compares, case-folded char classes
// without /i, rare letters anchored with lookbehinds, toLowerCase plus a case-sensitive RegExp. Prints
// the wall time of each over rounds (and how many texts each finds); exits 0.
//
//   npx tsx bench/analyze-incentive-trigger.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { syntheticProduct } from './lib/analyze-fixtures';

const texts = syntheticProduct(Number(process.env.BENCH_REVIEWS ?? 100_000)).map((r) => r.text);
// The trigger exactly as signals/incentives.ts writes it.
const SOURCE = String.raw`exchange|free|discount|vine|provided|supplied|return\s+for|complimentary|sample`;
const TRIGGER = new RegExp(SOURCE, 'i');
const STICKY = new RegExp(SOURCE, 'iy');
const WORDS = [
  'exchange',
  'free',
  'discount',
  'vine',
  'provided',
  'supplied',
  'return',
  'complimentary',
  'sample',
];
const FIRST = new Uint8Array(128);
for (const w of WORDS) FIRST[w.charCodeAt(0)] = FIRST[w.charCodeAt(0) - 32] = 1;

function firstLetterScan(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return TRIGGER.test(text);
    if (FIRST[c] === 1) {
      STICKY.lastIndex = i;
      if (STICKY.test(text)) return true;
    }
  }
  return false;
}

// ADR 093's char-code scan: exact for a non-`u` /i RegExp, which folds ASCII letters only onto ASCII
// letters, so (c | 0x20) compares case-insensitively; `\s` is the RegExp's white space.
const SCAN_FIRST = new Uint8Array(128);
for (const letter of 'efdvpsrc') SCAN_FIRST[letter.charCodeAt(0)] = 1;

function charCodeScan(text: string): boolean {
  for (let i = 0; i <= text.length - 4; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c < 128 && SCAN_FIRST[c] === 1 && wordAt(text, i, c)) return true;
  }
  return false;
}

function wordAt(text: string, i: number, first: number): boolean {
  switch (first) {
    case 0x65:
      return rest(text, i, 'exchange');
    case 0x66:
      return rest(text, i, 'free');
    case 0x64:
      return rest(text, i, 'discount');
    case 0x76:
      return rest(text, i, 'vine');
    case 0x70:
      return rest(text, i, 'provided');
    case 0x73:
      return rest(text, i, 'supplied') || rest(text, i, 'sample');
    case 0x72:
      return rest(text, i, 'return') && forAfterSpace(text, i + 6);
    case 0x63:
      return rest(text, i, 'complimentary');
    default:
      return false;
  }
}

function rest(text: string, i: number, word: string): boolean {
  for (let k = 1; k < word.length; k++)
    if ((text.charCodeAt(i + k) | 0x20) !== word.charCodeAt(k)) return false;
  return true;
}

function forAfterSpace(text: string, j: number): boolean {
  let k = j;
  while (k < text.length && /\s/.test(text.charAt(k))) k++;
  return k > j && (text.charCodeAt(k) | 0x20) === 0x66 && rest(text, k, 'for');
}

const cls = (word: string) => [...word].map((c) => `[${c}${c.toUpperCase()}]`).join('');
const CLASSES = new RegExp(
  ['exchange', 'free', 'discount', 'vine', 'provided', 'supplied'].map(cls).join('|') +
    `|${cls('return')}\\s+${cls('for')}|${cls('complimentary')}|${cls('sample')}`,
);
const LOOKBEHIND =
  /[xfcvp](?:(?<=ex)change|(?<=f)ree|(?<=disc)ount|(?<=v)ine|(?<=prov)ided|(?<=sup)plied|(?<=return\s+f)or|(?<=comp)limentary|(?<=samp)le)/i;
const LOWER_SOURCE = new RegExp(SOURCE);

function lowerIndexOf(text: string): boolean {
  const lower = text.toLowerCase();
  return WORDS.some((w) => lower.includes(w));
}

const forms: [string, (text: string) => boolean][] = [
  ['RegExp /…/i (used)', (text) => TRIGGER.test(text)],
  ['first-letter scan + sticky RegExp', firstLetterScan],
  ['toLowerCase + indexOf (superset)', lowerIndexOf],
  ['char-code scan (exact)', charCodeScan],
  ['case-folded char classes, no /i (exact)', (text) => CLASSES.test(text)],
  ['rare letter + lookbehind (exact)', (text) => LOOKBEHIND.test(text)],
  ['toLowerCase + case-sensitive RegExp (exact)', (text) => LOWER_SOURCE.test(text.toLowerCase())],
];
console.log(
  `texts: ${texts.length}; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`,
);
for (let round = 0; round < 4; round++)
  for (const [name, test] of forms) {
    const start = performance.now();
    let hits = 0;
    for (const text of texts) if (test(text)) hits++;
    console.log(
      `round ${round + 1} ${name}: ${(performance.now() - start).toFixed(0)} ms, ${hits} texts`,
    );
  }
