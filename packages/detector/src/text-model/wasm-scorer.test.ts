import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeArtifact, encodeArtifact, TextModelFormatError } from './artifact';
import type { SectionArrays, TextModelHeader } from './artifact';
import { foldText } from './fold';
import { DEFAULT_TEXT_MODEL_PATH, loadTextModel, textModelFromBytes } from './index';
import {
  MAX_CHARS,
  NgramScratch,
  charGramCount,
  extractNgrams,
  featureDim,
  type NgramSpec,
} from './ngram-features';
import {
  STYLE_COUNT_DIM,
  STYLE_DIM,
  countStyle,
  extractStyle,
  styleFromCounts,
  wordHashes,
} from './style-features';
import { NGRAM_OUT, WasmScorer } from './wasm-scorer';
import { SCORER_BINARY, compileScorer } from './wasm/build';
import { TINY_HUMAN, TINY_MACHINE } from './fixtures/tiny-corpus';
import { WordLm, buildWordLmTables } from './word-lm';
import { STRUCTURE_DIM } from './chat-structure';
import { standardise } from './standardise';
import { hasChatFraming, prepareText, type PreparedText } from './text-prep';
import { lengthTerm } from './text-layer';

const FIXTURE = fileURLToPath(new URL('./fixtures/tiny-text-model.bin', import.meta.url));

/** Texts of every kind the scorer must agree on: control characters, non-ASCII, long, empty. */
const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary-ascii', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc
    .array(
      fc.constantFrom('Great', 'i', "don't", 'ok', '!!', '...', ', ', ' ', '\n', '5/5', 'WOW'),
      {
        maxLength: 60,
      },
    )
    .map((parts) => parts.join(' ')),
  fc.constantFrom(
    '',
    ' ',
    '\u0000\u0001\u0002\u0003\u007f',
    '\uD800 lone \uDFFF surrogates',
    'x'.repeat(MAX_CHARS + 7),
    'word, '.repeat(1200),
    'caf\u00e9 \u201Cquoted\u201D \u2014 \u{1F600}',
    // ASCII up to MAX_CHARS, then text that folding rewrites (runText copies without folding).
    'ok. '.repeat(MAX_CHARS / 4) + 'caf\u00e9 \u201Cquoted\u201D \u00C5ngstr\u00F6m \u0301',
    'a'.repeat(MAX_CHARS - 1) + '\u00e9\u0301 more',
    'b'.repeat(MAX_CHARS - 2) + '\u2026\u2014',
    'Why?????????? nobody answers',
  ),
  // Chat-formatted answers and long texts: lead-ins, titles, stars, bold, bullets, several segments.
  fc
    .array(
      fc.constantFrom(
        "Sure! Here's a review of the blender:",
        '**A Game-Changer for Busy Mornings**',
        '# Great kettle',
        'Title: Solid value',
        'Rating: \u2605\u2605\u2605\u2605\u2606',
        '- Powerful motor',
        '* Easy to clean',
        '1. Fast shipping',
        '**Pros:**',
        'Cons:',
        'I recently purchased [Product Name] and it exceeded my expectations in every way.',
        'The build feels sturdy, the controls are intuitive, and cleanup takes a minute. '.repeat(
          3,
        ),
        '',
        'Let me know if you would like any changes!',
      ),
      { maxLength: 16 },
    )
    .map((lines) => lines.join('\n')),
);

/** Reference n-gram sums of one head from the features training extracts (stride 2 or 4 bytes). */
function referenceSums(weights: Int8Array, head: 0 | 1 | 2, scratch: NgramScratch, stride = 2) {
  let word = 0;
  let char = 0;
  for (let i = 0; i < scratch.nWord; i++) word += weights[stride * scratch.features[i]! + head]!;
  for (let i = scratch.nWord; i < scratch.nWord + scratch.nChar; i++)
    char += weights[stride * scratch.features[i]! + head]!;
  return { word, char };
}

const smallLm = buildWordLmTables(
  [...TINY_HUMAN, ...TINY_MACHINE].map((t) => wordHashes(foldText(t))),
  10,
  11,
);

/** A scorer of `spec` with these weights and the small language model. */
function scorerOf(spec: NgramSpec, weights: Int8Array, unseenSurprisal = smallLm.unseenSurprisal) {
  return new WasmScorer(spec, {
    weights,
    lmWord: smallLm.word,
    lmPair: smallLm.pair,
    unseenSurprisal,
  });
}

describe('wasm scorer n-gram sums', () => {
  const spec: NgramSpec = { hashBits: 16, wordMaxN: 3, charMinN: 1, charMaxN: 5, markEnd: true };
  // Orders 1-5 take the SIMD path (with and without cache-line grouping), the others the scalar one.
  const specs: NgramSpec[] = [
    spec,
    { ...spec, charLineBits: 6 },
    { ...spec, charLineBits: 5, wordLineBits: 6 },
    { ...spec, wordLineBits: 4, wordHashBits: 9 },
    { hashBits: 12, wordMaxN: 2, charMinN: 1, charMaxN: 4, markEnd: true, charLineBits: 5 },
    { hashBits: 14, wordMaxN: 3, charMinN: 3, charMaxN: 5, markEnd: false },
    { hashBits: 14, wordMaxN: 1, charMinN: 4, charMaxN: 4, markEnd: true },
    { hashBits: 10, wordMaxN: 3, charMinN: 2, charMaxN: 3, markEnd: true },
    { hashBits: 12, wordMaxN: 2, charMinN: 3, charMaxN: 5, markEnd: false, charLineBits: 6 },
    { hashBits: 11, wordMaxN: 1, charMinN: 1, charMaxN: 5, markEnd: false, charLineBits: 3 },
  ];

  it('equal the sums over extractNgrams features for every spec (property)', () => {
    const scratch = new NgramScratch();
    for (const s of specs) {
      const weights = Int8Array.from(
        { length: 2 * featureDim(s) },
        (_, i) => ((i * 40503) % 255) - 127,
      );
      const scorer = scorerOf(s, weights);
      fc.assert(
        fc.property(anyText, (text) => {
          const folded = foldText(text);
          scorer.run(folded);
          extractNgrams(folded, s, scratch);
          const a = referenceSums(weights, 0, scratch);
          const b = referenceSums(weights, 1, scratch);
          const o = scorer.out;
          return (
            o[NGRAM_OUT.wordGrams] === scratch.nWord &&
            charGramCount(o[NGRAM_OUT.len]!, s.charMinN, s.charMaxN) === scratch.nChar &&
            o[NGRAM_OUT.wordA] === a.word &&
            o[NGRAM_OUT.wordB] === b.word &&
            o[NGRAM_OUT.charA] === a.char &&
            o[NGRAM_OUT.charB] === b.char
          );
        }),
        { numRuns: 150, seed: 35 },
      );
    }
  });

  it('sum three heads read four bytes per feature as the reference does (property)', () => {
    const scratch = new NgramScratch();
    for (const s of [specs[1]!, specs[3]!, specs[5]!]) {
      const weights = Int8Array.from({ length: 4 * featureDim(s) }, (_, i) =>
        i % 4 === 3 ? 0 : ((i * 40503) % 255) - 127,
      );
      const scorer = scorerOf(s, weights);
      fc.assert(
        fc.property(anyText, (text) => {
          const folded = foldText(text);
          scorer.run(folded);
          extractNgrams(folded, s, scratch);
          const [a, b, c] = ([0, 1, 2] as const).map((h) => referenceSums(weights, h, scratch, 4));
          const o = scorer.out;
          return (
            o[NGRAM_OUT.wordA] === a!.word &&
            o[NGRAM_OUT.wordB] === b!.word &&
            o[NGRAM_OUT.wordC] === c!.word &&
            o[NGRAM_OUT.charA] === a!.char &&
            o[NGRAM_OUT.charB] === b!.char &&
            o[NGRAM_OUT.charC] === c!.char
          );
        }),
        { numRuns: 100, seed: 38 },
      );
    }
  });

  it('sum three heads of extreme weights over the longest text without overflow', () => {
    // The three-head sums go through 16-bit lanes: every weight at an int8 bound, over a text of
    // MAX_CHARS characters (tens of thousands of grams), must still give count × weight exactly.
    const s = specs[1]!;
    const weights = Int8Array.from({ length: 4 * featureDim(s) }, (_, i) =>
      i % 4 === 0 ? -128 : i % 4 === 1 ? 127 : i % 4 === 2 ? -127 : 0,
    );
    const scorer = scorerOf(s, weights);
    for (const text of ['ab c'.repeat(MAX_CHARS / 4), 'x', 'Great phone. '.repeat(23)]) {
      scorer.run(text);
      const o = scorer.out;
      const nw = o[NGRAM_OUT.wordGrams]!;
      const nc = charGramCount(o[NGRAM_OUT.len]!, s.charMinN, s.charMaxN);
      expect(nw + nc).toBeGreaterThan(0);
      expect([o[NGRAM_OUT.wordA], o[NGRAM_OUT.wordB], o[NGRAM_OUT.wordC]]).toEqual([
        -128 * nw,
        127 * nw,
        -127 * nw,
      ]);
      expect([o[NGRAM_OUT.charA], o[NGRAM_OUT.charB], o[NGRAM_OUT.charC]]).toEqual([
        -128 * nc,
        127 * nc,
        -127 * nc,
      ]);
    }
  });

  it('refuse specs and tables the wasm code cannot read', () => {
    const tables = {
      lmWord: smallLm.word,
      lmPair: smallLm.pair,
      unseenSurprisal: 1,
    };
    const s = { ...spec, hashBits: 8 };
    expect(
      () => new WasmScorer({ ...s, charMaxN: 6 }, { ...tables, weights: new Int8Array(512) }),
    ).toThrow(RangeError);
    expect(
      () => new WasmScorer({ ...s, wordHashBits: 9 }, { ...tables, weights: new Int8Array(2048) }),
    ).toThrow(RangeError);
    expect(() => new WasmScorer(s, { ...tables, weights: new Int8Array(500) })).toThrow(RangeError);
    expect(
      () =>
        new WasmScorer(s, {
          ...tables,
          weights: new Int8Array(512),
          lmWord: new Uint16Array(1000),
        }),
    ).toThrow(RangeError);
  });

  it('take only folded (ASCII) text', () => {
    const scorer = scorerOf({ ...spec, hashBits: 8 }, new Int8Array(512), 1);
    expect(() => scorer.run('caf\u00e9')).toThrow(RangeError);
    expect(scorer.run(foldText('caf\u00e9'))).toBe(4);
    expect(scorer.run('y'.repeat(MAX_CHARS + 100))).toBe(MAX_CHARS);
  });
});

describe('wasm scorer style counts', () => {
  it('give the same features as extractStyle, bit for bit, with the language model (property)', () => {
    const lm = new WordLm(smallLm);
    const scorer = scorerOf(
      { hashBits: 10, wordMaxN: 1, charMinN: 1, charMaxN: 1, markEnd: false },
      new Int8Array(2048),
    );
    const js = new Float64Array(STYLE_DIM);
    const wasm = new Float64Array(STYLE_DIM);
    const counts = new Int32Array(STYLE_COUNT_DIM);
    const sums = new Float64Array(2);
    const corpus = fc.oneof(anyText, fc.constantFrom(...TINY_HUMAN, ...TINY_MACHINE));
    fc.assert(
      fc.property(corpus, (text) => {
        const folded = foldText(text);
        const n = scorer.run(folded);
        styleFromCounts(n, scorer.styleCounts, scorer.lmSums, wasm);
        extractStyle(folded, lm, js);
        expect(countStyle(folded, lm, counts, sums)).toBe(n);
        expect(Array.from(scorer.styleCounts)).toEqual(Array.from(counts));
        expect(Array.from(scorer.lmSums)).toEqual(Array.from(sums));
        return js.every((x, i) => Object.is(x, wasm[i]));
      }),
      { numRuns: 400, seed: 36 },
    );
  });
});

/**
 * The text model's probability computed the reference way (the steps model.ts documents): prepareText,
 * then per segment extractNgrams over the artifact's int8 table and extractStyle with the JavaScript
 * word LM, the segment combiner, the mean over segments, the text layer with the structure features,
 * the prior shift and the degenerate-text cap.
 */
function referenceScorer(bytes: Uint8Array): (text: string) => number {
  const { header, arrays } = decodeArtifact(bytes);
  const weights = arrays.ngram_weights as Int8Array;
  const lm = new WordLm({
    word: arrays.lm_word as Uint16Array,
    pair: arrays.lm_pair as Uint8Array,
    unseenSurprisal: header.lm.unseenSurprisal,
  });
  const scratch = new NgramScratch();
  const style = new Float64Array(STYLE_DIM);
  const [scaleA, scaleB, scaleC] = header.ngram.weightScales as [number, number, number?];
  // A reference path (ADR 138) adds a third head: four bytes per feature.
  const ref = header.referencePath;
  const stride = ref === null ? 2 : 4;
  const [headMax, headA, headB, ...styleWeights] = header.stacker.weights as number[];
  const [segmentWeight, lengthWeight, ...structureWeights] = header.textLayer.weights as number[];
  // A format-2 model (format-2.ts): the whole text, unclipped style values.
  const wholeText = header.formatVersion === 2;
  let referenceSum = 0;
  let surprisalSum = 0;
  const segmentLogit = (folded: string): number => {
    extractNgrams(folded, header.ngram, scratch);
    const a = referenceSums(weights, 0, scratch, stride);
    const b = referenceSums(weights, 1, scratch, stride);
    const wordNorm = scratch.nWord > 0 ? 1 / Math.sqrt(scratch.nWord) : 0;
    const charNorm = scratch.nChar > 0 ? 1 / Math.sqrt(scratch.nChar) : 0;
    const gpt2 = (a.word * wordNorm + a.char * charNorm) * scaleA + header.ngram.heads[0]!.bias;
    const modern = (b.word * wordNorm + b.char * charNorm) * scaleB + header.ngram.heads[1]!.bias;
    extractStyle(folded, lm, style);
    surprisalSum += style[STYLE_DIM - 3]!;
    let styleLogit = header.stacker.bias;
    for (let i = 0; i < STYLE_DIM; i++) {
      const std = header.style.std[i]!;
      const inv = std > 0 ? 1 / std : 0;
      styleLogit += wholeText
        ? styleWeights[i]! * (style[i]! - header.style.mean[i]!) * inv
        : styleWeights[i]! * standardise(style[i]!, header.style.mean[i]!, inv);
    }
    if (ref !== null) {
      const c = referenceSums(weights, 2, scratch, stride);
      const other = (c.word * wordNorm + c.char * charNorm) * scaleC! + header.ngram.heads[2]!.bias;
      const [wMax, wGpt2, wOther, ...refStyle] = ref.stacker.weights as number[];
      let logit =
        ref.stacker.bias + wMax! * Math.max(gpt2, other) + wGpt2! * gpt2 + wOther! * other;
      for (let i = 0; i < STYLE_DIM; i++) {
        const std = ref.style.std[i]!;
        logit += refStyle[i]! * standardise(style[i]!, ref.style.mean[i]!, std > 0 ? 1 / std : 0);
      }
      referenceSum += logit;
    }
    return headMax! * Math.max(gpt2, modern) + headA! * gpt2 + headB! * modern + styleLogit;
  };
  return (text) => {
    const prepared: PreparedText = wholeText
      ? {
          segments: [foldText(text)],
          structure: new Float64Array(STRUCTURE_DIM),
          punctuationRun: false,
          assistantFraming: hasChatFraming(text),
        }
      : prepareText(text);
    let sum = 0;
    let words = 0;
    referenceSum = 0;
    surprisalSum = 0;
    for (const segment of prepared.segments) {
      sum += segmentLogit(segment);
      words += wordHashes(segment).length;
    }
    let structure = 0;
    for (let i = 0; i < STRUCTURE_DIM; i++)
      structure += structureWeights[i]! * prepared.structure[i]!;
    const mean = sum / prepared.segments.length;
    let logit =
      segmentWeight! * mean +
      lengthWeight! * mean * lengthTerm(words) +
      structure +
      (header.textLayer.bias + Math.log(header.priorFake / (1 - header.priorFake)));
    if (ref !== null) {
      const reference =
        ref.calibration.a * (referenceSum / prepared.segments.length) + ref.calibration.b;
      const layerReads =
        ref.textLayerOn === 'every-text' ||
        prepared.segments.length > 1 ||
        prepared.structure.some((v) => v !== 0) ||
        surprisalSum / prepared.segments.length > (ref.unfamiliarAbove ?? Number.POSITIVE_INFINITY);
      logit = layerReads ? Math.max(reference, logit - ref.margin) : reference;
    }
    let p = 1 / (1 + Math.exp(-logit));
    if (!Number.isFinite(p)) p = 0.5;
    if (prepared.assistantFraming) p = Math.max(p, header.guard.assistantFloor);
    return prepared.punctuationRun ? Math.min(p, header.guard.degenerateCap) : p;
  };
}

describe('text model on the wasm scorer', () => {
  for (const [name, path] of [
    ['the committed model (SIMD char path)', DEFAULT_TEXT_MODEL_PATH],
    ['the tiny fixture model (scalar char path)', FIXTURE],
  ] as const) {
    it(`scores ${name} exactly as the JavaScript reference (property)`, () => {
      const bytes = readFileSync(path);
      const model = loadTextModel(path);
      const reference = referenceScorer(bytes);
      for (const text of [...TINY_HUMAN, ...TINY_MACHINE])
        expect(model.score(text).probability).toBe(reference(text));
      fc.assert(
        fc.property(anyText, (text) => Object.is(model.score(text).probability, reference(text))),
        { numRuns: 300, seed: 37 },
      );
    });
  }

  it('keeps each model instance in its own memory', () => {
    const big = loadTextModel();
    const tiny = textModelFromBytes(readFileSync(FIXTURE));
    const text = TINY_MACHINE[0]!;
    const expected = referenceScorer(readFileSync(FIXTURE))(text);
    big.score('something else entirely, to overwrite any shared scratch');
    expect(tiny.score(text).probability).toBe(expected);
  });
});

describe('text model load', () => {
  const { header, arrays } = decodeArtifact(readFileSync(FIXTURE));
  const { sections: _sections, ...rest } = header;
  const rebuild = (
    changed: Partial<SectionArrays>,
    h: Omit<TextModelHeader, 'sections'> = rest,
  ): Uint8Array => encodeArtifact(h, { ...arrays, ...changed } as SectionArrays);

  it('rejects corrupt artifacts with TextModelFormatError', () => {
    const weights = arrays.ngram_weights as Int8Array;
    const cases: Uint8Array[] = [
      // int16 weights (the format can describe them; the run-time scorer reads int8 only)
      rebuild({ ngram_weights: Int16Array.from(weights) }),
      rebuild({ ngram_weights: weights.subarray(0, weights.length - 2) }),
      rebuild({ lm_word: (arrays.lm_word as Uint16Array).subarray(0, 1000) }),
      rebuild({ lm_pair: new Uint16Array(8) }),
      rebuild({}, { ...rest, ngram: { ...rest.ngram, wordHashBits: rest.ngram.hashBits + 1 } }),
      readFileSync(FIXTURE).subarray(0, 4000),
    ];
    for (const bytes of cases)
      expect(() => textModelFromBytes(bytes)).toThrow(TextModelFormatError);
    expect(() => textModelFromBytes(rebuild({}))).not.toThrow();
  });
});

describe('scorer.wasm', () => {
  it('is what wasm/scorer.as compiles to (rebuild with npm run build:wasm -w @reviewsentry/detector)', async () => {
    const committed = readFileSync(SCORER_BINARY);
    const rebuilt = await compileScorer();
    expect(Buffer.from(rebuilt).equals(committed)).toBe(true);
  }, 60_000);
});
