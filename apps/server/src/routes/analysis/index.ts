// The analysis API as one plugin: CORS for its three public routes, then POST /upload, POST /analyze and
// GET /api/scrape, each in its own encapsulated plugin (multipart parsing exists only for /upload).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LinkAnalysis } from '../../services/analysis/link-analysis';
import type { AnalysisRunner } from '../../services/analysis/analysis-runner';
import { analyzeRoutes } from './analyze';
import { registerAnalysisCors } from './cors';
import { scrapeRoutes } from './scrape';
import { uploadRoutes } from './upload';
import type { UploadGate } from './upload-gate';

export interface AnalysisRoutesOptions {
  pool: AnalysisRunner;
  links: LinkAnalysis;
  maxUploadBytes: number;
  /** Uploads in flight per client and bytes being received, shared with the reports route. */
  uploadGate: UploadGate;
  /** Once an answer starts, a client that takes none of it for this long is cut off. */
  readerDeadlineMs: number;
  maxReviews: number;
  uploadRateLimitPerMinute: number;
  analyzeRateLimitPerMinute: number;
  /** Route-level guard for link requests, above the scraper's own total timeout. */
  linkGuardMs: number;
  now: () => number;
}

export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRoutesOptions> = async (app, opts) => {
  await registerAnalysisCors(app);
  await app.register(uploadRoutes, {
    pool: opts.pool,
    maxUploadBytes: opts.maxUploadBytes,
    gate: opts.uploadGate,
    readerDeadlineMs: opts.readerDeadlineMs,
    maxReviews: opts.maxReviews,
    rateLimitPerMinute: opts.uploadRateLimitPerMinute,
    now: opts.now,
  });
  await app.register(analyzeRoutes, {
    links: opts.links,
    readerDeadlineMs: opts.readerDeadlineMs,
    rateLimitPerMinute: opts.analyzeRateLimitPerMinute,
    guardMs: opts.linkGuardMs,
  });
  await app.register(scrapeRoutes, {
    links: opts.links,
    readerDeadlineMs: opts.readerDeadlineMs,
    rateLimitPerMinute: opts.analyzeRateLimitPerMinute,
    guardMs: opts.linkGuardMs,
  });
};
