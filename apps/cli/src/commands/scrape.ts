// `reviewsentry scrape <url>`: the scraper on its own. Writes the reviews as CSV (readable by `analyze` and by
// spreadsheets) or the full scrape result as JSON, to a file or to standard output.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reviewsToCsv } from '@reviewsentry/scraper';
import { oneOf, parseCommandArgs, positiveInt } from '../args';
import { CliError, EXIT_OK, UsageError } from '../errors';
import { SCRAPE_HELP } from '../help';
import type { CliIo } from '../io';
import { createProgress } from '../progress';
import { scrapeInput } from '../sources';
import { plural } from '../report/text';

const FORMATS = ['csv', 'json'] as const;

export async function scrapeCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('scrape', argv, {
    out: { type: 'string', short: 'o' },
    format: { type: 'string', short: 'f' },
    'max-reviews': { type: 'string' },
    'max-pages': { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    await io.out(SCRAPE_HELP);
    return EXIT_OK;
  }
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? 'scrape needs a product link' : 'scrape takes one link',
      'scrape',
    );
  const url = positionals[0]!;
  const out = typeof values.out === 'string' ? values.out : undefined;
  const format =
    oneOf('scrape', 'format', values.format, FORMATS) ??
    (out && /\.json$/i.test(out) ? 'json' : 'csv');
  const limits = {
    maxReviews: positiveInt('scrape', 'max-reviews', values['max-reviews']),
    maxPages: positiveInt('scrape', 'max-pages', values['max-pages']),
  };
  const progress = createProgress(io, values.quiet === true);

  const result = await scrapeInput(url, io, limits, progress);
  // A BOM in a file lets Excel read non-ASCII review text as UTF-8; on a pipe it would only get in the way.
  const body =
    format === 'json'
      ? `${JSON.stringify(result, null, 2)}\n`
      : reviewsToCsv(result.reviews, result.product, { bom: out !== undefined });

  const { coverage, product } = result;
  const summary =
    `${plural(coverage.reviews_found, 'review')} of ${product.name ? `"${product.name}"` : 'the product'}` +
    (coverage.reviews_claimed !== null ? ` (the shop claims ${coverage.reviews_claimed})` : '') +
    ` from ${plural(coverage.pages_fetched, 'page')}, stopped: ${coverage.stop_reason}`;
  if (out === undefined) {
    await io.out(body);
    progress.step(`scraped ${summary}`);
    return EXIT_OK;
  }
  const target = path.resolve(io.cwd, out);
  try {
    await writeFile(target, body, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new CliError('write_failed', `Could not write ${out} (${code}).`);
  }
  progress.step(`wrote ${summary} to ${out}`);
  return EXIT_OK;
}
