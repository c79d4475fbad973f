// The committed artifact on real data it never trained on: validation rows re-derived from the split
// seed stored in the artifact. Skips loudly when ../shared/data is absent.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasSharedData } from '@reviewsentry/test-support';
import {
  decodeArtifact,
  loadTextModel,
  DEFAULT_TEXT_MODEL_PATH,
} from '@reviewsentry/detector/text-model';
import { readFileSync } from 'node:fs';
import { MODERN_FAKES, SALMINEN_TRAIN, readModernFakes, readSalminen, splitThreeWay } from './data';
import type { LabelledText } from './data';
import { binaryMetrics } from './metrics';

const haveData =
  hasSharedData('fake-reviews-salminen', 'train.csv') &&
  hasSharedData('modern-llm-fakes', 'modern_fakes.csv');

describe('committed text model artifact (format, size)', () => {
  it('is the fast format: format v2, int8 interleaved heads, cache-line grouped n-grams, ≤ 25 MB', () => {
    const bytes = readFileSync(DEFAULT_TEXT_MODEL_PATH);
    const { header, arrays } = decodeArtifact(bytes);
    expect(header.formatVersion).toBe(2);
    expect(arrays.ngram_weights).toBeInstanceOf(Int8Array);
    expect(header.ngram.charLineBits).toBeGreaterThan(0);
    expect(bytes.length).toBeLessThanOrEqual(25e6);
  });
});

describe.skipIf(!haveData)('committed text model on held-out validation rows', () => {
  // Loaded in beforeAll: a skipped suite's body still runs at collection time.
  let header: ReturnType<typeof decodeArtifact>['header'];
  let val: ReturnType<typeof splitThreeWay<LabelledText>>['val'];
  let sample: LabelledText[];
  let probs: number[];
  let labels: number[];
  beforeAll(() => {
    header = decodeArtifact(readFileSync(DEFAULT_TEXT_MODEL_PATH)).header;
    const rows = [...readSalminen(SALMINEN_TRAIN), ...readModernFakes(MODERN_FAKES)];
    val = splitThreeWay(rows, Number(header.training.seed)).val;
    const model = loadTextModel();
    // A deterministic sample keeps the test quick: every 3rd validation row.
    sample = val.filter((_, i) => i % 3 === 0);
    probs = sample.map((r) => model.score(r.text).probability);
    labels = sample.map((r) => r.label);
  });

  it('was trained with the split this test re-derives', () => {
    expect(header.training.valRows).toBe(val.length);
  });

  it('separates fakes from genuine reviews (accuracy ≥ 0.94, ROC-AUC ≥ 0.985)', () => {
    const m = binaryMetrics(labels, probs);
    expect(m.accuracy).toBeGreaterThanOrEqual(0.94);
    expect(m.roc_auc).toBeGreaterThanOrEqual(0.985);
  });

  it('is calibrated (ECE ≤ 0.04) and flags at most 4 % of genuine validation reviews', () => {
    const m = binaryMetrics(labels, probs);
    expect(m.ece).toBeLessThanOrEqual(0.04);
    expect(m.false_positive_rate).toBeLessThanOrEqual(0.04);
  });

  it('catches every modern generator at ≥ 90 % on its validation rows', () => {
    for (const g of new Set(
      sample.filter((r) => r.group !== 'CG' && r.group !== 'OR').map((r) => r.group),
    )) {
      const idx = sample.flatMap((r, i) => (r.group === g ? [i] : []));
      const recall = idx.filter((i) => probs[i]! >= 0.5).length / idx.length;
      expect(recall, g).toBeGreaterThanOrEqual(0.9);
    }
  });
});
