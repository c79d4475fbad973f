import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  QUANTIFIER_FORMAT,
  QuantifierFileError,
  artifactSha256,
  loadQuantifierFor,
  quantifierPathFor,
} from './quantifier-file';
import { DEFAULT_TEXT_MODEL_PATH, decodeArtifact } from './text-model';

function tempModel(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'quantifier-')), 'model.bin');
  writeFileSync(file, bytes);
  return file;
}

const artifact = new Uint8Array([1, 2, 3, 4]);
const valid = {
  format: QUANTIFIER_FORMAT,
  version: 1,
  artifact_sha256: artifactSha256(artifact),
  threshold: 0.5,
  tpr: 0.94,
  fpr: 0.014,
  positives: 100,
  negatives: 100,
  measured_on: 'test',
};
const stated = { threshold: 0.5, tpr: 0.94, fpr: 0.014, positives: 100, negatives: 100 };
const french = {
  tpr: 0.71,
  fpr: 0.014,
  positives: 224,
  negatives: 144,
  measured_on: 'test, French',
};
const withLanguages = { ...valid, version: 2, languages: { fr: french } };

describe('loadQuantifierFor', () => {
  it('finds models/x.quantifier.json beside models/x.bin', () => {
    expect(quantifierPathFor('/m/text-model-v1.bin')).toBe('/m/text-model-v1.quantifier.json');
  });

  it('loads the committed quantifier, measured for the committed artifact', () => {
    const q = loadQuantifierFor(DEFAULT_TEXT_MODEL_PATH);
    expect(q).not.toBeNull();
    expect(q!.threshold).toBe(0.5);
    expect(q!.tpr).toBeGreaterThan(0.9);
    expect(q!.fpr).toBeLessThan(0.05);
    // Rates of their own for every other language the committed model judges (ADR 151).
    const { languages } = decodeArtifact(readFileSync(DEFAULT_TEXT_MODEL_PATH)).header;
    expect(Object.keys(q!.languages ?? {}).sort()).toEqual(
      languages.filter((l) => l !== 'en').sort(),
    );
  });

  it('returns null when the model has no quantifier', () => {
    expect(loadQuantifierFor(tempModel(artifact))).toBeNull();
  });

  it('loads a valid file', () => {
    const model = tempModel(artifact);
    writeFileSync(quantifierPathFor(model), JSON.stringify(valid));
    expect(loadQuantifierFor(model)).toEqual(stated);
  });

  it('loads the rates of the other languages from a version-2 file', () => {
    const model = tempModel(artifact);
    writeFileSync(quantifierPathFor(model), JSON.stringify(withLanguages));
    expect(loadQuantifierFor(model)).toEqual({
      ...stated,
      languages: { fr: { tpr: 0.71, fpr: 0.014, positives: 224, negatives: 144 } },
    });
  });

  it.each([
    ['malformed JSON', '{', /not valid JSON/],
    ['a wrong format id', JSON.stringify({ ...valid, format: 'x' }), /invalid/],
    ['tpr at or below fpr', JSON.stringify({ ...valid, tpr: 0.01 }), /tpr must be above fpr/],
    [
      "a language's tpr at or below its fpr",
      JSON.stringify({ ...withLanguages, languages: { fr: { ...french, tpr: 0.01 } } }),
      /tpr must be above fpr/,
    ],
    [
      'English among the other languages',
      JSON.stringify({ ...withLanguages, languages: { en: french } }),
      /English rates are the top-level ones/,
    ],
    ['version 2 without languages', JSON.stringify({ ...valid, version: 2 }), /invalid/],
    ['an unknown version', JSON.stringify({ ...valid, version: 3 }), /invalid/],
    [
      'another artifact',
      JSON.stringify({ ...valid, artifact_sha256: artifactSha256(new Uint8Array([9])) }),
      /different model artifact/,
    ],
  ])('refuses %s', (_label, content, message) => {
    const model = tempModel(artifact);
    writeFileSync(quantifierPathFor(model), content);
    expect(() => loadQuantifierFor(model)).toThrow(QuantifierFileError);
    expect(() => loadQuantifierFor(model)).toThrow(message);
  });

  it('checks bytes the caller already read instead of reading the artifact again', () => {
    const model = tempModel(new Uint8Array([9, 9]));
    writeFileSync(quantifierPathFor(model), JSON.stringify(valid));
    expect(() => loadQuantifierFor(model)).toThrow(/different model artifact/);
    expect(loadQuantifierFor(model, artifact)).toEqual(stated);
  });

  it('is tied to the exact bytes: one changed byte invalidates it', () => {
    const model = tempModel(artifact);
    writeFileSync(quantifierPathFor(model), JSON.stringify(valid));
    writeFileSync(model, new Uint8Array([1, 2, 3, 5]));
    expect(() => loadQuantifierFor(model)).toThrow(/different model artifact/);
    expect(readFileSync(quantifierPathFor(model), 'utf8')).toContain(QUANTIFIER_FORMAT);
  });
});
