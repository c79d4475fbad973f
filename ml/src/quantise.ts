// int8 storage of the n-gram heads (ADR 033): one scale per head, the heads interleaved so that the
// run-time scorer reads a feature's weights in one load (ADR 034, 138).
function clipValue(w: Float32Array, q: number): number {
  const abs = Float32Array.from(w, Math.abs)
    .filter((x) => x > 0)
    .sort();
  if (abs.length === 0) return 1e-12;
  return abs[Math.min(abs.length - 1, Math.floor(q * (abs.length - 1)))]!;
}

/** Bytes per feature in the interleaved table: two heads in 16 bits, three in 32 (the fourth byte 0). */
const strideOf = (heads: number): number => (heads === 3 ? 4 : 2);

/**
 * Interleaves two or three heads as int8 with one scale per head: feature j's weights are
 * w[stride·j + h], so that the scorer reads them in one 16-bit (two heads) or 32-bit load (three,
 * docs/decisions/138).
 */
export function quantiseHeads(
  heads: readonly Float32Array[],
  clipQuantile = 1,
): { interleaved: Int8Array; weightScales: number[] } {
  if (heads.length !== 2 && heads.length !== 3) throw new RangeError('two or three heads');
  const qmax = 127;
  const stride = strideOf(heads.length);
  const scales = heads.map((w) => clipValue(w, clipQuantile) / qmax);
  const n = heads[0]!.length;
  const interleaved = new Int8Array(stride * n);
  heads.forEach((w, h) => {
    const scale = scales[h]!;
    for (let j = 0; j < n; j++)
      interleaved[stride * j + h] = Math.max(-qmax, Math.min(qmax, Math.round(w[j]! / scale)));
  });
  return { interleaved, weightScales: scales };
}

/** Head `head` of a table of `heads` interleaved int8 heads (stride 2 for two heads, 4 for three). */
export function dequantiseHead(
  interleaved: Int8Array,
  heads: 2 | 3,
  head: 0 | 1 | 2,
  scale: number,
): Float32Array {
  const stride = strideOf(heads);
  const out = new Float32Array(interleaved.length / stride);
  for (let j = 0; j < out.length; j++) out[j] = interleaved[stride * j + head]! * scale;
  return out;
}
