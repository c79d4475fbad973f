import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { isoDay } from '../dates';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews, rng } from '../test-fixtures/review-texts';
import { detectBursts } from './bursts';

const START = 19_700; // 2023-12-09

/** Reviews arriving as a Poisson process at `rate` per day over `days` days. */
function steady(days: number, rate: number, seed: number, offset = 0): Review[] {
  const next = rng(seed);
  const texts = distinctReviews(Math.ceil(days * rate * 2), seed);
  const out: Review[] = [];
  for (let d = 0; d < days; d++) {
    // Knuth's Poisson sampler: fine for small rates.
    let k = 0;
    for (let p = next(); p > Math.exp(-rate); p *= next()) k++;
    for (let i = 0; i < k && out.length < texts.length; i++) {
      out.push({
        ...(texts[out.length] as Review),
        id: `s${seed}-${out.length}`,
        date: isoDay(START + offset + d),
      });
    }
  }
  return out;
}

describe('detectBursts', () => {
  it('flags a day with a campaign of reviews', () => {
    const base = steady(200, 1, 5);
    const burst = distinctReviews(25, 77).map((r, i) => ({
      ...r,
      id: `b${i}`,
      date: isoDay(START + 120),
    }));
    const result = detectBursts(prepare([...base, ...burst]));
    expect(result.alerts).toHaveLength(1);
    const alert = result.alerts[0];
    expect(alert?.code).toBe('review_burst');
    expect(alert?.metrics?.burst_days).toBe(1);
    expect(alert?.evidence).toEqual(expect.arrayContaining(burst.map((r) => r.id)));
    expect(result.flags.every((f) => !f.strong && f.code === 'review_burst')).toBe(true);
  });

  it('stays quiet for steady traffic, including a product whose pace picks up', () => {
    for (const seed of [1, 2, 3])
      expect(detectBursts(prepare(steady(300, 2, seed))).alerts).toEqual([]);
    const rampUp = [...steady(100, 0.3, 9), ...steady(100, 4, 10, 100)];
    expect(detectBursts(prepare(rampUp)).alerts).toEqual([]);
  });

  it('needs dates', () => {
    expect(detectBursts(prepare(distinctReviews(100)))).toEqual({ alerts: [], flags: [] });
  });
});
