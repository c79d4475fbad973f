import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { isoDay } from '../dates';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews, rng } from '../test-fixtures/review-texts';
import { detectBursts, paceText } from './bursts';

const START = 19_700; // 2023-12-09

/** A Poisson count with mean `rate` (Knuth's sampler: fine for the rates used here). */
function poisson(next: () => number, rate: number): number {
  let k = 0;
  for (let p = next(); p > Math.exp(-rate); p *= next()) k++;
  return k;
}

/** Reviews arriving day by day at `rateOf(day)` per day (day 0 = START + offset), J-shaped ratings. */
function arrivals(days: number, rateOf: (d: number) => number, seed: number, offset = 0): Review[] {
  const next = rng(seed);
  const counts = Array.from({ length: days }, (_, d) => poisson(next, rateOf(d)));
  const texts = distinctReviews(
    counts.reduce((a, b) => a + b, 0),
    seed,
  );
  const out: Review[] = [];
  counts.forEach((k, d) => {
    for (let i = 0; i < k; i++) {
      const n = out.length;
      out.push({
        ...(texts[n] as Review),
        id: `s${seed}-${n}`,
        rating: [5, 5, 4, 5, 3, 5, 1, 4, 5, 2][n % 10],
        date: isoDay(START + offset + d),
      });
    }
  });
  return out;
}

const steady = (days: number, rate: number, seed: number, offset = 0) =>
  arrivals(days, () => rate, seed, offset);

/** `count` reviews on day `day` (relative to START), all with the given rating. */
function campaign(count: number, day: number, rating = 5, seed = 77, prefix = 'c'): Review[] {
  return distinctReviews(count, seed).map((r, i) => ({
    ...r,
    id: `${prefix}${day}-${i}`,
    rating,
    date: isoDay(START + day),
  }));
}

const bursts = (reviews: Review[]) => detectBursts(prepare(reviews));

describe('detectBursts: campaigns', () => {
  it('flags a day with a campaign of reviews', () => {
    const burst = campaign(25, 120, 5);
    const result = bursts([...steady(200, 1, 5), ...burst]);
    expect(result.alerts).toHaveLength(1);
    const alert = result.alerts[0];
    expect(alert?.code).toBe('review_burst');
    expect(alert?.metrics?.burst_days).toBe(1);
    expect(alert?.evidence).toEqual(expect.arrayContaining(burst.map((r) => r.id)));
    expect(result.flags.every((f) => !f.strong && f.code === 'review_burst')).toBe(true);
  });

  it('calls 40 five-star reviews in two days on a product of one a day critical, in exact words', () => {
    // One review a day for 200 days, ratings cycling 5, 4, 3: the baseline is exactly known.
    const base: Review[] = distinctReviews(200, 3).map((r, d) => ({
      ...r,
      id: `b${d}`,
      rating: [5, 4, 3][d % 3],
      date: isoDay(START + d),
    }));
    const result = bursts([...base, ...campaign(20, 120), ...campaign(20, 121, 5, 78)]);
    const alert = result.alerts[0];
    // Days 120 and 121 each hold 21 reviews: 20 of the campaign and one of the baseline (ratings 3 and 5).
    expect(alert).toMatchObject({
      severity: 'critical',
      message:
        '42 reviews were posted on 2 days of unusual activity (2024-04-07 and 2024-04-08); the busiest, ' +
        '2024-04-07, had 21 where ' +
        "the product's own pace in the surrounding weeks is about 1.2 a day. " +
        '41 of the 42 rated reviews posted from 2024-04-07 to 2024-04-08 give 5 stars.',
      metrics: expect.objectContaining({ burst_days: 2, reviews_in_bursts: 42, max_day_count: 21 }),
    });
    expect(alert?.evidence).toHaveLength(42);
    expect(result.flags).toHaveLength(42);
    expect(result.flags[0]?.message).toBe(
      'Posted on 2024-04-07, one of 21 reviews that day, where about 1.2 a day is usual for this product.',
    );
  });

  // The days are named so a shopper can check them against the reviews' dates; past five, how many more.
  it('names the burst days, up to five, and how many more', () => {
    const base: Review[] = distinctReviews(200, 3).map((r, d) => ({
      ...r,
      id: `b${d}`,
      rating: [5, 4, 3][d % 3],
      date: isoDay(START + d),
    }));
    const days = [20, 50, 80, 110, 140, 170];
    const spikes = days.flatMap((d, k) => campaign(20, d, 5, 1000 + k));
    const alert = bursts([...base, ...spikes]).alerts[0];
    expect(alert?.metrics?.burst_days).toBe(6);
    expect(alert?.message).toMatch(
      /^126 reviews were posted on 6 days of unusual activity \(2023-12-29, 2024-01-28, 2024-02-27, 2024-03-28, 2024-04-27 and 1 more day\); the busiest/u,
    );
  });

  it('keeps a burst of mixed ratings at warning', () => {
    const mixed = campaign(30, 120).map((r, i) => ({ ...r, rating: [5, 4, 2, 1, 3][i % 5] }));
    const alert = bursts([...steady(200, 1, 5), ...mixed]).alerts[0];
    expect(alert?.severity).toBe('warning');
    expect(alert?.message).toMatch(
      /^31 reviews were posted on 2024-04-07, where the product's own pace/u,
    );
  });

  it('detects every seeded campaign of 30 in a day or 40 in two on products of up to two a day', () => {
    for (const rate of [0.3, 1, 2])
      for (let seed = 1; seed <= 20; seed++) {
        const base = steady(200, rate, seed);
        const oneDay = bursts([...base, ...campaign(30, 130)]);
        const twoDays = bursts([...base, ...campaign(20, 130), ...campaign(20, 131, 5, 79)]);
        expect(oneDay.alerts, `rate ${rate} seed ${seed}`).toHaveLength(1);
        expect(twoDays.alerts, `rate ${rate} seed ${seed}`).toHaveLength(1);
      }
  });
});

describe('detectBursts: honest products stay quiet', () => {
  it('for steady traffic of any pace, including a product whose pace picks up', () => {
    for (const rate of [0.3, 1, 3, 10])
      for (let seed = 1; seed <= 10; seed++)
        expect(bursts(steady(300, rate, seed)).alerts, `rate ${rate} seed ${seed}`).toEqual([]);
    const rampUp = [...steady(100, 0.3, 9), ...steady(100, 4, 10, 100)];
    expect(bursts(rampUp).alerts).toEqual([]);
  });

  it('for holiday seasons: weeks of rising traffic, Black Friday and gift days, two years running', () => {
    // 2 a day, rising from mid-November to 15 a day at Christmas and back by late January, with sale days
    // (Black Friday, Cyber Monday) at 25 and the days after Christmas at 35.
    const year = (d: number) => (d < 200 ? 0 : 366); // days after START (2023-12-09); 2024 is a leap year
    const christmas = (d: number) => d - (16 + year(d)); // 0 on Dec 25
    const rate = (d: number) => {
      const c = christmas(d);
      if (c >= 0 && c <= 3) return 35;
      if (c === -29 || c === -26) return 25; // Black Friday and Cyber Monday, about a month before
      return 2 + Math.max(0, 13 * (1 - Math.abs(c) / 35));
    };
    for (let seed = 1; seed <= 10; seed++)
      expect(bursts(arrivals(420, rate, seed)).alerts, `seed ${seed}`).toEqual([]);
  });

  it('for launch week: a product whose first week is its busiest', () => {
    const launch = [14, 12, 11, 9, 8, 6, 5];
    for (let seed = 1; seed <= 10; seed++)
      expect(bursts(arrivals(200, (d) => launch[d] ?? 2, seed)).alerts, `seed ${seed}`).toEqual([]);
  });

  it('for a shop that stamps each week’s reviews with one weekday', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const reviews = steady(364, 3, seed).map((r) => {
        const day = Math.floor((Date.parse(r.date as string) / 86_400_000 - START) / 7) * 7;
        return { ...r, date: isoDay(START + day) };
      });
      expect(bursts(reviews).alerts, `seed ${seed}`).toEqual([]);
    }
  });
});

describe('detectBursts: only dates known to the day', () => {
  const monthOnly = (count: number, seed: number): Review[] =>
    distinctReviews(count, seed).map((r, i) => ({
      ...r,
      id: `m${seed}-${i}`,
      date: '2024-03',
      date_precision: 'month' as const,
    }));
  const relative = (count: number, seed: number): Review[] =>
    distinctReviews(count, seed).map((r, i) => ({
      ...r,
      id: `r${seed}-${i}`,
      date_precision: 'relative' as const,
      date_text: '10 months ago',
    }));

  it('never turns month-precise or relative dates into a spike', () => {
    const result = bursts([...steady(200, 1, 5), ...monthOnly(60, 8), ...relative(60, 9)]);
    expect(result).toMatchObject({ alerts: [], flags: [] });
    // The same 60 reviews pinned to the first of their month would look like a campaign: that is why they
    // are never pinned.
    const pinned = monthOnly(60, 8).map((r) => ({ ...r, date: '2024-03-01' }));
    expect(bursts([...steady(200, 1, 5), ...pinned]).alerts).toHaveLength(1);
  });

  it('needs dates', () => {
    expect(bursts(distinctReviews(100))).toMatchObject({ alerts: [], flags: [] });
    expect(bursts([...monthOnly(100, 3), ...relative(100, 4)])).toMatchObject({
      alerts: [],
      flags: [],
    });
  });
});

describe('detectBursts: several products in one set', () => {
  const of = (reviews: Review[], product: string) =>
    reviews.map((r) => ({
      ...r,
      id: `${product}-${r.id}`,
      product_id: product,
      product_name: `Kettle ${product}`,
    }));

  it('judges each product against its own pace', () => {
    // B is launched on day 100 at 20 a day: on A's timeline that would be a burst, on B's own it is its start.
    const a = of(steady(200, 1, 5), 'A');
    const b = of(
      arrivals(100, (d) => (d < 3 ? 20 : 8), 6, 100),
      'B',
    );
    expect(bursts([...a, ...b]).alerts).toEqual([]);
  });

  it('names the product of a burst', () => {
    const a = of(
      [...steady(200, 1, 5), ...campaign(30, 120).map((r) => ({ ...r, rating: 3 }))],
      'A',
    );
    const b = of(steady(200, 1, 6), 'B');
    const alert = bursts([...a, ...b]).alerts[0];
    expect(alert?.message).toMatch(
      /^31 reviews of Kettle A were posted on 2024-04-07, where that product's own pace/u,
    );
    expect(alert?.metrics?.products_with_bursts).toBe(1);
  });
});

describe('paceText', () => {
  it.each([
    [12.4, 'about 12 a day'],
    [1.24, 'about 1.2 a day'],
    [0.61, 'about 0.6 a day'],
    [0.3, 'about 1 every 3 days'],
    [0.04, 'about 1 every 25 days'],
  ])('%d -> %s', (pace, text) => expect(paceText(pace)).toBe(text));
});

// The coverage statement counts a review as covered by the timing check only when the pace test could run on its
// product: 20 or more reviews dated to the day, over more than one day. Twelve dated reviews, or thirty all on one
// day, were "covered by timing" though no pace was ever measured.
describe('what the timing check covers', () => {
  const dated = (count: number, dayOf: (i: number) => number): Review[] =>
    distinctReviews(count, 9).map((r, i) => ({ ...r, date: isoDay(START + dayOf(i)) }));
  const covered = (reviews: Review[]) => {
    const product = prepare(reviews);
    const { covers } = detectBursts(product);
    return product.reviews.filter((r) => covers?.(r) === true).length;
  };

  it('covers no review where no pace could be measured', () => {
    expect(covered(dated(12, (i) => i * 3))).toBe(0);
    expect(covered(dated(30, () => 0))).toBe(0);
  });

  it('covers every review dated to the day where the pace test ran', () => {
    expect(covered(dated(30, (i) => i * 2))).toBe(30);
    expect(covered([...dated(30, (i) => i * 2), { id: 'x', text: 'Undated review text.' }])).toBe(
      30,
    );
  });
});
