// Full garbage collections in the analysis workers: once a large upload is done with, and after a large
// product's duplicate search. A 100,000-review upload leaves hundreds of MB behind (the CSV once imported, the
// shingle index, then the analysis and its answer) that V8 frees only when it next collects, and the stages and
// uploads that follow allocate before it does: the server then held more than its 600 MB budget
// (docs/decisions/124). `gc` exists when the server runs under
// `node --expose-gc` (`npm run serve` starts it so); without the flag nothing is collected early.
const gc = (globalThis as { gc?: () => void }).gc;

/** Uploads from this size up (about 18,000 reviews): a collection then costs under 5 % of the job. */
export const LARGE_UPLOAD_BYTES = 8 * 1024 * 1024;

/** A full collection of this thread's heap, when the flag allows one (the detector calls it on large products). */
export function collectGarbage(): void {
  gc?.();
}

/** A full collection of this thread's heap after an upload of `bytes` bytes, if it was large. */
export function collectAfterLargeUpload(bytes: number): void {
  if (bytes >= LARGE_UPLOAD_BYTES) gc?.();
}
