import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeArtifact, encodeArtifact, TextModelFormatError } from './artifact';
import { CHAT_ANSWERS } from './fixtures/chat-answers';
import { TINY_HUMAN, TINY_MACHINE } from './fixtures/tiny-corpus';
import { textModelFromBytes } from './index';

const FIXTURE = fileURLToPath(new URL('./fixtures/tiny-text-model.bin', import.meta.url));
const logit = (p: number): number => Math.log(p / (1 - p));
const PLAIN = [...TINY_HUMAN, ...TINY_MACHINE].filter((t) => !/[\n*#[]/.test(t)).slice(0, 20);

/** The fixture with the given text layer bias, and optionally its combiner as a reference path. */
function variant(
  textBias: number,
  reference: {
    a: number;
    b: number;
    margin: number;
    textLayerOn?: 'every-text' | 'long-or-structured';
    unfamiliarAbove?: number;
  } | null,
  textWeights?: number[],
) {
  const { header, arrays } = decodeArtifact(readFileSync(FIXTURE));
  const { sections: _s, ...rest } = header;
  const w = arrays.ngram_weights as Int8Array;
  // Three heads: the fixture's two and a copy of the second, four bytes per feature.
  const quads = new Int8Array(2 * w.length);
  for (let j = 0; j < w.length / 2; j++) {
    quads[4 * j] = w[2 * j]!;
    quads[4 * j + 1] = w[2 * j + 1]!;
    quads[4 * j + 2] = w[2 * j + 1]!;
  }
  const ngram = reference
    ? {
        ...rest.ngram,
        heads: [...rest.ngram.heads, { name: 'reference', bias: rest.ngram.heads[1]!.bias }],
        weightScales: [...rest.ngram.weightScales, rest.ngram.weightScales[1]!],
      }
    : rest.ngram;
  return textModelFromBytes(
    encodeArtifact(
      {
        ...rest,
        ngram,
        textLayer: {
          ...rest.textLayer,
          bias: textBias,
          weights: textWeights ?? rest.textLayer.weights,
        },
        referencePath: reference && {
          stacker: { weights: rest.stacker.weights, bias: rest.stacker.bias },
          style: { mean: rest.style.mean, std: rest.style.std },
          calibration: { a: reference.a, b: reference.b },
          margin: reference.margin,
          textLayerOn: reference.textLayerOn ?? 'every-text',
          unfamiliarAbove: reference.unfamiliarAbove ?? null,
        },
      },
      reference ? { ...arrays, ngram_weights: quads } : arrays,
    ),
  );
}

describe('reference path', () => {
  const { header } = decodeArtifact(readFileSync(FIXTURE));
  const bias = header.textLayer.bias;

  it('scores a text by the reference when the text layer sees less: a·(combiner logit) + b', () => {
    // The same combiner read through a text layer of weight 1 on the segment logit and nothing else
    // (the bias undoes the prior shift): its logit is the combiner's.
    const prior = Math.log(header.priorFake / (1 - header.priorFake));
    const unit = header.textLayer.weights.map((_, i) => (i === 0 ? 1 : 0));
    const combiner = variant(-prior, null, unit);
    const withRef = variant(-1e6, { a: 1.5, b: -0.25, margin: 0 });
    expect(PLAIN.length).toBeGreaterThan(5);
    for (const t of PLAIN) {
      const z = logit(combiner.score(t).probability);
      expect(logit(withRef.score(t).probability)).toBeCloseTo(1.5 * z - 0.25, 6);
    }
  });

  it('lets the text layer decide, less the margin, when the reference sees less', () => {
    const margin = 0.75;
    const withRef = variant(bias, { a: 1, b: -1e6, margin });
    const alone = variant(bias, null);
    for (const t of [...PLAIN, ...CHAT_ANSWERS]) {
      const p = alone.score(t).probability;
      const q = withRef.score(t).probability;
      // The guards still apply after the two paths: the assistant floor (0.9) and degenerate cap.
      if (p === 0.9 || q === 0.9) continue;
      expect(logit(q)).toBeCloseTo(logit(p) - margin, 8);
    }
  });

  it('lets the text layer raise only long or structured texts when told so', () => {
    const margin = 0.75;
    const gated = variant(bias, { a: 1, b: -1e6, margin, textLayerOn: 'long-or-structured' });
    const alone = variant(bias, null);
    const long = `${PLAIN.join(' ')} ${PLAIN.join(' ')}`;
    expect(long.length).toBeGreaterThan(header.segments.maxChars);
    const paragraphs = `${PLAIN[0]}\n\n${PLAIN[1]}`;
    // Plain one-segment texts: the reference alone decides (here: certainly genuine).
    for (const t of PLAIN) expect(gated.score(t).probability).toBe(0);
    // Texts cut into segments or carrying chat structure: the text layer, less the margin.
    for (const t of [long, paragraphs, ...CHAT_ANSWERS]) {
      const p = alone.score(t).probability;
      const q = gated.score(t).probability;
      if (p === 0.9 || q === 0.9) continue;
      expect(logit(q)).toBeCloseTo(logit(p) - margin, 8);
    }
  });

  it('lets the text layer raise plain texts too when their words are unfamiliar to the reference', () => {
    const margin = 0.75;
    const alone = variant(bias, null);
    // Every text's words are more surprising than 1e-9 nats: all are read by the text layer.
    const unfamiliar = variant(bias, {
      a: 1,
      b: -1e6,
      margin,
      textLayerOn: 'long-or-structured',
      unfamiliarAbove: 1e-9,
    });
    // No text's words are that surprising: plain texts stay the reference's.
    const familiar = variant(bias, {
      a: 1,
      b: -1e6,
      margin,
      textLayerOn: 'long-or-structured',
      unfamiliarAbove: 1e9,
    });
    for (const t of PLAIN) {
      expect(logit(unfamiliar.score(t).probability)).toBeCloseTo(
        logit(alone.score(t).probability) - margin,
        8,
      );
      expect(familiar.score(t).probability).toBe(0);
    }
  });

  it('is refused without its third head, and a third head without it', () => {
    const { header: h, arrays } = decodeArtifact(readFileSync(FIXTURE));
    const { sections: _s, ...rest } = h;
    const path = {
      stacker: { weights: rest.stacker.weights, bias: 0 },
      style: { mean: rest.style.mean, std: rest.style.std },
      calibration: { a: 1, b: 0 },
      margin: 0,
      textLayerOn: 'every-text' as const,
      unfamiliarAbove: null,
    };
    expect(() =>
      textModelFromBytes(encodeArtifact({ ...rest, referencePath: path }, arrays)),
    ).toThrow(TextModelFormatError);
  });
});
