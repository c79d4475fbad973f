// The text-model artifact: 'RSTM' magic, u32 header length, a JSON header (validated by zod), then
// 8-byte-aligned binary sections. The header carries a format id and version; format 2 is read as
// format 2 scored (format-2.ts), any other mismatch is refused.
import { z } from 'zod';
import { headerFromFormat2 } from './format-2';
import { TEXT_LAYER_INPUTS } from './text-layer';

export const TEXT_MODEL_FORMAT = 'reviewsentry.text-model';
// v2 (ADR 033): int8 n-gram weights with one scale per head, precomputed quantised LM tables.
// v3 (ADR 135): the languages and minimum length the model was measured on, chat-structure features,
// segment scoring and a text layer over them, the degenerate-text guard.
export const TEXT_MODEL_FORMAT_VERSION = 3;
const MAGIC = 0x4d545352; // 'RSTM' little-endian

const sectionSchema = z.object({
  name: z.string(),
  dtype: z.enum(['f32', 'u32', 'i16', 'i8', 'u8', 'u16']),
  byteOffset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
});

export const textModelHeaderSchema = z.object({
  format: z.string(),
  formatVersion: z.number().int(),
  id: z.string().min(1),
  version: z.string().min(1),
  /** ISO 639-1 codes of the languages the model was trained and measured on. */
  languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1),
  /** Texts with fewer words than this were not measured; the detector does not send them. */
  minWords: z.number().int().min(1),
  ngram: z.object({
    hashBits: z.number().int().min(8).max(26),
    wordMaxN: z.number().int().min(1).max(3),
    charMinN: z.number().int().min(1).max(8),
    charMaxN: z.number().int().min(1).max(5),
    markEnd: z.boolean(),
    charLineBits: z.number().int().min(0).max(8).default(0),
    wordLineBits: z.number().int().min(0).max(8).default(0),
    /** Word n-grams in a table of their own (ADR 034); 0 = shared with the char grams. */
    wordHashBits: z.number().int().min(0).max(26).default(0),
    /**
     * Two linear heads over the same hashed features (docs/decisions/031-combined-detector.md), and
     * a third when the artifact carries a reference path (138).
     */
    heads: z
      .array(z.object({ name: z.string(), bias: z.number() }))
      .min(2)
      .max(3),
    /**
     * Weights are stored as int8 or int16, interleaved by head; head h's logit is
     * (its normalised sum of stored values) × weightScales[h] + bias.
     */
    weightScales: z.array(z.number().positive()).min(2).max(3),
  }),
  /** Quantised word LM (word-lm.ts): surprisal step in nats, surprisal of a never-seen word. */
  lm: z.object({ step: z.number().positive(), unseenSurprisal: z.number().nonnegative() }),
  style: z.object({
    names: z.array(z.string()),
    mean: z.array(z.number()),
    std: z.array(z.number()),
  }),
  /** Combiner of one segment: n-gram head logits and style features. */
  stacker: z.object({
    inputs: z.array(z.string()),
    weights: z.array(z.number()),
    bias: z.number(),
  }),
  /** Long texts are scored as segments of at most maxChars characters (segments.ts). */
  segments: z.object({
    maxChars: z.number().int().min(50),
    maxSegments: z.number().int().min(1),
  }),
  /**
   * The text's logit from its segments' mean stacker logit and its chat-structure features, fitted
   * class-balanced; priorFake then shifts it to the share of machine texts it is calibrated for.
   */
  textLayer: z.object({
    inputs: z.array(z.string()),
    weights: z.array(z.number()),
    bias: z.number(),
  }),
  priorFake: z.number().gt(0).lt(1),
  /**
   * The reference path (docs/decisions/138): a committed earlier model read inside this one — its
   * GPT-2 head (head 0), its other head (the third head), its word LM (this artifact's), and here its
   * combiner over [max(z0, z2), z0, z2, style…] with its own unclipped standardisation and its
   * calibration a·(mean segment logit) + b. The text's logit is the larger of the reference's and
   * the text layer's minus `margin`. `textLayerOn`: which texts the text layer may raise — every
   * text, or only those beyond what the reference was trained on (prose cut into more than one
   * segment, or any chat structure: title, rating, markdown, bullets, paragraphs…; and, given
   * `unfamiliarAbove`, words its language model finds unfamiliar). Null: the text layer alone.
   */
  referencePath: z
    .object({
      stacker: z.object({ weights: z.array(z.number()), bias: z.number() }),
      style: z.object({ mean: z.array(z.number()), std: z.array(z.number()) }),
      calibration: z.object({ a: z.number(), b: z.number() }),
      margin: z.number().min(0),
      textLayerOn: z.enum(['every-text', 'long-or-structured']).default('every-text'),
      /**
       * With 'long-or-structured': a plain text whose mean word surprisal under the reference's own
       * language model (nats/word) is above this is beyond the reference's domain too, and the text
       * layer reads it (ADR 154). Null: no such texts.
       */
      unfamiliarAbove: z.number().positive().nullable().default(null),
    })
    .nullable()
    .default(null),
  /**
   * The scorer of the other languages (multilingual.ts, docs/decisions/136): its n-gram spec, the
   * head's bias and int8 scale (section ml_weights), and one combiner per language it was measured on.
   */
  multilingual: z
    .object({
      spec: z.object({
        hashBits: z.number().int().min(8).max(24),
        charMinN: z.number().int().min(1).max(8),
        charMaxN: z.number().int().min(1).max(8),
        wordMaxN: z.number().int().min(1).max(2),
        perLanguage: z.boolean(),
      }),
      bias: z.number(),
      weightScale: z.number().positive(),
      styleNames: z.array(z.string()),
      combiners: z.record(
        z.string().regex(/^[a-z]{2}$/),
        z.object({
          mean: z.array(z.number()),
          std: z.array(z.number()),
          weights: z.array(z.number()),
          bias: z.number(),
        }),
      ),
    })
    .nullable()
    .default(null),
  /**
   * degenerateCap: highest probability of a degenerate text (a long run of one punctuation mark);
   * assistantFloor: lowest probability of a text that carries a chat assistant's framing (a lead-in,
   * a closing offer or a template slot, chat-structure.ts). Both are measured rules (ADR 135).
   */
  guard: z.object({
    degenerateCap: z.number().min(0).max(1),
    assistantFloor: z.number().min(0).max(1),
  }),
  training: z.record(z.string(), z.unknown()),
  sections: z.array(sectionSchema),
});

export type TextModelHeader = z.infer<typeof textModelHeaderSchema>;
export type SectionArray =
  Float32Array | Uint32Array | Int16Array | Int8Array | Uint8Array | Uint16Array;
export type SectionArrays = Record<string, SectionArray>;

const BYTES = { f32: 4, u32: 4, i16: 2, i8: 1, u8: 1, u16: 2 } as const;
type Dtype = keyof typeof BYTES;

function dtypeOf(arr: SectionArray): Dtype {
  if (arr instanceof Float32Array) return 'f32';
  if (arr instanceof Int16Array) return 'i16';
  if (arr instanceof Int8Array) return 'i8';
  if (arr instanceof Uint8Array) return 'u8';
  if (arr instanceof Uint16Array) return 'u16';
  return 'u32';
}

function sectionView(
  dtype: Dtype,
  buffer: ArrayBufferLike,
  offset: number,
  length: number,
): SectionArray {
  switch (dtype) {
    case 'f32':
      return new Float32Array(buffer, offset, length);
    case 'u32':
      return new Uint32Array(buffer, offset, length);
    case 'i16':
      return new Int16Array(buffer, offset, length);
    case 'u16':
      return new Uint16Array(buffer, offset, length);
    case 'i8':
      return new Int8Array(buffer, offset, length);
    case 'u8':
      return new Uint8Array(buffer, offset, length);
  }
}

export class TextModelFormatError extends Error {
  override readonly name = 'TextModelFormatError';
}

/** Serialises header + arrays; section offsets in the header are filled in here. */
export function encodeArtifact(
  header: Omit<TextModelHeader, 'sections'>,
  arrays: SectionArrays,
): Uint8Array {
  const sections: TextModelHeader['sections'] = [];
  let offset = 0;
  for (const [name, arr] of Object.entries(arrays)) {
    sections.push({
      name,
      dtype: dtypeOf(arr),
      byteOffset: offset,
      length: arr.length,
    });
    offset += Math.ceil(arr.byteLength / 8) * 8;
  }
  const json = new TextEncoder().encode(JSON.stringify({ ...header, sections }));
  const dataStart = Math.ceil((8 + json.length) / 8) * 8;
  const out = new Uint8Array(dataStart + offset);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, json.length, true);
  out.set(json, 8);
  for (const section of sections) {
    const arr = arrays[section.name]!;
    out.set(
      new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength),
      dataStart + section.byteOffset,
    );
  }
  return out;
}

/** Parses an artifact; throws TextModelFormatError on a wrong magic, format id or version. */
export function decodeArtifact(bytes: Uint8Array): {
  header: TextModelHeader;
  arrays: SectionArrays;
} {
  if (bytes.length < 8) throw new TextModelFormatError('Text model artifact is truncated.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC)
    throw new TextModelFormatError('Not a ReviewSentry text model artifact (bad magic bytes).');
  const jsonLength = view.getUint32(4, true);
  if (8 + jsonLength > bytes.length)
    throw new TextModelFormatError('Text model artifact is truncated.');
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + jsonLength)));
  } catch {
    throw new TextModelFormatError('Text model artifact header is not valid JSON.');
  }
  const probe = z.object({ format: z.unknown(), formatVersion: z.unknown() }).safeParse(raw);
  const format = probe.success ? probe.data.format : undefined;
  const formatVersion = probe.success ? probe.data.formatVersion : undefined;
  if (format === TEXT_MODEL_FORMAT && formatVersion === 2) {
    try {
      raw = headerFromFormat2(raw, TEXT_LAYER_INPUTS);
    } catch (err) {
      throw new TextModelFormatError(`Text model header (format 2) is invalid: ${String(err)}`);
    }
  } else if (format !== TEXT_MODEL_FORMAT || formatVersion !== TEXT_MODEL_FORMAT_VERSION) {
    throw new TextModelFormatError(
      `Text model format mismatch: artifact is ${String(format)} v${String(formatVersion)}, ` +
        `this code reads ${TEXT_MODEL_FORMAT} v${TEXT_MODEL_FORMAT_VERSION}. Retrain with \`npm run train\`.`,
    );
  }
  const parsed = textModelHeaderSchema.safeParse(raw);
  if (!parsed.success)
    throw new TextModelFormatError(`Text model header is invalid: ${parsed.error.message}`);
  const header = parsed.data;
  const dataStart = Math.ceil((8 + jsonLength) / 8) * 8;
  const arrays: SectionArrays = {};
  for (const s of header.sections) {
    const start = dataStart + s.byteOffset;
    const end = start + s.length * BYTES[s.dtype];
    if (end > bytes.length)
      throw new TextModelFormatError(`Section ${s.name} runs past the end of the file.`);
    const absolute = bytes.byteOffset + start;
    // View in place when aligned (a freshly read file is); copy otherwise. Buffer#slice would share.
    const source =
      absolute % 4 === 0 ? bytes.buffer : new Uint8Array(bytes.subarray(start, end)).buffer;
    const offset = absolute % 4 === 0 ? absolute : 0;
    arrays[s.name] = sectionView(s.dtype, source, offset, s.length);
  }
  return { header, arrays };
}
