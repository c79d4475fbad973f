// Benchmark: the short-copy and template search (signals/short-copies.ts) on products of short reviews,
// the case the 100,000-review benchmark product (40–80-word texts) does not exercise: a Flipkart-like
// product where every review is a one-liner (generic praise repeated thousands of times, specific
// one-liners, and a templated campaign), at 10,000 and 100,000 reviews. Prints the wall and CPU time of
// the search alone and the wall time of the whole duplicates signal over rounds, and what was found;
// exits 0.
//
//   npx tsx bench/short-copies.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Review } from '@reviewsentry/contracts';
import { createRng } from '@reviewsentry/test-support';
import { prepareReviews } from '../packages/detector/src/prepare';
import { detectDuplicates } from '../packages/detector/src/signals/duplicates';
import { detectShortCopies } from '../packages/detector/src/signals/short-copies';
import {
  honestShortReviews,
  templatedCampaign,
} from '../packages/detector/src/test-fixtures/short-reviews';

const VOCABULARY = Array.from({ length: 3000 }, (_, i) => `w${(i * 7919) % 100_003}`);

/**
 * Honest one-liners, and for three in ten of them a specific text of 3–9 words drawn at random from a
 * 3,000-word vocabulary (each written once: no shared shape), plus a 200-review templated campaign.
 */
function shortProduct(count: number): Review[] {
  const next = createRng(5);
  const specific = () =>
    Array.from(
      { length: 3 + Math.floor(next() * 7) },
      () => VOCABULARY[Math.floor(next() * VOCABULARY.length)] as string,
    ).join(' ');
  const honest = honestShortReviews(count - 200).map((r) =>
    next() < 0.3 ? { ...r, text: specific() } : r,
  );
  return [...honest, ...templatedCampaign(200, { days: 2 })];
}

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`,
);
for (const count of [10_000, 100_000]) {
  const { product } = prepareReviews(shortProduct(count));
  for (let round = 1; round <= 3; round++) {
    let t = performance.now();
    const cpu = process.cpuUsage();
    const short = detectShortCopies(product);
    const shortMs = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const shortCpuMs = (used.user + used.system) / 1000;
    t = performance.now();
    const all = detectDuplicates(product);
    const allMs = performance.now() - t;
    const flagged = short.flags.filter((f) => f.strong).length;
    console.log(
      `${count} short reviews, round ${round}: short-copy search ${shortMs.toFixed(0)} ms ` +
        `(CPU ${shortCpuMs.toFixed(0)} ms) ` +
        `(${flagged} flagged, ${short.alerts.length} alert), whole duplicates signal ${allMs.toFixed(0)} ms ` +
        `(${all.alerts.map((a) => a.code).join(', ')})`,
    );
  }
}
