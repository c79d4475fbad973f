// A format-2 artifact (docs/decisions/033) read by this code: the model scores as it was trained to,
// one pass over the whole text (no chat-structure reading, no segments) and its Platt calibration as
// the text layer's only weight. English only, from 10 words, as it was measured. Of the guards only the
// chat-framing floor applies (docs/decisions/152): it is a rule about the text, not about the model.
import { z } from 'zod';

/** The share of machine texts format-2 models were calibrated for (docs/decisions/032). */
const FORMAT_2_PRIOR = 0.4;
/**
 * The least probability of a text framed as a chat assistant's answer (a lead-in, a closing offer, a
 * template slot, chat markdown): none of the 74,062 human texts we hold carries one (ADR 135, 138).
 */
export const FORMAT_2_ASSISTANT_FLOOR = 0.9;

const format2Fields = z.object({
  formatVersion: z.literal(2),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/))
    .min(1)
    .default(['en']),
  minWords: z.number().int().min(1).default(10),
  calibration: z.object({ kind: z.literal('platt'), a: z.number(), b: z.number() }),
});

/**
 * The header a format-3 reader expects, for a format-2 header: calibration a·logit + b becomes the
 * text layer (weight a on the segment logit, every other weight 0; the bias without the prior shift
 * the reader adds back), the chat-framing floor is the only guard and the text is one segment. `formatVersion` stays 2:
 * the scorer reads such a model's texts whole.
 */
export function headerFromFormat2(raw: unknown, textLayerInputs: readonly string[]): unknown {
  const v2 = format2Fields.parse(raw);
  const { a, b } = v2.calibration;
  const rest = { ...(raw as Record<string, unknown>) };
  delete rest.calibration;
  return {
    ...rest,
    languages: v2.languages,
    minWords: v2.minWords,
    segments: { maxChars: Number.MAX_SAFE_INTEGER, maxSegments: 1 },
    textLayer: {
      inputs: [...textLayerInputs],
      weights: textLayerInputs.map((_, i) => (i === 0 ? a : 0)),
      bias: b - Math.log(FORMAT_2_PRIOR / (1 - FORMAT_2_PRIOR)),
    },
    priorFake: FORMAT_2_PRIOR,
    multilingual: null,
    guard: { degenerateCap: 1, assistantFloor: FORMAT_2_ASSISTANT_FLOOR },
  };
}
