// Sample weights that keep domain and length from standing in for the label. In our data machine texts
// are short product and hotel reviews while humans also wrote long reviews, movie reviews and one-line
// sentences; a model left alone learns "long → human", "hotel → machine". With domain-length balance
// every (domain, length band) cell that holds both classes gives each class half of its weight, so
// inside a cell only how a text is written separates them; cells of one class keep `singleClass` per
// segment (they still teach what human text looks like). Finally each class carries half the total.
import type { PreparedCorpus } from './prepared-corpus';

export type Balance = { kind: 'classes' } | { kind: 'domain-length'; singleClass: number };

/** Length bands of a segment, in characters. */
const LENGTH_BANDS = [100, 200, 350];

function band(chars: number): number {
  let b = 0;
  while (b < LENGTH_BANDS.length && chars >= LENGTH_BANDS[b]!) b++;
  return b;
}

/** Weights of the given segments (indexed by segment; other entries 0), mean 1 over them. */
export function segmentWeights(
  corpus: PreparedCorpus,
  segments: readonly number[],
  balance: Balance,
): Float32Array {
  const w = new Float32Array(corpus.segmentRow.length);
  const labelOf = (s: number): number => corpus.rows[corpus.segmentRow[s]!]!.label;
  if (balance.kind === 'domain-length') {
    const cellOf = (s: number): string => {
      const r = corpus.rows[corpus.segmentRow[s]!]!;
      return `${r.domain}|${band(r.segments[s - r.firstSegment]!.length)}`;
    };
    const counts = new Map<string, [number, number]>();
    for (const s of segments) {
      const c = counts.get(cellOf(s)) ?? [0, 0];
      c[labelOf(s)]!++;
      counts.set(cellOf(s), c);
    }
    for (const s of segments) {
      const [neg, pos] = counts.get(cellOf(s))!;
      const y = labelOf(s);
      w[s] = neg > 0 && pos > 0 ? (neg + pos) / (2 * (y === 1 ? pos : neg)) : balance.singleClass;
    }
  } else for (const s of segments) w[s] = 1;
  // Each class carries half of the total weight, and the mean weight is 1.
  const total = [0, 0];
  for (const s of segments) total[labelOf(s)]! += w[s]!;
  const n = segments.length;
  for (const s of segments) {
    const t = total[labelOf(s)]!;
    w[s] = t > 0 ? (w[s]! * n) / (2 * t) : 0;
  }
  return w;
}
