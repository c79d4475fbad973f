import { describe, expect, it } from 'vitest';
import { canonicalProductUrl } from './canonical';
import { stripTracking } from './tracking';

describe('tracking parameters', () => {
  it('strips utm_*, ref, ref_, tag, fbclid, gclid, th, psc, spm and Amazon /ref= path suffixes', () => {
    const url = stripTracking(
      new URL(
        'https://Shop.Example.com/item/42/ref=abc?utm_source=a&utm_medium=b&ref=x&ref_=y&tag=t-20&fbclid=f&gclid=g&th=1&psc=1&spm=a2g0o&color=red#top',
      ),
    );
    expect(url.href).toBe('https://shop.example.com/item/42?color=red');
  });

  it('canonical URL of an unknown shop: sorted remaining parameters, no trailing slash', () => {
    expect(
      canonicalProductUrl('https://shop.example.com/p/widget/?size=m&color=red&utm_campaign=x'),
    ).toBe('https://shop.example.com/p/widget?color=red&size=m');
  });

  it.each([
    [
      'https://www.etsy.com/listing/1385245506/sterling-silver?ref=hp',
      'https://www.etsy.com/listing/1385245506',
    ],
    [
      'https://www.target.com/p/cloths/-/A-90377926?preselect=1#lnk',
      'https://www.target.com/p/-/A-90377926',
    ],
    [
      'https://www.bestbuy.com/product/pikachu/J7GSL4G7GQ/sku/6216393',
      'https://www.bestbuy.com/site/-/6216393.p',
    ],
    [
      'https://www.trustpilot.com/review/www.example.com?page=3',
      'https://www.trustpilot.com/review/www.example.com',
    ],
  ])('%s -> %s', (input, expected) => expect(canonicalProductUrl(input)).toBe(expected));
});
