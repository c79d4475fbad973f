import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData } from '@reviewsentry/test-support';
import { decodeArtifact } from '@reviewsentry/detector/text-model';
import { readCorpus } from './corpus';
import { checkSameSalminenFit, readReference } from './frozen-head';
import { englishSplit } from './logo';
import { FIXTURE_MODEL_PATH } from './fixture-model';
import { format2FixtureBytes } from '../../packages/detector/src/text-model/fixtures/format-2-fixture';
import { quantiseHeads } from './quantise';

/** The fixture stamped as a format-2 artifact (calibration 1.2·z − 0.3), in a file. */
function format2File(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'reference-')), 'format-2.bin');
  writeFileSync(file, format2FixtureBytes(1.2, -0.3));
  return file;
}

describe('reference taken over from a format-2 artifact', () => {
  it('requantises to its own int8 heads and keeps its calibration', () => {
    const file = format2File();
    const { header, arrays } = decodeArtifact(readFileSync(file));
    const ref = readReference(file, header.ngram, 0.25);
    const { interleaved } = quantiseHeads([ref.gpt2.weights, ref.other.weights, ref.other.weights]);
    const w = arrays.ngram_weights as Int8Array;
    for (let j = 0; j < w.length / 2; j++) {
      expect(interleaved[4 * j]).toBe(w[2 * j]);
      expect(interleaved[4 * j + 2]).toBe(w[2 * j + 1]);
    }
    expect(ref.path.calibration.a).toBeCloseTo(1.2, 12);
    expect(ref.path.calibration.b).toBeCloseTo(-0.3, 12);
    expect(ref.path.margin).toBe(0.25);
  });

  it('refuses an artifact of other n-gram features or of format 3', () => {
    const file = format2File();
    const { header } = decodeArtifact(readFileSync(file));
    expect(() => readReference(file, { ...header.ngram, hashBits: 20 }, 0)).toThrow(/differ/);
    expect(() =>
      readReference(
        FIXTURE_MODEL_PATH,
        decodeArtifact(readFileSync(FIXTURE_MODEL_PATH)).header.ngram,
        0,
      ),
    ).toThrow(/format-2/);
  });
});

describe.skipIf(
  !hasSharedData('fake-reviews-salminen', 'train.csv') ||
    !hasSharedData('modern-llm-fakes', 'modern_fakes.csv'),
)('the reference fitted on the recipe’s Salminen rows only', () => {
  it('accepts the recipe’s fit rows and refuses any other Salminen fit', () => {
    const { rows, split } = englishSplit(readCorpus(), 20240611);
    const fit = rows.flatMap((_, i) => (split[i] === 'fit' ? [i] : []));
    expect(() => checkSameSalminenFit(rows, fit, 20240611)).not.toThrow();
    // Holding one Salminen fit row out, or another seed's split, is a different fit.
    const salminenFit = fit.find((i) => rows[i]!.source.startsWith('salminen'))!;
    expect(() =>
      checkSameSalminenFit(
        rows,
        fit.filter((i) => i !== salminenFit),
        20240611,
      ),
    ).toThrow(/other Salminen rows/);
    expect(() => checkSameSalminenFit(rows, fit, 7)).toThrow(/other Salminen rows/);
  }, 120_000);
});
