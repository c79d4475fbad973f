// `reviewsentry analyze <file.csv | url | ->`: the same pipeline as the web app (importer or scraper -> detector),
// printed as a readable report or, with --json, as the AnalysisResult plus where the reviews came from.
import { analyze, analyzeImport } from '@reviewsentry/detector';
import type { AnalysisOutput } from '../analysis-output';
import { parseCommandArgs, positiveInt } from '../args';
import { EXIT_OK, UsageError } from '../errors';
import { ANALYZE_HELP } from '../help';
import type { CliIo } from '../io';
import { createProgress } from '../progress';
import { formatAnalysis } from '../report/format-analysis';
import { formatProducts, productTally } from '../report/format-products';
import { formatImportSource, formatScrapeSource } from '../report/format-source';
import { createStyle, useColour } from '../report/style';
import { forTerminal, terminalText } from '../report/terminal-text';
import { plural } from '../report/text';
import { classifyInput, readCsvInput, scrapeInput } from '../sources';

export async function analyzeCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('analyze', argv, {
    json: { type: 'boolean' },
    top: { type: 'string' },
    products: { type: 'string' },
    'max-reviews': { type: 'string' },
    'max-pages': { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    await io.out(ANALYZE_HELP);
    return EXIT_OK;
  }
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'analyze needs a CSV file or a product link'
        : 'analyze takes one CSV file or link',
      'analyze',
    );
  const top = positiveInt('analyze', 'top', values.top, { allowZero: true }) ?? 5;
  const productLimit =
    positiveInt('analyze', 'products', values.products, { allowZero: true }) ?? 20;
  const limits = {
    maxReviews: positiveInt('analyze', 'max-reviews', values['max-reviews']),
    maxPages: positiveInt('analyze', 'max-pages', values['max-pages']),
  };
  const progress = createProgress(io, values.quiet === true);
  const style = createStyle(values.json !== true && useColour(io.env, io.stdoutIsTTY));
  const input = await classifyInput(positionals[0]!, io.cwd);

  if (input.kind === 'url') {
    const scraped = await scrapeInput(input.url, io, limits, progress);
    progress.step(`analysing ${plural(scraped.reviews.length, 'review')}…`);
    const result = analyze(scraped.reviews, {
      productId: scraped.product.id,
      productName: scraped.product.name,
    });
    if (values.json) {
      const output: AnalysisOutput = {
        ...result,
        source: 'url',
        product: scraped.product,
        coverage: scraped.coverage,
      };
      await io.out(`${JSON.stringify(output, null, 2)}\n`);
    } else {
      await io.out(
        `${formatScrapeSource(forTerminal(scraped.product), forTerminal(scraped.coverage), style)}\n` +
          formatAnalysis(forTerminal(result), { style, top }),
      );
    }
    return EXIT_OK;
  }

  progress.step(`reading ${input.label}…`);
  const imported = await readCsvInput(input, io);
  progress.step(
    `analysing ${plural(imported.reviews.length, 'review')}` +
      (imported.products.length > 1 ? ` of ${imported.products.length} products…` : '…'),
  );
  const analysis = analyzeImport(imported);
  if (values.json) {
    const output: AnalysisOutput = { ...analysis, source: 'csv', coverage: imported.coverage };
    await io.out(`${JSON.stringify(output, null, 2)}\n`);
    return EXIT_OK;
  }
  // The readable report prints the file's own text: made inert for the terminal first.
  const label = terminalText(input.label);
  const shown = forTerminal(analysis);
  const parts = [formatImportSource(label, forTerminal(imported.coverage), style)];
  if (shown.products.length > 0) {
    parts.push(formatProducts(shown.products, productLimit, style));
    parts.push(
      formatAnalysis(shown, {
        style,
        top,
        reviewRef: 'row',
        title: `All ${shown.products.length} products in ${label}`,
        extraRows: [['Products', productTally(shown.products)]],
      }),
    );
  } else {
    const { prod_id, prod_name } = shown;
    parts.push(
      formatAnalysis(shown, {
        style,
        top,
        reviewRef: 'row',
        ...(prod_id === null && prod_name === null ? { title: `Reviews in ${label}` } : {}),
      }),
    );
  }
  await io.out(parts.join('\n'));
  return EXIT_OK;
}
