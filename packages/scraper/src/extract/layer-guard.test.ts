import { describe, expect, it } from 'vitest';
import { PageTooComplexError } from '../errors';
import { layerGuard } from './layer-guard';

describe('layerGuard', () => {
  it('gives the fallback for a layer that throws and names it once; other layers are read', () => {
    const guard = layerGuard();
    const fails = () => {
      throw new TypeError('Invalid URL');
    };
    expect(guard.read('target', 'none', fails)).toBe('none');
    expect(guard.read('json-ld', 'none', () => 'reviews')).toBe('reviews');
    expect(guard.read('target', null, fails)).toBeNull();
    expect(guard.failed()).toEqual(['target']);
  });

  it('lets a verdict on the whole page through', () => {
    const guard = layerGuard();
    expect(() =>
      guard.read('app-state', null, () => {
        throw new PageTooComplexError('nesting');
      }),
    ).toThrow(PageTooComplexError);
    expect(guard.failed()).toEqual([]);
  });
});
