// Messages between the pool and its workers. Both sides are our code; the guard only keeps a stray message
// (from a library posting on the port) from being read as an answer.

/** Pool -> worker: one job. */
export interface JobToWorker {
  id: number;
  job: unknown;
}

/**
 * Pool -> worker: one `progress` message of job `id` has been passed on by its receiver. A worker that streams
 * a large answer waits for these before it sends more, so a slow client never makes the main thread hold a
 * whole 70 MB answer (docs/decisions/096).
 */
export interface AckToWorker {
  id: number;
  ack: true;
}

export type ToWorker = JobToWorker | AckToWorker;

export const isAck = (message: ToWorker): message is AckToWorker => 'ack' in message;

export type FromWorker =
  | { type: 'ready' }
  | { type: 'load_failed'; message: string }
  /** Part of a job's answer, sent before the job is done (e.g. a chunk of a large JSON answer). */
  | { type: 'progress'; id: number; value: unknown }
  | { type: 'done'; id: number; ok: true; value: unknown }
  | { type: 'done'; id: number; ok: false; error: unknown };

export function isFromWorker(value: unknown): value is FromWorker {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  const { type } = value;
  if (type === 'ready') return true;
  if (type === 'load_failed') return 'message' in value && typeof value.message === 'string';
  if (type === 'progress') return 'id' in value && typeof value.id === 'number';
  return type === 'done' && 'id' in value && typeof value.id === 'number' && 'ok' in value;
}
