// CORS for the analysis API only: any origin, no credentials, so that the spec's original front end (served on
// its own port) and other sites' scripts can call POST /upload, POST /analyze and GET /api/scrape. Every other
// path keeps the browser's same-origin rule (its preflight gets the JSON 404).
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export const CORS_PATHS = ['/upload', '/analyze', '/api/scrape'] as const;

function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  return path.length > 1 ? path.replace(/(?<!\/)\/+$/, '') : path;
}

export async function registerAnalysisCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) => {
      const open = (CORS_PATHS as readonly string[]).includes(pathOf(request.url));
      callback(
        null,
        open
          ? {
              origin: '*',
              methods: ['GET', 'POST', 'OPTIONS'],
              credentials: false,
              exposedHeaders: ['Content-Disposition', 'Retry-After', 'Server-Timing'],
              maxAge: 600,
            }
          : { origin: false },
      );
    },
  });
}
