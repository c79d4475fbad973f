import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadQuantifierFor, type TextModel } from '@reviewsentry/detector';
import type { CorpusRow, Kind } from './corpus';
import { multilingualSplit } from './multilingual-eval';
import {
  languageQuantifierRows,
  measureQuantifier,
  quantifierRows,
  writeQuantifier,
} from './quantifier';

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
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(1);
    expect(loadQuantifierFor(model)).toEqual({
      threshold: 0.5,
      tpr: 1,
      fpr: 0,
      positives: 1,
      negatives: 1,
    });
  });
});

/** Scores 'high' at 0.9 only when told the text is French: the language reaches the model. */
const frenchModel: TextModel = {
  ...wordModel,
  languages: ['en', 'fr', 'it'],
  score: (t, language) => ({ probability: language === 'fr' && t.includes('high') ? 0.9 : 0.1 }),
};

describe('measureQuantifier with other languages (ADR 151)', () => {
  const english = [row('high', 1), row('low', 0)];
  it('measures each language on its own rows and writes version 2; a language lacking a class gets no rates', () => {
    const languages = new Map([
      ['fr', [row('high', 1), row('high', 1), row('low', 1), row('low', 0), row('high', 0)]],
      ['it', [row('high', 1)]],
    ]);
    const q = measureQuantifier(frenchModel, english, 0.5, new Uint8Array([2]), languages);
    expect(q.version).toBe(2);
    // English rows are scored as English: 'high' is 0.1 there.
    expect(q).toMatchObject({ tpr: 0, fpr: 0 });
    expect(q.version === 2 && q.languages).toEqual({
      fr: {
        tpr: 0.666667,
        fpr: 0.5,
        positives: 3,
        negatives: 2,
        measured_on: expect.stringContaining('stacking split of the fr rows'),
      },
    });
  });
});

describe('languageQuantifierRows', () => {
  const corpusRow = (i: number, kind: Kind, language: string, words: number): CorpusRow => ({
    text: Array.from({ length: words }, (_, w) => `${kind}${language}${i}w${w}`).join(' '),
    label: kind === 'genuine' ? 0 : 1,
    kind,
    generator: kind === 'genuine' ? 'human' : 'gpt-4',
    language,
    domain: 'hotel',
    source: `${kind}-${language}`,
    group: `${kind}:${language}:${words}`,
  });
  // Per language: 40 rows of each kind at 12 words and 40 human rows at 5 (each its own split stratum).
  const corpus = ['fr', 'it', 'en'].flatMap((language) => [
    ...(['fake', 'genuine', 'polished'] as const).flatMap((kind) =>
      Array.from({ length: 40 }, (_, i) => corpusRow(i, kind, language, 12)),
    ),
    ...Array.from({ length: 40 }, (_, i) => corpusRow(i, 'genuine', language, 5)),
  ]);

  it("takes each judged language's stacking rows of the model's length, machine-written and human, not polished", () => {
    const rows = languageQuantifierRows(corpus, 7, ['en', 'fr'], 10);
    expect([...rows.keys()]).toEqual(['fr']);
    const fr = rows.get('fr')!;
    // 40 rows of a stratum → 6 in the stacking split: 6 machine-written and 6 human of 12 words.
    expect(fr.filter((r) => r.kind === 'fake')).toHaveLength(6);
    expect(fr.filter((r) => r.kind === 'genuine')).toHaveLength(6);
    expect(fr).toHaveLength(12);
    expect(fr.every((r) => r.language === 'fr' && r.text.split(' ').length === 12)).toBe(true);
    const { rows: other, split } = multilingualSplit(corpus, 7);
    const stack = new Set(other.filter((_, i) => split[i] === 'stack'));
    expect(fr.every((r) => stack.has(r))).toBe(true);
  });
});
