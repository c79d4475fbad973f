import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { referenceFlags, referenceOptions } from './reference-flags';
import { DEFAULT_TRAIN_OPTIONS } from './train-options';

const parse = (defaults: Parameters<typeof referenceFlags>[0], argv: Record<string, string>) =>
  referenceOptions(z.object(referenceFlags(defaults)).parse(argv));

describe('reference flags', () => {
  it('default to the recipe given, "none" turning a path or a quantile off', () => {
    const recipe = { ...DEFAULT_TRAIN_OPTIONS, referenceFrom: '/models/format-2.bin' };
    expect(parse(recipe, {})).toEqual({
      referenceFrom: '/models/format-2.bin',
      referenceMargin: DEFAULT_TRAIN_OPTIONS.referenceMargin,
      referenceTextLayerOn: DEFAULT_TRAIN_OPTIONS.referenceTextLayerOn,
      referenceUnfamiliarQuantile: DEFAULT_TRAIN_OPTIONS.referenceUnfamiliarQuantile,
    });
    const off = parse(recipe, {
      'reference-from': 'none',
      'reference-unfamiliar-quantile': 'none',
    });
    expect(off.referenceFrom).toBeNull();
    expect(off.referenceUnfamiliarQuantile).toBeNull();
    expect(parse({ ...recipe, referenceFrom: null }, {}).referenceFrom).toBeNull();
  });

  it('reads a quantile strictly between 0 and 1 and a margin of 0 or more', () => {
    const recipe = { ...DEFAULT_TRAIN_OPTIONS, referenceFrom: null };
    expect(
      parse(recipe, { 'reference-unfamiliar-quantile': '0.95' }).referenceUnfamiliarQuantile,
    ).toBe(0.95);
    expect(() => parse(recipe, { 'reference-unfamiliar-quantile': '1' })).toThrow();
    expect(() => parse(recipe, { 'reference-margin': '-1' })).toThrow();
    expect(() => parse(recipe, { 'reference-text-layer-on': 'some-texts' })).toThrow();
  });
});
