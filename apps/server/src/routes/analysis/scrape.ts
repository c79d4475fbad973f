// GET /api/scrape?url=…&format=json|csv: the review scraper on its own. JSON is the scraper's result; CSV is the
// reviews in the importer-readable format (packages/scraper/src/export/reviews-csv.ts), so a scraped file can be
// uploaded to /upload unchanged. Shares the link cache and the in-flight scrapes with POST /analyze.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, scrapeQuerySchema, scrapeResponseSchema } from '@reviewsentry/contracts';
import { reviewsCsvLines } from '@reviewsentry/scraper';
import { clientKey } from '../../plugins/client-key';
import type { LinkAnalysis } from '../../services/analysis/link-analysis';
import { guarded } from './analyze';
import { clientGone, startReaderDeadline } from './connection';
import { jsonChunks } from '../../services/analysis/json-chunks';
import { jsonSerializer } from './http';

export interface ScrapeRoutesOptions {
  links: LinkAnalysis;
  /** Once the answer starts, a client that takes none of its next chunk for this long is cut off. */
  readerDeadlineMs: number;
  rateLimitPerMinute: number;
  guardMs: number;
}

export const scrapeRoutes: FastifyPluginAsyncZod<ScrapeRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/scrape',
    {
      config: { rateLimit: { max: opts.rateLimitPerMinute } },
      serializerCompiler: jsonSerializer,
      schema: {
        tags: ['scraper'],
        summary: 'Scrape the reviews of a product link',
        description:
          '`format=json` (default) returns the product, the reviews and the coverage; `format=csv` returns the ' +
          'reviews as a CSV file (attachment) that POST /upload reads back unchanged.',
        querystring: scrapeQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: {
          200: scrapeResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          504: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { url, format, refresh } = request.query;
      const { result, scrapedAt, cached } = await guarded(
        (signal) =>
          opts.links.scrape({
            url,
            refresh: refresh ?? false,
            signal,
            client: clientKey(request.ip),
          }),
        opts.guardMs,
        clientGone(reply),
      );
      reply.header('cache-control', 'no-store');
      startReaderDeadline(reply, opts.readerDeadlineMs);
      if (format === 'csv') {
        const name = `reviews-${result.product.site}-${(result.product.id ?? 'product').replace(/[^A-Za-z0-9_-]+/gu, '-').slice(0, 60)}.csv`;
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Readable.from(reviewsCsvLines(result.reviews, result.product, { bom: true })));
      }
      // In chunks as the client takes them, as POST /analyze's answer (analyze.ts).
      const answer = { ...result, scraped_at: scrapedAt.toISOString(), cached };
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(Readable.from(jsonChunks(answer, 'reviews'), { highWaterMark: 1 }));
    },
  );
};
