// One Redis connection per instance (ioredis), for the rate-limit store, the caches and the scrape lock. Commands
// fail within seconds while Redis is down instead of queueing for ever, so a request never hangs on it; the
// connection keeps retrying in the background and says so once per outage, not once per attempt.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const CONNECT_TIMEOUT_MS = 3_000;
const COMMAND_TIMEOUT_MS = 3_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A command waiting for a connection is failed after one reconnection attempt rather than twenty.
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.error({ err: error }, 'Redis cannot be reached; retrying');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis reachable again');
  });
  return redis;
}

/** Closes the connection: politely when Redis answers, at once when it does not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
