// Request logging without personal data: one line per request with method, path (never the query
// string, which may hold an email or a key), status and time. The client is a salted hash of its
// address, enough to spot one noisy client in the logs without storing who it is.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config/env';

const salt = randomBytes(16);

export function clientTag(ip: string): string {
  return createHash('sha256').update(salt).update(ip).digest('hex').slice(0, 12);
}

export function pathOnly(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

export function loggerOptions(
  config: Pick<AppConfig, 'LOG_LEVEL'>,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // Belt and braces: no serializer below emits headers, but if someone logs a request or its
    // headers directly, credentials must still not reach the log.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        path: pathOnly(req.url ?? ''),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    ...(stream ? { stream } : {}),
  };
}

const INFO_OR_LOWER = new Set(['info', 'debug', 'trace']);

export function installRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // Skip the hashing when nothing would be written.
    if (!INFO_OR_LOWER.has(request.log.level)) return;
    request.log.info(
      {
        method: request.method,
        path: pathOnly(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        client: clientTag(request.ip),
      },
      'request completed',
    );
  });
}
