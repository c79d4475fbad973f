// A file of several products in one sentence: how many products got each verdict, the gravest first. Said instead of
// a blended verdict (one product's fake reviews say nothing about another's).
import { statusTone } from '../status-colors';

const toneRank = (tone: string) => ({ red: 0, yellow: 1 })[tone] ?? 2;

export function productsSentence(statuses: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const order = [...counts].sort(
    ([a], [b]) => toneRank(statusTone(a)) - toneRank(statusTone(b)) || a.localeCompare(b),
  );
  return `Each product was judged on its own reviews: ${order
    .map(([status, n]) => `${n} ${status}`)
    .join(', ')}.`;
}
