// Where reviews come from: a shop link (scraper) or a CSV file / standard input (importer). Turns file-system
// failures into CliErrors with codes of their own; the packages' typed errors pass through unchanged.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImportResult, ScrapeResult } from '@reviewsentry/contracts';
import { importCsv } from '@reviewsentry/ingest';
import {
  createScraper,
  scraperConfigFromEnv,
  scraperSettingsSchema,
  type ScraperConfig,
} from '@reviewsentry/scraper';
import { ZodError } from 'zod';
import { CliError, EXIT_USAGE } from './errors';
import type { CliIo } from './io';
import type { Progress } from './progress';

export type Input =
  | { kind: 'url'; url: string }
  | { kind: 'file'; path: string; label: string }
  | { kind: 'stdin'; label: string };

const SCHEME = /^[a-z][a-z0-9+.-]+:/i;
const BARE_SHOP_LINK = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S*$/i;

/** A link when it has a scheme (the scraper refuses the unsafe ones) or looks like host/path and is no file. */
export async function classifyInput(arg: string, cwd: string): Promise<Input> {
  if (arg === '-') return { kind: 'stdin', label: 'standard input' };
  if (SCHEME.test(arg)) return { kind: 'url', url: arg };
  const full = path.resolve(cwd, arg);
  const exists = await stat(full).then(
    () => true,
    () => false,
  );
  if (!exists && BARE_SHOP_LINK.test(arg) && !/\.(csv|tsv|txt)$/i.test(arg))
    return { kind: 'url', url: arg };
  return { kind: 'file', path: full, label: arg };
}

export async function readCsvInput(
  input: Exclude<Input, { kind: 'url' }>,
  io: CliIo,
): Promise<ImportResult> {
  if (input.kind === 'stdin') return importCsv(io.stdin);
  let info;
  try {
    info = await stat(input.path);
  } catch (error) {
    throw fileError(error, input.label);
  }
  if (!info.isFile())
    throw new CliError('not_a_file', `${input.label} is a directory, not a CSV file.`);
  return importCsv(createReadStream(input.path));
}

function fileError(error: unknown, label: string): CliError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new CliError('file_not_found', `There is no file ${label}.`);
  if (code === 'EACCES' || code === 'EPERM')
    return new CliError('file_unreadable', `${label} cannot be read (permission denied).`);
  return new CliError('file_unreadable', `${label} cannot be read (${code ?? 'unknown error'}).`);
}

export interface ScrapeLimits {
  maxReviews?: number;
  maxPages?: number;
}

export async function scrapeInput(
  url: string,
  io: CliIo,
  limits: ScrapeLimits,
  progress: Progress,
): Promise<ScrapeResult> {
  const scraper = createScraper(scraperSettings(io, limits));
  return scraper.scrape(url, { signal: io.signal, onProgress: (e) => progress.scrape(e) });
}

/** SCRAPER_* from the environment, overridden by the command's options; bad values are a usage error. */
function scraperSettings(io: CliIo, limits: ScrapeLimits): ScraperConfig {
  try {
    const config = scraperConfigFromEnv({ ...io.env });
    if (limits.maxReviews !== undefined) config.maxReviews = limits.maxReviews;
    if (limits.maxPages !== undefined) config.maxPages = limits.maxPages;
    scraperSettingsSchema.parse(config);
    return config;
  } catch (error) {
    const message =
      error instanceof ZodError
        ? error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ')
        : error instanceof Error
          ? error.message
          : String(error);
    throw new CliError('invalid_settings', message, EXIT_USAGE);
  }
}
