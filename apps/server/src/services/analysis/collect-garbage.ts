// A full garbage collection on demand, for analysis workers only (docs/decisions/096). A 100,000-review upload
// leaves large buffers behind that V8 frees only when it next collects: the uploaded CSV once imported (tens
// of MB) and the duplicate search's WebAssembly index (about 150 MB). No collection came on its own before
// the analysis and the answer allocated on top of them, so one upload peaked about 100 MB higher than the
// memory it needed. Forcing a collection at those two points costs tens of ms on an upload that takes seconds.
//
// Node exposes `gc` only under --expose-gc, which a worker thread cannot be given (V8 flags are per process)
// and which we do not want on the whole server. Turning the flag on just long enough to create a fresh context
// yields that context's `gc` function; the flag is turned off again at once, so no other context sees it.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null = null;

/** A full, synchronous collection of this thread's heap. */
export function collectGarbage(): void {
  if (gc === null) {
    setFlagsFromString('--expose-gc');
    try {
      gc = runInNewContext('gc') as () => void;
    } finally {
      setFlagsFromString('--no-expose-gc');
    }
  }
  gc();
}

/**
 * Uploads from this size up (about 18,000 reviews) are collected after their import, before the analysis, and
 * once their answer has left: a collection then costs under 5 % of the job. Smaller ones leave too little
 * behind to be worth the delay.
 */
export const LARGE_UPLOAD_BYTES = 8 * 1024 * 1024;

/** Whether a job is an upload of LARGE_UPLOAD_BYTES or more (read it before the job lets go of its bytes). */
export function isLargeUpload(job: { kind: string; bytes?: Uint8Array }): boolean {
  return (job.bytes?.byteLength ?? 0) >= LARGE_UPLOAD_BYTES;
}
