import { describe, expect, it } from 'vitest';
import { productIdFromUrl } from './product-url';

describe('productIdFromUrl', () => {
  it.each([
    [
      'https://play.google.com/store/apps/details?id=com.acme&hl=en',
      'play.google.com/store/apps/details?id=com.acme',
    ],
    ['https://www.flipkart.com/p/itm1?pid=MOBG&lid=X', 'flipkart.com/p/itm1?pid=MOBG'],
    ['https://shop.example.com/p?product_id=7&sort=new', 'shop.example.com/p?product_id=7'],
  ])('keeps the parameters that name the product in %s', (url, key) => {
    expect(productIdFromUrl(url)).toBe(key);
  });

  it.each([
    'https://shop.example.com/p/blue-mug?utm_id=abc',
    'https://shop.example.com/p/blue-mug?campaign_id=3&ref=x',
    'https://shop.example.com/p/blue-mug?click_id=9',
  ])('drops tracking ids, which differ between links to one product: %s', (url) => {
    expect(productIdFromUrl(url)).toBe('shop.example.com/p/blue-mug');
  });
});
