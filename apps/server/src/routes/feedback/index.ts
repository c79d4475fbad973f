// POST /api/feedback stores a contact-form message; GET /api/feedback lists them for the admin and
// exists only when ADMIN_TOKEN is set. Neither logs what people wrote.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackCreatedSchema,
  feedbackInputSchema,
  feedbackListSchema,
} from '@reviewsentry/contracts';
import { SpamRejectedError } from '../../errors/app-error';
import type { FeedbackStore } from '../../services/feedback/feedback-store';
import { requireBearerToken } from './admin-auth';

export interface FeedbackRoutesOptions {
  store: FeedbackStore;
  adminToken: string | undefined;
  rateLimitPerMinute: number;
}

// The honeypot is checked by hand after validation so that a bot gets its own code (spam_rejected)
// rather than a field error that would tell it which field to leave alone.
const feedbackBodySchema = feedbackInputSchema.extend({
  website: z.string().max(2000).optional().default(''),
});

const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Five thousand characters of up to four UTF-8 bytes each, plus the other fields and JSON syntax. */
const BODY_LIMIT_BYTES = 32 * 1024;

export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, opts) => {
  app.post(
    '/api/feedback',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: { rateLimit: { max: opts.rateLimitPerMinute } },
      schema: { body: feedbackBodySchema, response: { 201: feedbackCreatedSchema } },
    },
    async (request, reply) => {
      const { website, name, email, message } = request.body;
      if (website !== '') throw new SpamRejectedError();
      const record = await opts.store.add({ name, email, message });
      request.log.info({ feedbackId: record.id }, 'feedback stored');
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ id: record.id, created_at: record.created_at });
    },
  );

  if (opts.adminToken === undefined) return;

  app.get(
    '/api/feedback',
    {
      onRequest: requireBearerToken(opts.adminToken, { maxFailuresPerMinute: 10 }),
      schema: { querystring: listQuerySchema, response: { 200: feedbackListSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await opts.store.list(request.query) };
    },
  );
};
