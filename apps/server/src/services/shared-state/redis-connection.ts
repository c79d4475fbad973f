// One Redis connection per instance (ioredis), for the rate-limit store, the caches and the scrape lock. While the
// connection is down, its users do not send commands at all (connected() is false) and fall back at once, so a
// request never waits on Redis; a command sent just as it drops fails within COMMAND_TIMEOUT_MS. The connection
// keeps retrying in the background and says so once per outage, not once per attempt.
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

/** Whether commands can be sent now (the connection is up and authenticated). */
export function connected(redis: Redis): boolean {
  return redis.status === 'ready';
}

/** Waits for the first connection, at most CONNECT_TIMEOUT_MS: an instance starts even while Redis is down. */
export async function firstConnection(redis: Redis): Promise<void> {
  if (connected(redis)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, CONNECT_TIMEOUT_MS);
    redis.once('ready', done);
  });
}

/** Closes the connection: politely when Redis answers, at once when it does not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (!connected(redis)) return redis.disconnect();
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
