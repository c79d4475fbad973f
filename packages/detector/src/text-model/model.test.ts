import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  TINY_GERMAN_HUMAN,
  TINY_GERMAN_MACHINE,
  TINY_HUMAN,
  TINY_MACHINE,
} from './fixtures/tiny-corpus';
import {
  TextModelFormatError,
  encodeArtifact,
  decodeArtifact,
  loadTextModel,
  textModelFromBytes,
} from './index';

const FIXTURE = fileURLToPath(new URL('./fixtures/tiny-text-model.bin', import.meta.url));

describe('text model scoring (tiny fixture model trained by ml/src/fixture-model.ts)', () => {
  const model = loadTextModel(FIXTURE);

  it('carries id and version from the artifact', () => {
    expect(model.version).toBe('0.0.1-fixture');
    expect(model.id.length).toBeGreaterThan(0);
  });

  it('never throws and always returns a probability in [0, 1]', () => {
    const odd = [
      '',
      ' ',
      '\u{1F600}\u{1F44D}\u{1F525}',
      '\u0425\u043E\u0440\u043E\u0448\u0438\u0439 \u0442\u043E\u0432\u0430\u0440',
      '\u4E2D\u6587\u8BC4\u8BBA',
      'a'.repeat(200_000),
      'word '.repeat(50_000),
      '\uD800\uDFFF\uFFFF\u0000',
      '!!!???...',
      '12345 67890',
    ];
    for (const text of odd) {
      const { probability, components } = model.score(text);
      expect(probability).toBeGreaterThanOrEqual(0);
      expect(probability).toBeLessThanOrEqual(1);
      expect(Number.isFinite(probability)).toBe(true);
      expect(components && Object.values(components).every(Number.isFinite)).toBe(true);
    }
  });

  it('is deterministic and independent of the previous call', () => {
    const text = TINY_HUMAN[0]!;
    const first = model.score(text).probability;
    model.score('x'.repeat(10_000));
    expect(model.score(text).probability).toBe(first);
  });

  it('scores typographic and ASCII-folded versions of a text identically', () => {
    const a = model.score(
      'It\u2019s great \u2014 \u201Cperfect\u201D for daily use\u2026',
    ).probability;
    const b = model.score('It\'s great - "perfect" for daily use...').probability;
    expect(a).toBe(b);
  });

  it('ranks its own machine-style training texts above its human-style ones on average', () => {
    const mean = (xs: string[]): number =>
      xs.reduce((s, t) => s + model.score(t).probability, 0) / xs.length;
    expect(mean(TINY_MACHINE)).toBeGreaterThan(mean(TINY_HUMAN) + 0.3);
  });

  it('refuses an artifact whose format version differs', () => {
    const { header, arrays } = decodeArtifact(readFileSync(FIXTURE));
    const { sections: _sections, ...rest } = header;
    const future = encodeArtifact({ ...rest, formatVersion: rest.formatVersion + 1 }, arrays);
    const path = `${process.env.TMPDIR ?? '/tmp'}/text-model-future-${process.pid}.bin`;
    return import('node:fs').then(({ writeFileSync, rmSync }) => {
      writeFileSync(path, future);
      try {
        expect(() => loadTextModel(path)).toThrow(TextModelFormatError);
        expect(() => loadTextModel(path)).toThrow(/Retrain with `npm run train`/);
      } finally {
        rmSync(path);
      }
    });
  });

  it('states the languages and the minimum length it was measured on, from its artifact', () => {
    expect(model.languages).toEqual(['en', 'de']);
    expect(model.minWords).toBe(10);
  });

  it('scores German texts with its multilingual scorer when told the language', () => {
    const mean = (xs: string[]): number =>
      xs.reduce((s, t) => s + model.score(t, 'de').probability, 0) / xs.length;
    expect(mean(TINY_GERMAN_MACHINE)).toBeGreaterThan(mean(TINY_GERMAN_HUMAN) + 0.3);
    const { probability, components } = model.score(TINY_GERMAN_MACHINE[0]!, 'de');
    expect(probability).toBeGreaterThan(0);
    expect(components && Object.values(components).every(Number.isFinite)).toBe(true);
    expect(model.score(TINY_HUMAN[0]!, 'en').probability).toBe(
      model.score(TINY_HUMAN[0]!).probability,
    );
  });

  it('refuses a language it was not measured on instead of scoring it as English', () => {
    expect(() => model.score('Ce produit est excellent et je le recommande.', 'fr')).toThrow(
      RangeError,
    );
  });

  it('refuses an artifact whose languages and scorers disagree', () => {
    const { header, arrays } = decodeArtifact(readFileSync(FIXTURE));
    const { sections: _sections, ...rest } = header;
    for (const languages of [['en'], ['en', 'de', 'fr']])
      expect(() => textModelFromBytes(encodeArtifact({ ...rest, languages }, arrays))).toThrow(
        TextModelFormatError,
      );
  });

  it("puts a floor under a text framed as a chat assistant's answer", () => {
    const { header } = decodeArtifact(readFileSync(FIXTURE));
    const body = TINY_HUMAN[0]!;
    const framed = model.score(`Sure! Here's a review of the blender:\n\n${body}`);
    expect(model.score(body).probability).toBeLessThan(header.guard.assistantFloor);
    expect(framed.probability).toBeGreaterThanOrEqual(header.guard.assistantFloor);
    expect(framed.components?.assistant_framing).toBe(1);
  });

  it('caps a degenerate text (a long run of one punctuation mark)', () => {
    const { header } = decodeArtifact(readFileSync(FIXTURE));
    const shouted = model.score(`${TINY_MACHINE[0]!} ${'?'.repeat(40)}`);
    expect(shouted.probability).toBeLessThanOrEqual(header.guard.degenerateCap);
    expect(shouted.components?.degenerate).toBe(1);
  });
});
