// Where the analysis queue keeps things in Redis, all under REDIS_KEY_PREFIX (docs/decisions/149), and the
// connections it uses.
import { Redis } from 'ioredis';

export const QUEUE_NAME = 'analysis';

export function queueKeys(prefix: string) {
  return {
    /** BullMQ's own keys (jobs, lists, events): `<prefix>queue:analysis:…`. */
    bullPrefix: `${prefix}queue`,
    /** An uploaded file waiting for its analysis. */
    input: (id: string) => `${prefix}analysis-input:${id}`,
    /** The answer one run of a job wrote: a list of chunks, named by the job and that run's lock token. */
    answer: (jobId: string, token: string) => `${prefix}analysis-answer:${jobId}:${token}`,
    /** Analyses that failed for good (dead-letter.ts). */
    deadLetters: `${prefix}analysis-dead-letters`,
    /** Worker processes alive, by last heartbeat (worker-presence.ts). */
    workers: `${prefix}analysis-workers`,
  };
}

/**
 * A connection for BullMQ. Its workers and event readers block on Redis, so commands must never time out or
 * give up while the connection is re-established (`maxRetriesPerRequest: null`, as BullMQ requires).
 */
export function queueConnection(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    connectTimeout: 3_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
}

/** Closes a connection: politely when Redis answers, at once when it does not. */
export async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') return redis.disconnect();
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
