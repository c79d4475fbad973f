// Analyses that failed for good (every run used, timed out, or a bug), kept in Redis for the operator: what
// was asked, how often it ran, why it failed. The newest DEAD_LETTERS_KEPT records are kept.
import type { Redis } from 'ioredis';

export interface DeadLetter {
  jobId: string;
  kind: string;
  /** Size of the uploaded file, for uploads. */
  bytes?: number;
  /** Runs that ended in an error, this last failure included (BullMQ's attemptsMade). */
  attemptsMade: number;
  /** Runs lost with their worker process (killed, frozen past ANALYSIS_QUEUE_LOCK_MS). */
  stalls: number;
  reason: string;
  queuedAt: string;
  failedAt: string;
}

export const DEAD_LETTERS_KEPT = 1000;

export async function recordDeadLetter(redis: Redis, key: string, letter: DeadLetter) {
  await redis
    .multi()
    .lpush(key, JSON.stringify(letter))
    .ltrim(key, 0, DEAD_LETTERS_KEPT - 1)
    .exec();
}

/** The newest `limit` records, newest first. */
export async function readDeadLetters(
  redis: Redis,
  key: string,
  limit = 100,
): Promise<DeadLetter[]> {
  const rows = await redis.lrange(key, 0, limit - 1);
  return rows.map((row) => JSON.parse(row) as DeadLetter);
}
