// The server's whole configuration, read once from the environment at start-up and validated with zod.
// A bad value stops the start with a list naming each offending variable (see main.ts). Keys keep the
// environment names so that adding a setting is one line in `envSchema`.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResolveSetting } from '@reviewsentry/scraper';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(fallback);

const positiveInt = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${max}`)
    .max(max, `must be between 1 and ${max}`)
    .default(fallback);

const nonNegativeInt = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, `must be between 0 and ${max}`)
    .max(max, `must be between 0 and ${max}`)
    .default(fallback);

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .default(fallback);

/** A connection URL with one of `protocols`; it usually carries a password, so it is never echoed back. */
const serviceUrl = (protocols: RegExp, expected: string) =>
  z.url({ protocol: protocols, error: `must be a ${expected} URL` }).optional();

const httpUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((v) => v.replace(/(?<!\/)\/+$/, ''))
    .default(fallback);

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_FORMAT =
  'must be false, true or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal';

/** TRUST_PROXY's value as Fastify's `trustProxy` takes it (false, or a list it compiles); undefined: not valid. */
function trustedProxies(value: string): false | string | undefined {
  if (value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return [...PROXY_RANGE_NAMES].join(', ');
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyEntry) ? entries.join(', ') : undefined;
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const envShape = {
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: port(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'apps/web/dist'))
    .transform((v) => path.resolve(v)),
  /**
   * The site's address as shoppers reach it (https://reviewsentry.example), for absolute links such as a report
   * page's og:url. Unset: the request's own scheme and Host, when Host is a plain host[:port].
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((v) => new URL(v).origin)
    .optional(),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .transform((v) => path.resolve(v)),
  // Shared infrastructure for running several instances (docs/decisions/145, 146; docs/deploy.md). Unset: the
  // embedded defaults (SQLite under DATA_DIR, limits and caches in this process's memory).
  /**
   * Megabytes the SQLite file under DATA_DIR (feedback and saved reports) may grow to; past it a save is answered
   * 503 storage_unavailable until retention or deletions free room. Keep it below the disk's free space: a full
   * disk stops every write. Not used with DATABASE_URL (size PostgreSQL's disk instead).
   */
  DATABASE_FILE_MAX_MB: positiveInt(4096, 1_048_576),
  /** PostgreSQL for feedback instead of SQLite: postgres://user:password@host:5432/database */
  DATABASE_URL: serviceUrl(/^postgres(ql)?$/, 'postgres://'),
  /** Connections each instance keeps open to PostgreSQL at most. */
  DATABASE_POOL_SIZE: positiveInt(10, 1000),
  /** Bring the PostgreSQL schema up to date at start-up; false: only `npm run migrate` does. */
  DATABASE_MIGRATE_ON_START: booleanFlag(true),
  /** Redis for rate limits, the link and news caches and the one-scrape-per-product lock: redis://host:6379 */
  REDIS_URL: serviceUrl(/^rediss?$/, 'redis:// or rediss://'),
  /** Put before every key this app writes in Redis, so that one Redis can serve several deployments. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -')
    .default('reviewsentry:'),
  /** Unset: the feedback list endpoint does not exist (404). */
  ADMIN_TOKEN: z.string().min(1).optional(),
  GUARDIAN_API_URL: httpUrl('https://content.guardianapis.com'),
  GUARDIAN_API_KEY: z.string().min(1).default('test'),
  NEWS_CACHE_TTL_SECONDS: positiveInt(600, 86_400),
  NEWS_TIMEOUT_MS: positiveInt(5000, 60_000),
  FEEDBACK_RATE_LIMIT_PER_MINUTE: positiveInt(5, 10_000),
  /** GET /api/news per client: the page asks once per visit; the server caches upstream anyway. */
  NEWS_RATE_LIMIT_PER_MINUTE: positiveInt(60, 100_000),
  // Connection limits (docs/decisions/117-connections-uploads-and-slow-readers.md).
  /** The request line and headers must arrive within this. */
  HEADERS_TIMEOUT_MS: positiveInt(20_000, 600_000),
  /** The whole request, body included, must arrive within this (a 25 MB upload needs about 1.7 Mbit/s). */
  REQUEST_TIMEOUT_MS: positiveInt(120_000, 3_600_000),
  /**
   * A connection on which nothing moves for this long is closed: an idle client, or one that stops reading its
   * answer. Not counted while the server itself works on an answer.
   */
  CONNECTION_TIMEOUT_MS: positiveInt(60_000, 3_600_000),
  /**
   * Once an answer has started, a client that takes none of its next chunk (about a megabyte) for this long is cut
   * off and the answer dropped: what a client that never reads holds is bounded by this, not by the connection's
   * idle timeout (docs/decisions/174).
   */
  ANSWER_IDLE_TIMEOUT_MS: positiveInt(15_000, 600_000),
  /** Bytes of an answer the server holds for a client that reads slower than the answer is written. */
  ANSWER_BUFFER_MB: positiveInt(32, 1_024),
  /**
   * A client more than ANSWER_BUFFER_MB behind its answer holds the worker writing it: one that takes nothing for
   * this long then is cut off, so the worker is free for others (about 1.6 Mbit/s for 1 MB chunks; browsers
   * take answers gzipped and are never that far behind). docs/decisions/207.
   */
  ANSWER_STALL_MS: positiveInt(5_000, 600_000),
  /**
   * Connections one client (IPv4 address or IPv6 /64) may hold open at once; one more is answered 429 and closed. Not applied
   * with TRUST_PROXY (every connection comes from the proxy). A browser opens at most 6 per site.
   */
  CONNECTIONS_PER_CLIENT: positiveInt(128, 100_000),
  /** Uploads one client (IPv4 address or IPv6 /64) may have in flight at once; one more is answered 429. */
  UPLOADS_IN_FLIGHT_PER_CLIENT: positiveInt(4, 10_000),
  /** Megabytes all uploads being received may hold together; past it an upload is answered 503 server_busy. */
  UPLOADS_RECEIVING_MB: positiveInt(200, 65_536),
  /**
   * Which connections are our reverse proxies, so that rate limits apply per real client: `false` (none), `true`
   * (any on loopback or a private network: loopback, linklocal, uniquelocal), or a comma-separated list of
   * addresses, CIDR ranges and those three names. A proxy appends the address it saw to the X-Forwarded-For it was
   * sent, so the client is the right-most entry not written by one of ours; the entries before it are the
   * client's to write. Never "trust every hop", which believes the left-most entry.
   */
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => trustedProxies(v) ?? (ctx.addIssue(TRUST_PROXY_FORMAT), z.NEVER))
    .default(false),
  // Analysis API (POST /upload, POST /analyze, GET /api/scrape): docs/decisions/080-084.
  MAX_UPLOAD_MB: positiveInt(25, 1024),
  /** The detector's text model artifact (default: models/text-model-v1.bin in the repository). */
  TEXT_MODEL_PATH: z
    .string()
    .min(1)
    .transform((v) => path.resolve(v))
    .optional(),
  MAX_REVIEWS: positiveInt(200_000, 5_000_000),
  // Analysis worker pool (docs/decisions/085-analysis-worker-pool.md).
  /** Worker threads running imports and analyses (default: the cores Node may use). */
  ANALYSIS_WORKERS: positiveInt(availableParallelism(), 64),
  /** Analyses allowed to wait for a worker; beyond that POST /upload answers 503 server_busy. */
  ANALYSIS_QUEUE_LIMIT: nonNegativeInt(64, 10_000),
  /** Megabytes of uploads allowed to wait in that queue (they are held in memory). */
  ANALYSIS_QUEUE_MB: positiveInt(200, 65_536),
  /** One analysis running longer is stopped (its worker replaced) and answered 503 analysis_timeout. */
  ANALYSIS_JOB_TIMEOUT_MS: positiveInt(120_000, 3_600_000),
  /** V8 heap limit of each worker, in MB: a job that needs more kills its worker, not the server. */
  ANALYSIS_WORKER_HEAP_MB: positiveInt(2048, 65_536),
  // Analyses through the shared job queue when REDIS_URL is set (docs/decisions/149): ANALYSIS_QUEUE_LIMIT then
  // bounds the deployment's waiting jobs, ANALYSIS_WORKERS and the limits above apply in each worker process.
  /** Runs a queued analysis may get when the worker process running it dies (1: never run again). */
  ANALYSIS_JOB_ATTEMPTS: positiveInt(2, 10),
  /** How long a queued analysis may wait for a worker process before its request answers 503 server_busy. */
  ANALYSIS_QUEUE_WAIT_MS: positiveInt(60_000, 3_600_000),
  /** A worker process silent this long (killed, frozen) loses its job to another worker process. */
  ANALYSIS_QUEUE_LOCK_MS: positiveInt(30_000, 600_000),
  /**
   * How long SIGTERM/SIGINT waits for in-flight requests (analyses included) before the process exits anyway.
   * Orchestrators commonly send SIGKILL 30 s after SIGTERM; raise both together to let long analyses finish.
   */
  SHUTDOWN_GRACE_MS: positiveInt(30_000, 3_600_000),
  // Shop pages are parsed in worker threads of their own, each page under a time budget
  // (docs/decisions/115-page-reading-budget.md).
  /** Worker threads reading shop pages. */
  PAGE_READ_WORKERS: positiveInt(1, 16),
  /** Wall-clock time one page may take to parse and extract; past it: 422 page_too_complex. */
  PAGE_READ_BUDGET_MS: positiveInt(5_000, 120_000),
  /** V8 heap limit of each page-reading worker, in MB. */
  PAGE_READ_HEAP_MB: positiveInt(512, 8_192),
  UPLOAD_RATE_LIMIT_PER_MINUTE: positiveInt(30, 100_000),
  /** Stricter than uploads: every uncached link analysis costs a shop up to SCRAPER_MAX_PAGES requests. */
  ANALYZE_RATE_LIMIT_PER_MINUTE: positiveInt(10, 100_000),
  /** How long a link's analysis is served from the cache, in seconds. */
  SCRAPER_CACHE_TTL: positiveInt(21_600, 7 * 86_400),
  SCRAPER_CACHE_ENTRIES: positiveInt(500, 100_000),
  /**
   * Megabytes the in-process link cache may hold (review texts estimated as UTF-16): a shop decides how long its
   * reviews are, up to ten 5 MB pages of them (ADR 162). Not used with REDIS_URL.
   */
  SCRAPER_CACHE_MB: positiveInt(256, 65_536),
  // Saved reports (POST /api/reports, pages /r/<id>): docs/decisions/140-saved-reports.md.
  /** Days a saved report is kept before it is removed; its owner can delete it sooner. */
  REPORT_RETENTION_DAYS: positiveInt(30, 3650),
  /** Largest CSV file whose analysis is kept as a report (its answer is held in memory while it is saved). */
  REPORT_MAX_UPLOAD_MB: positiveInt(5, 1024),
  /**
   * Largest analysis (its JSON) kept as a report: it grows with the file's reviews, not its bytes (ADR 162), and
   * bounds what an analysis worker holds while it writes the report and what the store keeps (ADR 214).
   */
  REPORT_MAX_ANSWER_MB: positiveInt(32, 1024),
  REPORT_RATE_LIMIT_PER_MINUTE: positiveInt(20, 100_000),
  /** Serve our own demo shop page at /demo/shop/kettle and offer it as the link tab's example (ADR 141). */
  DEMO_SHOP: booleanFlag(false),
  // Read by @reviewsentry/scraper's scraperConfigFromEnv (one place knows their meaning); declared here so
  // that a bad value stops the start with the others. The two test hooks must stay unset in production.
  /**
   * Products being scraped at once in this process (requests for one product share its scrape); one more is
   * answered 503 server_busy. Each holds a shop page of up to SCRAPER_MAX_BYTES at a time.
   */
  SCRAPES_IN_FLIGHT: positiveInt(32, 10_000),
  SCRAPER_MAX_REVIEWS: positiveInt(200, 5000),
  SCRAPER_MAX_PAGES: positiveInt(10, 100),
  SCRAPER_MAX_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1024, 'must be at least 1024')
    .default(5 * 1024 * 1024),
  SCRAPER_CONNECT_TIMEOUT_MS: positiveInt(5000, 120_000),
  SCRAPER_TOTAL_TIMEOUT_MS: positiveInt(20_000, 300_000),
  SCRAPER_ALLOWED_PORTS: z
    .string()
    .regex(/^\s*\d{1,5}(\s*,\s*\d{1,5})*\s*$/, 'must be a comma-separated list of ports')
    .default('80,443'),
  SCRAPER_ALLOW_PRIVATE_NETWORK: booleanFlag(false),
  SCRAPER_RESOLVE: z
    .string()
    .superRefine((value, ctx) => {
      try {
        parseResolveSetting(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `is not valid: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    })
    .optional(),
};

const MIN_PRODUCTION_TOKEN_LENGTH = 16;

export const envSchema = z.object(envShape).superRefine((env, ctx) => {
  // A short admin token is fine on a laptop and in tests; on a public server it is guessable.
  if (
    env.NODE_ENV === 'production' &&
    env.ADMIN_TOKEN !== undefined &&
    env.ADMIN_TOKEN.length < MIN_PRODUCTION_TOKEN_LENGTH
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_TOKEN'],
      message: `must be at least ${MIN_PRODUCTION_TOKEN_LENGTH} characters long in production`,
    });
  }
});

export type AppConfig = z.output<typeof envSchema>;

/** Variables whose values may hold a secret (tokens, keys, passwords inside connection URLs). */
const SECRET_NAMES = /TOKEN|_KEY$|^DATABASE_URL$|^REDIS_URL$/;

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Parses the environment (or any record, for tests). Empty strings count as unset, so `PORT=` in a
 * .env file falls back to the default instead of becoming port 0.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in envShape && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new EnvError(
    parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const raw = typeof issue.path[0] === 'string' ? present[issue.path[0]] : undefined;
      // Never echo secrets back into logs.
      const shown =
        raw === undefined || SECRET_NAMES.test(name) ? '' : ` (got ${JSON.stringify(raw)})`;
      return `${name} ${issue.message}${shown}`;
    }),
  );
}
