// Scraper settings. The server parses its environment once (SCRAPER_* variables) and passes the result to
// createScraper; scraperConfigFromEnv is the one place that knows the variable names.
import { z } from 'zod';
import type { PageReader } from './page-reader';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** DNS lookup returning every address of a host name. Tests inject a stub so public names never really resolve. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface ResolveTarget {
  host: string;
  port: number;
}

export type ProgressStage = 'fetching_page' | 'reading_reviews' | 'analysing';
export interface ProgressEvent {
  stage: ProgressStage;
  page?: number;
}

export const DEFAULT_USER_AGENT =
  'ReviewSentryBot/1.0 (+https://github.com/reviewsentry/reviewsentry)';

export const scraperSettingsSchema = z.object({
  maxReviews: z.number().int().min(1).max(5000).default(200),
  maxPages: z.number().int().min(1).max(100).default(10),
  maxBytes: z
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  connectTimeoutMs: z.number().int().min(1).default(5_000),
  totalTimeoutMs: z.number().int().min(1).default(20_000),
  allowedPorts: z.array(z.number().int().min(1).max(65535)).min(1).default([80, 443]),
  maxRedirects: z.number().int().min(0).max(10).default(5),
  perHostConcurrency: z.number().int().min(1).max(8).default(2),
  userAgent: z.string().min(1).default(DEFAULT_USER_AGENT),
  /** Test hook: lifts the address check. Never set in production. */
  allowPrivateNetwork: z.boolean().default(false),
  /** Test hook (like curl --resolve): host name -> loopback address:port, spoken to over plain HTTP. */
  resolve: z
    .record(z.string(), z.object({ host: z.string(), port: z.number().int().min(1).max(65535) }))
    .default({}),
});

export type ScraperSettings = z.infer<typeof scraperSettingsSchema>;

export type ScraperConfig = Partial<z.input<typeof scraperSettingsSchema>> & {
  /** Injectable DNS resolver; defaults to dns.promises.lookup(host, { all: true }). */
  resolver?: HostResolver;
  /** Where pages are parsed and extracted (default: in the calling thread). The server uses worker threads. */
  pageReader?: PageReader;
  onProgress?: (event: ProgressEvent) => void;
};

/**
 * Parses SCRAPER_RESOLVE: "www.amazon.in=127.0.0.1:8123,www.flipkart.com=127.0.0.1:8123".
 * Host names are matched case-insensitively; an IPv6 target is written in brackets ([::1]:8123).
 */
export function parseResolveSetting(value: string | undefined): Record<string, ResolveTarget> {
  const map: Record<string, ResolveTarget> = {};
  if (!value || !value.trim()) return map;
  for (const entry of value.split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const match = /^([a-z0-9.-]+)=(\[[0-9a-f:.]+\]|[0-9a-z.-]+):(\d{1,5})$/i.exec(trimmed);
    if (!match) throw new Error(`SCRAPER_RESOLVE entry "${trimmed}" is not host=address:port`);
    const [, name, address, port] = match as unknown as [string, string, string, string];
    const portNumber = Number(port);
    if (portNumber < 1 || portNumber > 65535)
      throw new Error(`SCRAPER_RESOLVE entry "${trimmed}" has a bad port`);
    map[name.toLowerCase()] = { host: address.replace(/^\[|\]$/g, ''), port: portNumber };
  }
  return map;
}

const envSchema = z.object({
  SCRAPER_MAX_REVIEWS: z.coerce.number().int().min(1).optional(),
  SCRAPER_MAX_PAGES: z.coerce.number().int().min(1).optional(),
  SCRAPER_MAX_BYTES: z.coerce.number().int().min(1024).optional(),
  SCRAPER_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  SCRAPER_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  SCRAPER_ALLOWED_PORTS: z.string().optional(),
  SCRAPER_ALLOW_PRIVATE_NETWORK: z.enum(['true', 'false', '1', '0', '']).optional(),
  SCRAPER_RESOLVE: z.string().optional(),
});

/** Reads the SCRAPER_* variables; unset variables keep the defaults. Throws a readable error on bad values. */
export function scraperConfigFromEnv(env: Record<string, string | undefined>): ScraperConfig {
  const parsed = envSchema.parse(env);
  const config: ScraperConfig = {};
  if (parsed.SCRAPER_MAX_REVIEWS !== undefined) config.maxReviews = parsed.SCRAPER_MAX_REVIEWS;
  if (parsed.SCRAPER_MAX_PAGES !== undefined) config.maxPages = parsed.SCRAPER_MAX_PAGES;
  if (parsed.SCRAPER_MAX_BYTES !== undefined) config.maxBytes = parsed.SCRAPER_MAX_BYTES;
  if (parsed.SCRAPER_CONNECT_TIMEOUT_MS !== undefined)
    config.connectTimeoutMs = parsed.SCRAPER_CONNECT_TIMEOUT_MS;
  if (parsed.SCRAPER_TOTAL_TIMEOUT_MS !== undefined)
    config.totalTimeoutMs = parsed.SCRAPER_TOTAL_TIMEOUT_MS;
  if (parsed.SCRAPER_ALLOWED_PORTS) {
    config.allowedPorts = parsed.SCRAPER_ALLOWED_PORTS.split(',').map((p) =>
      z.coerce.number().int().min(1).max(65535).parse(p.trim()),
    );
  }
  const allowPrivate = parsed.SCRAPER_ALLOW_PRIVATE_NETWORK;
  if (allowPrivate === 'true' || allowPrivate === '1') config.allowPrivateNetwork = true;
  const resolve = parseResolveSetting(parsed.SCRAPER_RESOLVE);
  if (Object.keys(resolve).length > 0) config.resolve = resolve;
  return config;
}
