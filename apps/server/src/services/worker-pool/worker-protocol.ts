// Messages between the pool and its workers. Both sides are our code; the guard only keeps a stray message
// (from a library posting on the port) from being read as an answer.

/** Pool -> worker: one job. */
export interface ToWorker {
  id: number;
  job: unknown;
}

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
