// A full garbage collection once a large upload is done with, in the analysis workers. A 100,000-review upload
// leaves hundreds of MB behind (the CSV once imported, then the analysis and its answer) that V8 frees only
// when it next collects, and the small uploads that follow allocate too little to start a collection: the server
// then held more than its 600 MB budget (docs/decisions/124). `gc` exists when the server runs under
// `node --expose-gc` (`npm run serve` starts it so); without the flag nothing is collected early.
const gc = (globalThis as { gc?: () => void }).gc;

/** Uploads from this size up (about 18,000 reviews): a collection then costs under 5 % of the job. */
export const LARGE_UPLOAD_BYTES = 8 * 1024 * 1024;

/** A full collection of this thread's heap after an upload of `bytes` bytes, if it was large. */
export function collectAfterLargeUpload(bytes: number): void {
  if (bytes >= LARGE_UPLOAD_BYTES) gc?.();
}
