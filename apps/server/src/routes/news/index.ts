import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsResponseSchema } from '@reviewsentry/contracts';
import type { NewsService } from '../../services/news/news-service';

export interface NewsRoutesOptions {
  news: NewsService;
  rateLimitPerMinute: number;
}

export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/news',
    {
      config: { rateLimit: { max: opts.rateLimitPerMinute } },
      schema: { response: { 200: newsResponseSchema } },
    },
    async (_request, reply) => {
      // The server already caches; browsers revalidate so a recovered upstream shows up at once.
      reply.header('cache-control', 'no-cache');
      return opts.news.get();
    },
  );
};
