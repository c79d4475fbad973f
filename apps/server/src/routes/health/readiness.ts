// GET /readyz: may a load balancer send this instance traffic? Yes (200) when every dependency it needs answers
// within CHECK_TIMEOUT_MS (the database; Redis when REDIS_URL is set); no (503, in the API error format, naming
// which one failed) otherwise. Once the instance starts shutting down, it accepts no new connection and Fastify
// answers requests on open ones 503 (return503OnClosing), this one included, so traffic moves away while
// in-flight requests finish. /healthz (alive) never touches a dependency.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@reviewsentry/contracts';

export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers. */
  check: () => Promise<void>;
}

export interface ReadinessOptions {
  checks: readonly ReadinessCheck[];
}

export const CHECK_TIMEOUT_MS = 2_000;
/** Probes arriving within this long share one round of checks: /readyz cannot be used to load the database. */
const REUSE_MS = 1_000;

type Outcome = 'ok' | 'unreachable';

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const readinessRoutes: FastifyPluginAsyncZod<ReadinessOptions> = async (app, opts) => {
  let last: { at: number; results: Promise<Record<string, Outcome>> } | undefined;
  const runChecks = () => {
    const now = Date.now();
    if (last && now - last.at < REUSE_MS) return last.results;
    const results = Promise.all(
      opts.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch (error) {
          app.log.warn({ err: error, dependency: name }, 'readiness check failed');
          return [name, 'unreachable'] as const;
        }
      }),
    ).then((pairs) => Object.fromEntries(pairs) as Record<string, Outcome>);
    last = { at: now, results };
    return results;
  };

  app.get(
    '/readyz',
    {
      schema: {
        response: {
          200: z.object({
            status: z.literal('ready'),
            checks: z.record(z.string(), z.literal('ok')),
          }),
          503: apiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const checks = await runChecks();
      const failed = Object.keys(checks).filter((name) => checks[name] !== 'ok');
      if (failed.length > 0)
        return reply.status(503).send({
          error: {
            code: 'not_ready',
            message: `Not ready: ${failed.join(' and ')} ${failed.length > 1 ? 'do' : 'does'} not answer.`,
            details: { checks },
          },
        });
      return { status: 'ready' as const, checks: checks as Record<string, 'ok'> };
    },
  );
};
