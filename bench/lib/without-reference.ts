// A format-3 artifact with a reference path (ADR 138) rewritten as the same model without it: heads A and B
// only (two bytes per feature), no reference combiner. Its scores are not the artifact's; it exists so that a
// benchmark can compare three-head scoring with two-head scoring of the same tables.
import {
  decodeArtifact,
  encodeArtifact,
  type SectionArrays,
} from '@reviewsentry/detector/text-model';

export function withoutReference(bytes: Uint8Array): Uint8Array {
  const { header, arrays } = decodeArtifact(bytes);
  if (header.referencePath === null) throw new Error('the artifact has no reference path');
  const quads = arrays.ngram_weights as Int8Array;
  const pairs = new Int8Array(quads.length / 2);
  for (let j = 0, k = 0; j < quads.length; j += 4, k += 2) {
    pairs[k] = quads[j]!;
    pairs[k + 1] = quads[j + 1]!;
  }
  const { sections: _sections, ...rest } = header;
  const ngram = {
    ...rest.ngram,
    heads: rest.ngram.heads.slice(0, 2),
    weightScales: rest.ngram.weightScales.slice(0, 2),
  };
  const copy: SectionArrays = { ...arrays, ngram_weights: pairs };
  return encodeArtifact({ ...rest, ngram, referencePath: null }, copy);
}
