// Deterministic synthetic review exports for benchmarks and the streaming-memory test: realistic column
// names, prose with commas, doubled quotes and line breaks, several products. Same seed, same bytes.
import { createRng } from '@reviewsentry/test-support';

const WORDS = (
  'the this product works great really good bad quality price value battery screen sound fast slow ' +
  'delivery arrived broke after week month love hate would recommend again buy cheap expensive easy ' +
  'hard use setup instructions clear missing box size fits perfect small large color looks feels solid ' +
  'flimsy plastic metal gift daughter son husband wife kitchen daily happy disappointed returned'
).split(' ');

export const mulberry32 = createRng;

export const SYNTHETIC_HEADER =
  'review_id,product_id,product_name,reviewer,rating,date,title,review_text,verified_purchase,helpful_votes\r\n';

function quote(s: string): string {
  return /[",\r\n]/u.test(s) ? `"${s.replace(/"/gu, '""')}"` : s;
}

function sentence(rnd: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rnd() * WORDS.length)]!);
  const s = out.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** One data row (CRLF-terminated) of review number `i`. */
export function syntheticRow(i: number, rnd: () => number): string {
  const product = i % 50;
  const parts: string[] = [];
  const sentences = 1 + Math.floor(rnd() * 4);
  for (let s = 0; s < sentences; s++) parts.push(sentence(rnd, 3 + Math.floor(rnd() * 10)));
  let text = parts.join(rnd() < 0.5 ? ', ' : '. ') + '.';
  if (rnd() < 0.1) text += ' The "pro" version is better.';
  if (rnd() < 0.05) text += '\nEdit: still works.';
  const day = 1 + Math.floor(rnd() * 28);
  const month = 1 + Math.floor(rnd() * 12);
  const cells = [
    `R${i}`,
    `P${1000 + product}`,
    `Widget model ${product}, 2-pack`,
    `user${Math.floor(rnd() * 1e6)}`,
    String(1 + Math.floor(rnd() * 5)),
    `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    sentence(rnd, 3),
    text,
    rnd() < 0.8 ? 'TRUE' : 'FALSE',
    String(Math.floor(rnd() * 20)),
  ];
  return cells.map(quote).join(',') + '\r\n';
}

/** The export as a sequence of ~64 KB string chunks, never the whole file at once. */
export function* syntheticCsvChunks(rows: number, seed = 42): Generator<string> {
  const rnd = mulberry32(seed);
  let buf = SYNTHETIC_HEADER;
  for (let i = 0; i < rows; i++) {
    buf += syntheticRow(i, rnd);
    if (buf.length >= 65_536) {
      yield buf;
      buf = '';
    }
  }
  if (buf.length > 0) yield buf;
}
