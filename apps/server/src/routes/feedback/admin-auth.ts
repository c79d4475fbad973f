import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../errors/app-error';

/**
 * An onRequest hook accepting only `Authorization: Bearer <token>`. Both sides are hashed first so the
 * comparison is constant-time and does not reveal the token's length.
 */
export function requireBearerToken(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new UnauthorizedError();
    }
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
