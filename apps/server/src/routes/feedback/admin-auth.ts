import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError, UnauthorizedError } from '../../errors/app-error';
import { clientKey } from '../../plugins/client-key';

export interface BearerTokenOptions {
  /** Wrong tokens one client may send per minute; after that it is answered 429 until the minute is over. */
  maxFailuresPerMinute: number;
  now?: () => number;
}

/**
 * An onRequest hook accepting only `Authorization: Bearer <token>`. Both sides are hashed first so the
 * comparison is constant-time and does not reveal the token's length. Wrong tokens are counted per client, so
 * the token cannot be guessed at the speed of the network.
 */
export function requireBearerToken(token: string, opts: BearerTokenOptions) {
  const expected = digest(token);
  const now = opts.now ?? Date.now;
  const failures = new Map<string, { count: number; windowEnds: number }>();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const t = now();
    const client = clientKey(request.ip);
    const seen = failures.get(client);
    if (seen !== undefined && seen.windowEnds <= t) failures.delete(client);
    const current = failures.get(client);
    if (current !== undefined && current.count >= opts.maxFailuresPerMinute) {
      const seconds = Math.max(1, Math.ceil((current.windowEnds - t) / 1000));
      reply.header('retry-after', String(seconds));
      throw new RateLimitedError(seconds);
    }
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      if (current === undefined) failures.set(client, { count: 1, windowEnds: t + 60_000 });
      else current.count += 1;
      // A bounded map: clients that stopped trying are forgotten as new ones arrive.
      if (failures.size > 10_000) failures.delete(failures.keys().next().value as string);
      reply.header('www-authenticate', 'Bearer');
      throw new UnauthorizedError();
    }
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
