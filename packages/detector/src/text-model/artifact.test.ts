import { describe, expect, it } from 'vitest';
import {
  TEXT_MODEL_FORMAT,
  TEXT_MODEL_FORMAT_VERSION,
  TextModelFormatError,
  decodeArtifact,
  encodeArtifact,
  type TextModelHeader,
} from './artifact';

const header: Omit<TextModelHeader, 'sections'> = {
  format: TEXT_MODEL_FORMAT,
  formatVersion: TEXT_MODEL_FORMAT_VERSION,
  id: 'test',
  version: '0.0.0',
  languages: ['en'],
  minWords: 10,
  ngram: {
    hashBits: 8,
    wordMaxN: 1,
    charMinN: 1,
    charMaxN: 2,
    markEnd: false,
    charLineBits: 0,
    wordLineBits: 0,
    wordHashBits: 0,
    heads: [
      { name: 'a', bias: 0.25 },
      { name: 'b', bias: -0.5 },
    ],
    weightScales: [0.001, 0.002],
  },
  lm: { step: 1 / 16, unseenSurprisal: 12 },
  style: { names: [], mean: [], std: [] },
  stacker: { inputs: ['ngram_logit'], weights: [1], bias: 0 },
  segments: { maxChars: 600, maxSegments: 10 },
  textLayer: { inputs: ['segment_logit'], weights: [1], bias: 0 },
  priorFake: 0.4,
  referencePath: null,
  multilingual: null,
  guard: { degenerateCap: 0.05, assistantFloor: 0.9 },
  training: { seed: 1 },
};

function withHeader(patch: Record<string, unknown>): Uint8Array {
  return encodeArtifact({ ...header, ...patch } as Omit<TextModelHeader, 'sections'>, {
    w: new Float32Array([1]),
  });
}

describe('text model artifact', () => {
  it('round-trips header and typed arrays (odd lengths stay aligned)', () => {
    const w = Float32Array.from({ length: 7 }, (_, i) => i / 3);
    const u = Uint32Array.from([1, 2, 3, 4_000_000_000]);
    const q = Int16Array.from([-32767, 0, 5, 32767, -1]);
    const b = Int8Array.from([-127, 0, 3, 127, -1]);
    const lw = Uint16Array.from([0, 65535, 300]);
    const lp = Uint8Array.from([0, 255, 7]);
    const bytes = encodeArtifact(header, { w, q, u, b, lw, lp });
    const { header: h, arrays } = decodeArtifact(bytes);
    expect(h.ngram).toEqual(header.ngram);
    expect(Array.from(arrays.w!)).toEqual(Array.from(w));
    expect(arrays.u).toBeInstanceOf(Uint32Array);
    expect(Array.from(arrays.q!)).toEqual(Array.from(q));
    expect(Array.from(arrays.u!)).toEqual(Array.from(u));
    expect(arrays.b).toBeInstanceOf(Int8Array);
    expect(Array.from(arrays.b!)).toEqual(Array.from(b));
    expect(arrays.lw).toBeInstanceOf(Uint16Array);
    expect(Array.from(arrays.lw!)).toEqual(Array.from(lw));
    expect(arrays.lp).toBeInstanceOf(Uint8Array);
    expect(Array.from(arrays.lp!)).toEqual(Array.from(lp));
    // Decoding from an unaligned view (as a Node Buffer slice may be) gives the same arrays.
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(Array.from(decodeArtifact(shifted.subarray(1)).arrays.w!)).toEqual(Array.from(w));
  });

  it('rejects another format version with a clear message', () => {
    expect(() =>
      decodeArtifact(withHeader({ formatVersion: TEXT_MODEL_FORMAT_VERSION + 1 })),
    ).toThrow(/format mismatch.*v4.*reads reviewsentry\.text-model v3/);
  });

  it('rejects format 1 by its stamp, and a format-2 header without its calibration', () => {
    expect(() => decodeArtifact(withHeader({ formatVersion: 1 }))).toThrow(
      /artifact is reviewsentry\.text-model v1, this code reads reviewsentry\.text-model v3/,
    );
    expect(() => decodeArtifact(withHeader({ formatVersion: 2 }))).toThrow(
      /header \(format 2\) is invalid/,
    );
  });

  it('rejects a header without the languages it was measured on', () => {
    expect(() => decodeArtifact(withHeader({ languages: [] }))).toThrow(/invalid/);
    expect(() => decodeArtifact(withHeader({ languages: ['english'] }))).toThrow(/invalid/);
    expect(() => decodeArtifact(withHeader({ minWords: 0 }))).toThrow(/invalid/);
  });

  it('rejects another format id', () => {
    expect(() => decodeArtifact(withHeader({ format: 'someone-else' }))).toThrow(
      TextModelFormatError,
    );
  });

  it('rejects bad magic, truncation and invalid headers', () => {
    const good = encodeArtifact(header, { w: new Float32Array(4) });
    const badMagic = good.slice();
    badMagic[0] = 0;
    expect(() => decodeArtifact(badMagic)).toThrow(/magic/);
    expect(() => decodeArtifact(good.subarray(0, 6))).toThrow(/truncated/);
    expect(() => decodeArtifact(good.subarray(0, good.length - 8))).toThrow(/past the end/);
    expect(() => decodeArtifact(withHeader({ ngram: { hashBits: 99 } }))).toThrow(/invalid/);
  });
});
