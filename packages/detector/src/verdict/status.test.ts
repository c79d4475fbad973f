import { describe, expect, it } from 'vitest';
import { productStatus, shareVerdict } from './status';

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
