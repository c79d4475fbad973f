import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadQuantifierFor, type TextModel } from '@reviewsentry/detector';
import { measureQuantifier, quantifierRows, writeQuantifier } from './quantifier';

/** A real TextModel scoring by a word in the text: 'high' 0.9, 'edge' exactly 0.5, others 0.1. */
const wordModel: TextModel = {
  id: 'word-test-model',
  version: '0.0.0',
  languages: ['en'],
  minWords: 10,
  score: (t) => ({ probability: t.includes('high') ? 0.9 : t.includes('edge') ? 0.5 : 0.1 }),
};
const row = (
  text: string,
  label: 0 | 1,
  source = label ? 'salminen-cg' : 'salminen-or',
): { text: string; label: 0 | 1; source: string } => ({ text, label, source });

describe('measureQuantifier', () => {
  it('counts rates at the threshold, the threshold itself included', () => {
    const rows = [
      row('high', 1),
      row('edge', 1),
      row('low', 1),
      row('low', 1),
      row('high', 0),
      row('low', 0),
      row('low', 0),
      row('low', 0),
      row('low', 0),
    ];
    const q = measureQuantifier(wordModel, rows, 0.5, new Uint8Array([1]));
    expect(q).toMatchObject({ tpr: 0.5, fpr: 0.2, positives: 4, negatives: 5, threshold: 0.5 });
  });

  it('keeps only the Salminen CG and OR rows of the stacking split', () => {
    const rows = [
      row('a', 1),
      row('b', 0),
      row('c', 1, 'modern-llm-fakes'),
      row('d', 0, 'salminen-or'),
    ];
    expect(quantifierRows(rows).map((r) => r.text)).toEqual(['a', 'b', 'd']);
  });

  it('refuses rows of one class only', () => {
    expect(() => measureQuantifier(wordModel, [row('high', 1)], 0.5, new Uint8Array())).toThrow(
      /machine-written and human-written/,
    );
  });

  it('writes a file the detector loads for the same artifact bytes', () => {
    const model = path.join(mkdtempSync(path.join(tmpdir(), 'quantifier-ml-')), 'm.bin');
    const bytes = new Uint8Array([7, 7, 7]);
    writeFileSync(model, bytes);
    const q = measureQuantifier(wordModel, [row('high', 1), row('low', 0)], 0.5, bytes);
    const file = writeQuantifier(model, q);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(q);
    expect(loadQuantifierFor(model)).toEqual({ threshold: 0.5, tpr: 1, fpr: 0 });
  });
});
