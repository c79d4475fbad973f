// int8 storage of the n-gram heads (ADR 033): one scale per head, both heads interleaved so that the
// run-time scorer reads both weights of a feature in one 16-bit load (ADR 034).
function clipValue(w: Float32Array, q: number): number {
  const abs = Float32Array.from(w, Math.abs)
    .filter((x) => x > 0)
    .sort();
  if (abs.length === 0) return 1e-12;
  return abs[Math.min(abs.length - 1, Math.floor(q * (abs.length - 1)))]!;
}

/** Interleaves two heads (w[2j] = a[j], w[2j+1] = b[j]) as int8 with one scale per head. */
export function quantiseHeads(
  a: Float32Array,
  b: Float32Array,
  clipQuantile = 1,
): { interleaved: Int8Array; weightScales: [number, number] } {
  const qmax = 127;
  const scales: [number, number] = [
    clipValue(a, clipQuantile) / qmax,
    clipValue(b, clipQuantile) / qmax,
  ];
  const interleaved = new Int8Array(2 * a.length);
  const q = (x: number, scale: number): number =>
    Math.max(-qmax, Math.min(qmax, Math.round(x / scale)));
  for (let j = 0; j < a.length; j++) {
    interleaved[2 * j] = q(a[j]!, scales[0]);
    interleaved[2 * j + 1] = q(b[j]!, scales[1]);
  }
  return { interleaved, weightScales: scales };
}

export function dequantise(interleaved: Int8Array, head: 0 | 1, scale: number): Float32Array {
  const out = new Float32Array(interleaved.length / 2);
  for (let j = 0; j < out.length; j++) out[j] = interleaved[2 * j + head]! * scale;
  return out;
}

/**
 * Three heads as int8, each feature's three weights in four bytes (the fourth 0) so that the scorer
 * reads them in one 32-bit load (docs/decisions/138).
 */
export function quantiseThreeHeads(
  a: Float32Array,
  b: Float32Array,
  c: Float32Array,
  clipQuantile = 1,
): { interleaved: Int8Array; weightScales: [number, number, number] } {
  const qmax = 127;
  const scales: [number, number, number] = [
    clipValue(a, clipQuantile) / qmax,
    clipValue(b, clipQuantile) / qmax,
    clipValue(c, clipQuantile) / qmax,
  ];
  const interleaved = new Int8Array(4 * a.length);
  const q = (x: number, scale: number): number =>
    Math.max(-qmax, Math.min(qmax, Math.round(x / scale)));
  for (let j = 0; j < a.length; j++) {
    interleaved[4 * j] = q(a[j]!, scales[0]);
    interleaved[4 * j + 1] = q(b[j]!, scales[1]);
    interleaved[4 * j + 2] = q(c[j]!, scales[2]);
  }
  return { interleaved, weightScales: scales };
}

/** Head `head` of a table of `heads` interleaved int8 heads (stride 2 for two heads, 4 for three). */
export function dequantiseHead(
  interleaved: Int8Array,
  heads: 2 | 3,
  head: 0 | 1 | 2,
  scale: number,
): Float32Array {
  const stride = heads === 3 ? 4 : 2;
  const out = new Float32Array(interleaved.length / stride);
  for (let j = 0; j < out.length; j++) out[j] = interleaved[stride * j + head]! * scale;
  return out;
}
