// Builds the analysis services from the validated configuration: what runs analyses (this process's worker pool,
// each worker loading the text model once, or the shared job queue when REDIS_URL is set), the scraper with the
// SCRAPER_* settings, and the link cache.
import type { FastifyBaseLogger } from 'fastify';
import { createScraper, parseResolveSetting, type HostResolver } from '@reviewsentry/scraper';
import type { AppConfig } from '../../config/env';
import { withDemoShop } from '../demo-shop/demo-scraper';
import { createClientLines } from '../page-reading/client-lines';
import { createPagePool } from '../page-reading/page-pool';
import type { LinkResultCache } from '../shared-state/link-cache';
import type { ScrapeLock } from '../shared-state/scrape-lock';
import { createQueuedAnalysis } from '../analysis-queue/queued-analysis';
import { createAnalysisPool, type AnalysisPool } from './analysis-pool';
import type { AnalysisRunner } from './analysis-runner';
import { createLinkAnalysis } from './link-analysis';

/** Uploads at least this big (about 10k reviews) run one at a time: each needs hundreds of MB of heap. */
const HEAVY_UPLOAD_BYTES = 4 * 1024 * 1024;

/** The worker pool as ANALYSIS_* and TEXT_MODEL_PATH configure it (docs/decisions/085). */
export function analysisPoolFromConfig(config: AppConfig, log: FastifyBaseLogger): AnalysisPool {
  return createAnalysisPool({
    ...(config.TEXT_MODEL_PATH ? { modelPath: config.TEXT_MODEL_PATH } : {}),
    size: config.ANALYSIS_WORKERS,
    maxQueue: config.ANALYSIS_QUEUE_LIMIT,
    maxQueuedBytes: config.ANALYSIS_QUEUE_MB * 1024 * 1024,
    jobTimeoutMs: config.ANALYSIS_JOB_TIMEOUT_MS,
    workerHeapMb: config.ANALYSIS_WORKER_HEAP_MB,
    heavyBytes: HEAVY_UPLOAD_BYTES,
    answerBufferBytes: config.ANSWER_BUFFER_MB * 1024 * 1024,
    answerStallMs: config.ANSWER_STALL_MS,
    onEvent: (event) => {
      if (event.type === 'load_failed')
        log.error(
          { err: event.error },
          'text model failed to load: the analysis routes answer 503 until it is fixed',
        );
      else if (event.type === 'worker_crashed')
        log.error({ err: event.error, hadJob: event.hadJob }, 'analysis worker died; replaced');
      else log.warn({ ms: event.ms }, 'analysis job timed out; its worker was replaced');
    },
  });
}

/**
 * What runs this instance's analyses: worker processes behind the deployment's job queue when REDIS_URL is set
 * (docs/decisions/149), else this process's worker threads.
 */
export function analysisRunnerFromConfig(
  config: AppConfig,
  log: FastifyBaseLogger,
): AnalysisRunner {
  if (config.REDIS_URL === undefined) return analysisPoolFromConfig(config, log);
  return createQueuedAnalysis({
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    maxWaiting: config.ANALYSIS_QUEUE_LIMIT,
    attempts: config.ANALYSIS_JOB_ATTEMPTS,
    queueWaitMs: config.ANALYSIS_QUEUE_WAIT_MS,
    jobTimeoutMs: config.ANALYSIS_JOB_TIMEOUT_MS,
    lockMs: config.ANALYSIS_QUEUE_LOCK_MS,
    log,
  });
}

/** Where link results are cached and who may scrape a product now (services/shared-state). */
export interface LinkSharing {
  linkCache: LinkResultCache;
  scrapeLock: ScrapeLock;
}

export function createAnalysisServices(
  config: AppConfig,
  now: () => number,
  log: FastifyBaseLogger,
  sharing: LinkSharing,
  resolver?: HostResolver,
  givenPool?: AnalysisRunner,
) {
  const pool = givenPool ?? analysisRunnerFromConfig(config, log);
  const pages = createPagePool({
    size: config.PAGE_READ_WORKERS,
    budgetMs: config.PAGE_READ_BUDGET_MS,
    workerHeapMb: config.PAGE_READ_HEAP_MB,
    maxQueue: 64,
    // Pages are at most SCRAPER_MAX_BYTES each; a queue of 64 of them, as JavaScript strings.
    maxQueuedBytes: 64 * 2 * config.SCRAPER_MAX_BYTES,
    onEvent: (event) => {
      if (event.type === 'job_timed_out')
        log.warn(
          { ms: event.ms },
          'a shop page outran its reading budget; its worker was replaced',
        );
      else if (event.type === 'worker_crashed')
        log.warn({ err: event.error }, 'page-reading worker died; replaced');
      else log.error({ err: event.error }, 'page-reading workers cannot start');
    },
  });
  const lines = createClientLines(pages.reader);
  const shops = createScraper({
    pageReader: pages.reader,
    maxReviews: config.SCRAPER_MAX_REVIEWS,
    maxPages: config.SCRAPER_MAX_PAGES,
    maxBytes: config.SCRAPER_MAX_BYTES,
    connectTimeoutMs: config.SCRAPER_CONNECT_TIMEOUT_MS,
    totalTimeoutMs: config.SCRAPER_TOTAL_TIMEOUT_MS,
    allowedPorts: config.SCRAPER_ALLOWED_PORTS.split(',').map((p) => Number(p.trim())),
    allowPrivateNetwork: config.SCRAPER_ALLOW_PRIVATE_NETWORK,
    resolve: parseResolveSetting(config.SCRAPER_RESOLVE),
    ...(resolver ? { resolver } : {}),
  });
  const scraper = config.DEMO_SHOP ? withDemoShop(shops) : shops;
  const links = createLinkAnalysis({
    scraper,
    pool,
    cache: sharing.linkCache,
    scrapeLock: sharing.scrapeLock,
    now,
    pageReaderFor: (client) => lines.forClient(client),
    scrapesInFlight: config.SCRAPES_IN_FLIGHT,
  });
  return { pool, pages, scraper, links };
}
