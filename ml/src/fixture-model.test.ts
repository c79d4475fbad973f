import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textModelFromBytes } from '@reviewsentry/detector/text-model';
import {
  TINY_HUMAN,
  TINY_MACHINE,
} from '../../packages/detector/src/text-model/fixtures/tiny-corpus';
import { FIXTURE_MODEL_PATH, trainFixtureModel } from './fixture-model';

describe('training determinism (tiny corpus, real pipeline)', () => {
  it('gives byte-identical artifacts for the same seed', () => {
    const a = trainFixtureModel(5);
    const b = trainFixtureModel(5);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('gives a different model for another seed', () => {
    expect(Buffer.from(trainFixtureModel(5)).equals(Buffer.from(trainFixtureModel(6)))).toBe(false);
  });

  it('matches the committed fixture (regenerate with `npx tsx ml/src/fixture-model-cli.ts`)', () => {
    expect(Buffer.from(trainFixtureModel()).equals(readFileSync(FIXTURE_MODEL_PATH))).toBe(true);
  });

  it('learns its corpus through the artifact', () => {
    const model = textModelFromBytes(trainFixtureModel());
    const mean = (xs: string[]): number =>
      xs.reduce((s, t) => s + model.score(t).probability, 0) / xs.length;
    expect(mean(TINY_MACHINE)).toBeGreaterThan(0.7);
    expect(mean(TINY_HUMAN)).toBeLessThan(0.3);
  });
});
