import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MIN_JUDGED_REVIEWS, productStatus, shareVerdict } from './status';

describe('productStatus', () => {
  it.each([
    [0, 'Genuine'],
    [24.99, 'Genuine'],
    [25, 'Likely Fake'],
    [49.99, 'Likely Fake'],
    [50, 'Fake'],
    [50.01, 'Fake'],
    [100, 'Fake'],
  ] as const)('%d %% -> %s', (pct, status) => expect(productStatus(pct)).toBe(status));
});

describe('shareVerdict', () => {
  it('rounds to 2 decimals and decides on the reported number', () => {
    // 1 of 3 = 33.333… -> 33.33
    expect(shareVerdict(1, 3).fake_percentage).toBe(33.33);
    // 2,4998 of 10,000 … and 24.996 % is reported as 25.00 % and therefore 'Likely Fake'.
    expect(shareVerdict(6249, 25_000)).toMatchObject({
      fake_percentage: 25,
      product_status: 'Likely Fake',
    });
    expect(shareVerdict(6247, 25_000)).toMatchObject({
      fake_percentage: 24.99,
      product_status: 'Genuine',
    });
  });

  it('flags low confidence for few reviews or an interval that spans another band', () => {
    expect(shareVerdict(0, 10).low_confidence).toBe(true);
    expect(shareVerdict(0, 4).low_confidence).toBe(true);
    expect(shareVerdict(0, 400).low_confidence).toBe(false);
    expect(shareVerdict(48, 100).low_confidence).toBe(true);
    expect(shareVerdict(800, 1000).low_confidence).toBe(false);
  });

  it('gives a Wilson interval in percent around the share', () => {
    const v = shareVerdict(50, 100);
    expect(v.fake_share_interval.low).toBeCloseTo(40.38, 2);
    expect(v.fake_share_interval.high).toBeCloseTo(59.62, 2);
  });
});

describe('shareVerdict: the evidence rule (docs/decisions/100)', () => {
  it.each([1, 2, 4, 9])(
    'never gives Fake or Likely Fake from %d judged reviews, whatever their share',
    (judged) => {
      for (let fake = 0; fake <= judged; fake++) {
        const v = shareVerdict(fake, judged);
        expect(v.product_status).toBe('Not enough reviews');
        expect(v.fake_percentage).toBe(Math.round((10_000 * fake) / judged) / 100);
        expect(v.low_confidence).toBe(true);
      }
    },
  );

  it('gives a band from MIN_JUDGED_REVIEWS judged reviews on', () => {
    expect(MIN_JUDGED_REVIEWS).toBe(10);
    expect(shareVerdict(0, 10).product_status).toBe('Genuine');
    expect(shareVerdict(10, 10).product_status).toBe('Fake');
  });

  it("calls a product 'Fake' only when the interval's low end is at least 25 %", () => {
    // 5 of 10 = 50 %, Wilson low end 23.66 %: the evidence does not rule out a 'Genuine' share.
    expect(shareVerdict(5, 10)).toMatchObject({
      fake_percentage: 50,
      product_status: 'Likely Fake',
      band_of_share: 'Fake',
    });
    // 6 of 10 = 60 %, low end 31.27 %.
    expect(shareVerdict(6, 10)).toMatchObject({ product_status: 'Fake', band_of_share: null });
    // Large products are never held back: 50 of 100 has a low end of 40.38 %.
    expect(shareVerdict(50, 100)).toMatchObject({ product_status: 'Fake', band_of_share: null });
  });

  it('never holds back a verdict at the sizes of the product evaluation (50 reviews and more)', () => {
    for (const n of [50, 100, 200, 400])
      for (let fake = 0; fake <= n; fake++)
        expect(shareVerdict(fake, n).band_of_share, `${fake} of ${n}`).toBeNull();
  });

  it('agrees with the reported share: the status is never stronger than its band (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.nat(), (judged, k) => {
        const fake = judged === 0 ? 0 : k % (judged + 1);
        const v = shareVerdict(fake, judged);
        const order = ['Genuine', 'Likely Fake', 'Fake'];
        if (v.product_status === 'Not enough reviews') expect(judged).toBeLessThan(10);
        else
          expect(order.indexOf(v.product_status)).toBeLessThanOrEqual(
            order.indexOf(productStatus(v.fake_percentage)),
          );
      }),
    );
  });

  it('reports 0 % and the whole range when nothing was judged', () => {
    expect(shareVerdict(0, 0)).toMatchObject({
      fake_percentage: 0,
      product_status: 'Not enough reviews',
      fake_share_interval: { low: 0, high: 100 },
    });
  });

  it('widens only the upper end by the fakes the count may have missed, and says so when it crosses a band', () => {
    // 38 of 100: 'Likely Fake', interval 29.10–47.79 %. Up to 15 more missed fakes: the upper end is the
    // Wilson bound of 53 of 100 (62.49 %), inside 'Fake': the verdict stands, with low confidence.
    const firm = shareVerdict(38, 100);
    const widened = shareVerdict(38, 100, 15);
    expect(firm).toMatchObject({ product_status: 'Likely Fake', low_confidence: false });
    expect(widened).toMatchObject({
      fake_percentage: 38,
      product_status: 'Likely Fake',
      low_confidence: true,
      band_of_share: null,
    });
    expect(widened.fake_share_interval).toEqual({
      low: firm.fake_share_interval.low,
      high: shareVerdict(53, 100).fake_share_interval.high,
    });
    // A bound that stays inside the band changes the upper end and nothing else.
    const inside = shareVerdict(35, 100, 1);
    expect(inside.low_confidence).toBe(false);
    expect(inside.fake_share_interval.high).toBeGreaterThan(
      shareVerdict(35, 100).fake_share_interval.high,
    );
    expect(shareVerdict(35, 100, 0)).toEqual(shareVerdict(35, 100));
    // Never past 100 %.
    expect(shareVerdict(90, 100, 50).fake_share_interval.high).toBe(100);
  });
});
