// Which worker processes are alive: each one refreshes its entry in a sorted set (score: the time it last said
// so) every BEAT_MS, and removes it when it stops. An instance counts the analysis threads of the entries
// fresher than LIVE_MS, to refuse analyses at once when nobody would run them and to estimate Retry-After.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

const BEAT_MS = 2_000;
export const LIVE_MS = 10_000;

export function announceWorker(redis: Redis, key: string, threads: number) {
  const member = `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}:${threads}`;
  const beat = () => redis.zadd(key, Date.now(), member).catch(() => undefined);
  void beat();
  const timer = setInterval(beat, BEAT_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await redis.zrem(key, member).catch(() => undefined);
    },
  };
}

/** Analysis threads of the worker processes heard from within LIVE_MS. */
export async function liveWorkerThreads(redis: Redis, key: string): Promise<number> {
  const now = Date.now();
  await redis.zremrangebyscore(key, '-inf', now - 6 * LIVE_MS);
  const members = await redis.zrangebyscore(key, now - LIVE_MS, '+inf');
  return members.reduce((sum, member) => sum + (Number(member.split(':').at(-1)) || 0), 0);
}
