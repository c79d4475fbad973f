import { describe, expect, it } from 'vitest';
import { CHAT_ANSWERS } from './fixtures/chat-answers';
import { format2FixtureBytes } from './fixtures/format-2-fixture';
import { textModelFromBytes } from './index';
import { FORMAT_2_ASSISTANT_FLOOR, headerFromFormat2 } from './format-2';
import { TEXT_LAYER_INPUTS } from './text-layer';
import { hasChatFraming } from './text-prep';

const logit = (p: number): number => Math.log(p / (1 - p));

const format2 = format2FixtureBytes;

describe('format-2 artifacts read as they were trained', () => {
  it('map the Platt calibration onto the text layer, English from 10 words, the chat-framing floor the only guard', () => {
    const h = headerFromFormat2(
      { formatVersion: 2, calibration: { kind: 'platt', a: 1.5, b: -0.25 } },
      TEXT_LAYER_INPUTS,
    ) as Record<string, unknown>;
    expect(h.textLayer).toEqual({
      inputs: [...TEXT_LAYER_INPUTS],
      weights: TEXT_LAYER_INPUTS.map((_, i) => (i === 0 ? 1.5 : 0)),
      bias: -0.25 - logit(0.4),
    });
    expect(h).toMatchObject({
      languages: ['en'],
      minWords: 10,
      priorFake: 0.4,
      multilingual: null,
      guard: { degenerateCap: 1, assistantFloor: FORMAT_2_ASSISTANT_FLOOR },
    });
  });

  it('keep the languages and minimum length a format-2 header states', () => {
    const h = headerFromFormat2(
      {
        formatVersion: 2,
        languages: ['en'],
        minWords: 5,
        calibration: { kind: 'platt', a: 1, b: 0 },
      },
      TEXT_LAYER_INPUTS,
    ) as Record<string, unknown>;
    expect(h.minWords).toBe(5);
  });

  it('score the whole text in one pass, with the calibration exactly as stored', () => {
    const one = textModelFromBytes(format2(1, 0));
    const two = textModelFromBytes(format2(2, 0.5));
    expect(one.languages).toEqual(['en']);
    expect(one.minWords).toBe(10);
    const long = `${'The handle stays cool and the lid opens wide. '.repeat(60)}\n- quiet\n- fast`;
    const unframed = CHAT_ANSWERS.filter((text) => !hasChatFraming(text));
    expect(unframed.length).toBeGreaterThan(0);
    for (const text of [long, ...unframed, 'Works fine.', '']) {
      const p1 = one.score(text);
      expect(p1.components?.segments).toBe(1);
      expect(p1.components?.assistant_framing).toBe(0);
      expect(logit(two.score(text).probability)).toBeCloseTo(2 * logit(p1.probability) + 0.5, 9);
    }
  });

  it('put the chat-framing floor under a framed text, and no cap on a punctuation run (format 2 had none)', () => {
    const model = textModelFromBytes(format2(1, -40));
    const framed = CHAT_ANSWERS.filter((text) => hasChatFraming(text));
    expect(framed.length).toBeGreaterThan(0);
    for (const text of framed) {
      const score = model.score(text);
      expect(score.probability).toBe(FORMAT_2_ASSISTANT_FLOOR);
      expect(score.components?.assistant_framing).toBe(1);
    }
    // The floor needs the framing: the same answer's prose alone scores as the model says.
    expect(
      model.score('The grinder is consistent and the steam wand is easy.').probability,
    ).toBeLessThan(0.01);
    const loud = textModelFromBytes(format2(0, 40));
    expect(
      loud.score(`Terrible!!!!!!!!!!!!!!!! ${'never again '.repeat(5)}`).probability,
    ).toBeGreaterThan(0.99);
  });
});
