// Builds the HTTP application without listening, so tests drive it with app.inject().
// Order, as in fastify/demo: external plugins -> error handling -> app services -> routes -> the site
// (static files and the 404 fallback come last so every API route is known before them).
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { HostResolver } from '@reviewsentry/scraper';
import type { AppConfig } from './config/env';
import { RateLimitedError } from './errors/app-error';
import {
  answerClientError,
  answerFrameworkError,
  answerNodeRefusals,
} from './plugins/client-errors';
import { limitConnectionsPerClient } from './plugins/connections-per-client';
import { installDraining } from './plugins/draining';
import { installErrorHandler } from './plugins/error-handler';
import { installRequestLogging, loggerOptions } from './plugins/logging';
import { registerSecurityHeaders } from './plugins/security';
import { refuseEncodedBodies } from './plugins/request-encoding';
import { analysisRoutes } from './routes/analysis/index';
import { registerApiDocs } from './routes/analysis/docs';
import { demoShopRoutes } from './routes/demo-shop/index';
import { feedbackRoutes } from './routes/feedback/index';
import { healthRoutes } from './routes/health/index';
import { readinessRoutes } from './routes/health/readiness';
import { newsRoutes } from './routes/news/index';
import { reportRoutes } from './routes/reports/index';
import { createUploadGate } from './routes/analysis/upload-gate';
import { reportPage } from './routes/reports/report-page';
import { registerSite } from './routes/site/index';
import { newsPreloadTags } from './routes/site/news-preloads';
import type { AnalysisRunner } from './services/analysis/analysis-runner';
import { createAnalysisServices } from './services/analysis/create';
import { openStores } from './services/database/open-stores';
import { fetchScamNews } from './services/news/guardian-client';
import { createNewsService } from './services/news/news-service';
import { createReportServices } from './services/reports/create';
import { createSharedState } from './services/shared-state/create';

export interface AppDependencies {
  /** Where log lines go (default: stdout). Tests pass a collector to check what is logged. */
  logStream?: DestinationStream;
  /** Clock in epoch milliseconds, for cache-expiry tests. */
  now?: () => number;
  /** DNS for the scraper (default: the system's). SSRF tests pass a stub so that no public name resolves. */
  scraperResolver?: HostResolver;
  /**
   * What runs analyses, owned by the caller (started and closed by it), so that test files share one worker
   * pool instead of starting workers for every app they build. Default: the app creates and closes its own.
   */
  analysisPool?: AnalysisRunner;
}

export async function buildApp(config: AppConfig, deps: AppDependencies = {}) {
  const now = deps.now ?? Date.now;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // plugins/logging.ts writes one line per request instead, without personal data.
    logController: new LogController({ disableRequestLogging: true }),
    // The proxies' addresses, never `true`: that believes the left-most X-Forwarded-For entry, which the client writes.
    trustProxy: config.TRUST_PROXY,
    // Connection limits (docs/decisions/117-connections-uploads-and-slow-readers.md).
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      // A request without Host is refused by answerNodeRefusals, in the API error format (Node's has no body).
      requireHostHeader: false,
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      // How often Node looks for requests past those limits (its default, 30 s, would let them run long).
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(
          1_000,
          Math.floor(Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS) / 4),
        ),
      ),
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // A JSON body's `__proto__` and `constructor.prototype` keys are dropped and the rest is read: refusing the
    // body (Fastify's default) answered a valid JSON document with "not valid JSON". No route reads such keys.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  }).withTypeProvider<ZodTypeProvider>();
  // Every body we read is JSON or a multipart form. Fastify reads text/plain as a string by default, so JSON sent
  // without its Content-Type (fetch with a string body sends text/plain) was answered "expected object, received
  // string"; unparsed, it is 415 "Send the request body as JSON (Content-Type: application/json)".
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (config.TRUST_PROXY === false)
    limitConnectionsPerClient(app.server, config.CONNECTIONS_PER_CLIENT);

  // What this instance shares with the others of its deployment (Redis), or keeps to itself (the default); the
  // rate-limit store is part of it, so it comes before the plugins.
  const shared = await createSharedState(config, now, app.log.child({ service: 'shared-state' }));
  app.addHook('onClose', async () => shared.close());

  // External plugins.
  await registerSecurityHeaders(app);
  refuseEncodedBodies(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Every route's limit counts a client's requests per minute (the *_PER_MINUTE settings); routes set the max.
    timeWindow: 60_000,
    ...(shared.rateLimitStore ? { store: shared.rateLimitStore } : {}),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  installErrorHandler(app);
  answerNodeRefusals(app);
  installRequestLogging(app);
  installDraining(app);
  // OpenAPI collects routes as they are declared, so it comes before every route.
  await registerApiDocs(app);

  // App services.
  const stores = await openStores(
    config,
    () => new Date(now()),
    app.log.child({ service: 'database' }),
  ).catch(async (error: unknown) => {
    await shared.close();
    throw error;
  });
  app.addHook('onClose', async () => stores.close());
  const news = createNewsService({
    fetchItems: () =>
      fetchScamNews({
        baseUrl: config.GUARDIAN_API_URL,
        apiKey: config.GUARDIAN_API_KEY,
        timeoutMs: config.NEWS_TIMEOUT_MS,
      }),
    ttlMs: config.NEWS_CACHE_TTL_SECONDS * 1000,
    log: app.log.child({ service: 'news' }),
    now,
    cache: shared.newsCache,
  });

  const analysis = createAnalysisServices(
    config,
    now,
    app.log.child({ service: 'analysis' }),
    shared,
    deps.scraperResolver,
    deps.analysisPool,
  );
  if (!deps.analysisPool) {
    // A listening server starts its analysis workers (and loads the model) or joins the job queue at once;
    // app.inject() tests start them on the first job. Closing waits for queued and running analyses, after
    // in-flight requests.
    app.addHook('onListen', async () => analysis.pool.start());
    app.addHook('onClose', async () => analysis.pool.close());
  }
  // Page-reading workers start with the server (or on the first page) and stop when it closes.
  app.addHook('onListen', async () => void analysis.pages.start());
  app.addHook('onClose', async () => analysis.pages.close());
  const reports = createReportServices(
    stores.reports,
    analysis,
    now,
    app.log.child({ service: 'reports' }),
  );
  app.addHook('onClose', async () => reports.close());
  if (config.SCRAPER_ALLOW_PRIVATE_NETWORK || config.SCRAPER_RESOLVE)
    app.log.warn('scraper test hooks are on (SCRAPER_ALLOW_PRIVATE_NETWORK / SCRAPER_RESOLVE)');

  // Routes.
  await app.register(healthRoutes);
  await app.register(readinessRoutes, {
    checks: [
      { name: 'database', check: () => stores.ping() },
      ...(shared.ping ? [{ name: 'redis', check: shared.ping }] : []),
      ...(analysis.pool.ping ? [{ name: 'queue', check: analysis.pool.ping }] : []),
    ],
  });
  await app.register(feedbackRoutes, {
    store: stores.feedback,
    adminToken: config.ADMIN_TOKEN,
    rateLimitPerMinute: config.FEEDBACK_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(newsRoutes, { news, rateLimitPerMinute: config.NEWS_RATE_LIMIT_PER_MINUTE });
  // One gate for every route that receives a file: a client's uploads in flight and the bytes being received.
  const uploadGate = createUploadGate(
    config.UPLOADS_IN_FLIGHT_PER_CLIENT,
    config.UPLOADS_RECEIVING_MB * 1024 * 1024,
  );
  await app.register(analysisRoutes, {
    pool: analysis.pool,
    links: analysis.links,
    maxUploadBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
    uploadGate,
    readerDeadlineMs: config.ANSWER_IDLE_TIMEOUT_MS,
    maxReviews: config.MAX_REVIEWS,
    uploadRateLimitPerMinute: config.UPLOAD_RATE_LIMIT_PER_MINUTE,
    analyzeRateLimitPerMinute: config.ANALYZE_RATE_LIMIT_PER_MINUTE,
    linkGuardMs: config.SCRAPER_TOTAL_TIMEOUT_MS + 5_000,
    now,
  });
  await app.register(reportRoutes, {
    store: stores.reports,
    analysis: reports.analysis,
    retentionDays: config.REPORT_RETENTION_DAYS,
    maxUploadBytes: config.REPORT_MAX_UPLOAD_MB * 1024 * 1024,
    maxAnswerBytes: config.REPORT_MAX_ANSWER_MB * 1024 * 1024,
    maxReviews: config.MAX_REVIEWS,
    createPerMinute: config.REPORT_RATE_LIMIT_PER_MINUTE,
    uploadGate,
    timeoutMs: Math.max(config.ANALYSIS_JOB_TIMEOUT_MS, config.SCRAPER_TOTAL_TIMEOUT_MS) + 5_000,
    readerDeadlineMs: config.ANSWER_IDLE_TIMEOUT_MS,
    now,
  });
  await app.register(demoShopRoutes, { enabled: config.DEMO_SHOP });
  await app.register(reportPage, {
    store: stores.reports,
    webDistDir: config.WEB_DIST_DIR,
    now,
    publicOrigin: config.PUBLIC_ORIGIN,
  });

  await registerSite(app, {
    webDistDir: config.WEB_DIST_DIR,
    extraPreloads: { blogs: () => newsPreloadTags(news) },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
