// The CLI on CSV input: our own fixtures, standard input, the shared real-world exports (skipped loudly when
// absent), and every expected error path with its exit code and "code: message" line. In-process through
// runCli(io), except the first describe: the built command as a child process, with real pipes and exit codes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResultSchema } from '@reviewsentry/contracts';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { csvAnalysisOutputSchema } from '../src/analysis-output';
import { CLI_DIR, runBin, runCli } from './run';

const KETTLE = path.join(CLI_DIR, 'test/fixtures/kettle-reviews.csv');
const TWO_PRODUCTS = path.join(CLI_DIR, 'test/fixtures/two-products.csv');
// eslint-disable-next-line no-control-regex -- matching ANSI escapes is the point
const ANSI = /\u001b\[\d+m/;
const STATUS_LINE = /^ {2}Verdict {8}(Genuine|Likely Fake|Fake|Not enough reviews)\b/m;

function expectNoStack(stderr: string) {
  expect(stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

describe('the built command (a child process)', () => {
  it('prints a readable report on stdout and progress on stderr, without colour on a pipe', async () => {
    const { code, stdout, stderr } = await runBin(['analyze', KETTLE]);
    expect(code).toBe(0);
    expect(stdout).toContain('Reviews in ');
    expect(stdout).toMatch(STATUS_LINE);
    expect(stdout).toMatch(
      /Fake reviews {3}\d+ of 13 judged = [\d.]+ % {2}\(95 % interval [\d.]+ % – [\d.]+ %\)/,
    );
    expect(stdout).toMatch(/Why {12}\d+ of 13 judged reviews looks? fake/);
    expect(stdout).toContain('Coverage       All 13 reviews were judged.');
    expect(stdout).toMatch(/Trust score {4}\d+\/100, grade [A-F]/);
    expect(stdout).toMatch(/Rating {9}4\.08 ★ average, [\d.]+ ★ without the fake reviews/);
    // Four copies of one text from four reviewers: the duplicate alert with its evidence count.
    expect(stdout).toContain(
      '3 reviews are word-for-word copies of earlier reviews of this product (4 reviews involved, originals included).  [4 reviews]',
    );
    expect(stdout).toMatch(/Most suspicious reviews \(\d+ of \d+ judged fake\)\n {2}1\. /);
    expect(stdout).not.toMatch(ANSI);
    expect(stderr).toContain('reviewsentry: reading ');
    expect(stderr).toContain('reviewsentry: analysing 13 reviews…');
  });

  it('reads a CSV from standard input with "-"', async () => {
    const { code, stdout } = await runBin(['analyze', '-', '--json', '-q'], {
      stdin: readFileSync(KETTLE),
    });
    expect(code).toBe(0);
    expect(analysisResultSchema.parse(JSON.parse(stdout)).total_reviews).toBe(13);
  });

  it('exits 1 with "code: message" on standard error and nothing on standard output', async () => {
    const { code, stdout, stderr } = await runBin(['analyze', 'does-not-exist.csv']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('reviewsentry: file_not_found: There is no file does-not-exist.csv.');
    expectNoStack(stderr);
  });
});

describe('reviewsentry analyze <own CSV fixture>', () => {
  it('--json prints the full AnalysisResult (plus coverage) and nothing else on stdout', async () => {
    const { code, stdout } = await runCli(['analyze', KETTLE, '--json']);
    expect(code).toBe(0);
    const json: unknown = JSON.parse(stdout);
    const result = analysisResultSchema.parse(json);
    const output = csvAnalysisOutputSchema.parse(json);
    expect(result.total_reviews).toBe(13);
    expect(result.reviews).toHaveLength(13);
    expect(output.coverage.rows_read).toBe(13);
    expect(output.review_coverage.reviews_received).toBe(13);
    expect(output.products).toEqual([]);
    const duplicates = result.alerts.find((a) => a.code === 'duplicate_reviews');
    expect(duplicates?.evidence).toHaveLength(4);
  });

  it('colours the verdict when forced, and NO_COLOR wins over FORCE_COLOR', async () => {
    const forced = await runCli(['analyze', KETTLE, '--top', '0', '-q'], {
      env: { FORCE_COLOR: '1' },
    });
    expect(forced.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- matching ANSI escapes is the point
    expect(forced.stdout).toMatch(/Verdict {8}\u001b\[1m\u001b\[3[123]m(Genuine|Likely Fake|Fake)/);
    expect(forced.stderr).toBe('');
    const noColour = await runCli(['analyze', KETTLE, '--top', '0'], {
      env: { FORCE_COLOR: '1', NO_COLOR: '1' },
    });
    expect(noColour.stdout).not.toMatch(ANSI);
    expect(noColour.stdout).not.toContain('Most suspicious reviews');
  });

  it('summarises each product of a multi-product CSV, then the whole file', async () => {
    const text = await runCli(['analyze', TWO_PRODUCTS]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Products (2, most reviewed first)');
    // Four reviews each: too few for a verdict or a trust score (docs/decisions/100).
    expect(text.stdout).toMatch(
      /Not enough reviews +[\d.]+ % +— +4 +4 {2}Steel Kettle 1\.7 L \(K-100\)/,
    );
    expect(text.stdout).toMatch(
      /Not enough reviews +[\d.]+ % +— +4 +4 {2}Two-Slice Toaster \(T-200\)/,
    );
    expect(text.stdout).toContain('All 2 products in ');
    expect(text.stdout).toContain(
      'Products       2: 0 Genuine, 0 Likely Fake, 0 Fake, 2 Not enough reviews',
    );

    const json = await runCli(['analyze', TWO_PRODUCTS, '--json', '-q']);
    const output = csvAnalysisOutputSchema.parse(JSON.parse(json.stdout));
    expect(output.total_reviews).toBe(8);
    expect(output.prod_id).toBeNull();
    expect(output.products.map((p) => [p.prod_id, p.review_ids.length, p.prod_name])).toEqual([
      ['K-100', 4, 'Steel Kettle 1.7 L'],
      ['T-200', 4, 'Two-Slice Toaster'],
    ]);
  });
});

const MUSICAL = 'amazon_musical_instruments_reviewText_overall_asin.csv';
const FLIPKART = 'flipkart_iphone15_certified_buyer.csv';

describe.skipIf(
  !hasSharedData('real-world', 'csv', MUSICAL) || !hasSharedData('real-world', 'csv', FLIPKART),
)('reviewsentry analyze <real-world CSV>', () => {
  it('analyses a real multi-product Amazon export: one row per product and the file summary', async () => {
    const file = sharedDataPath('real-world', 'csv', MUSICAL);
    const text = await runCli(['analyze', file, '--products', '0', '--top', '3']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("product_id ← 'asin'");
    expect(text.stdout).toMatch(/Products \((\d+), most reviewed first\)/);
    const listed = Number(/Products \((\d+),/.exec(text.stdout)?.[1]);
    // --products 0 lists every product: one table line per product.
    expect(
      text.stdout.match(
        /^ {2}(Genuine|Likely Fake|Fake|Not enough reviews) +[\d.]+ % +(—|\d+ [A-F]) +\d+ +\d+ {2}[0-9A-Z]{10}( \(low confidence\))?$/gm,
      ),
    ).toHaveLength(listed);
    expect(text.stdout).toMatch(STATUS_LINE);

    const json = await runCli(['analyze', file, '--json', '-q']);
    expect(json.code).toBe(0);
    const output = csvAnalysisOutputSchema.parse(JSON.parse(json.stdout));
    expect(output.review_coverage.reviews_received).toBe(output.coverage.reviews_used);
    expect(output.products).toHaveLength(listed);
    expect(output.products.reduce((n, p) => n + p.review_ids.length, 0)).toBe(
      output.coverage.reviews_used,
    );
    expect(output.products.reduce((n, p) => n + p.total_reviews, 0)).toBe(output.total_reviews);
  });

  it('analyses a real single-product Flipkart export with scraped page noise', async () => {
    const file = sharedDataPath('real-world', 'csv', FLIPKART);
    const { code, stdout } = await runCli(['analyze', file]);
    expect(code).toBe(0);
    expect(stdout).toContain('Reviews in ');
    expect(stdout).toContain('Note           Removed scraped page text such as "READ MORE"');
    expect(stdout).toMatch(STATUS_LINE);
    expect(stdout).toMatch(/Trust score {4}\d+\/100, grade [A-F]/);
  });
});

describe('reviewsentry errors and usage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'reviewsentry-cli-'));
    // A PNG header and some binary: what people upload by mistake.
    await writeFile(
      path.join(dir, 'photo.csv'),
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(256, 0),
      ]),
    );
    await writeFile(path.join(dir, 'no-text.csv'), 'id,price\n1,9.99\n2,19.99\n');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    [
      'a missing file',
      ['analyze', 'does-not-exist.csv'],
      'file_not_found: There is no file does-not-exist.csv.',
    ],
    [
      'a binary file',
      ['analyze', 'photo.csv'],
      'unsupported_media_type: This file is not a CSV text file',
    ],
    [
      'a CSV without review text',
      ['analyze', 'no-text.csv'],
      'no_text_column: We could not find a column with review text',
    ],
    ['a directory', ['analyze', '.'], 'not_a_file: . is a directory'],
    [
      'a link with an unsafe scheme',
      ['analyze', 'file:///etc/passwd'],
      'unsupported_scheme: Only http and https links',
    ],
  ])('%s -> exit 1 with the code and message, no stack', async (_name, args, expected) => {
    const { code, stdout, stderr } = await runCli(args, { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`reviewsentry: ${expected}`);
    expectNoStack(stderr);
  });

  it.each([
    ['no command', [], /^reviewsentry - check whether/],
    [
      'an unknown command',
      ['inspect', 'x'],
      /usage: unknown command "inspect"\nRun 'reviewsentry --help'/,
    ],
    [
      'an unknown option',
      ['analyze', 'x.csv', '--jsn'],
      /usage: Unknown option '--jsn'\nRun 'reviewsentry analyze --help'/,
    ],
    ['no input', ['analyze'], /usage: analyze needs a CSV file or a product link/],
    [
      'two links',
      ['scrape', 'https://a.example/1', 'https://b.example/2'],
      /usage: scrape takes one link/,
    ],
    [
      'a bad number',
      ['analyze', 'x.csv', '--top', 'many'],
      /usage: --top must be a whole number \(got "many"\)/,
    ],
    [
      'a bad format',
      ['scrape', 'https://a.example/1', '--format', 'xml'],
      /usage: --format must be one of csv, json/,
    ],
  ])('%s -> exit 2 with a pointer to --help', async (_name, args, expected) => {
    const { code, stdout, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(expected);
    expectNoStack(stderr);
  });

  it('bad SCRAPER_* settings are a usage error, reported before any request', async () => {
    const { code, stderr } = await runCli(['scrape', 'https://www.amazon.com/dp/B0TESTCLI1'], {
      env: { SCRAPER_RESOLVE: 'not-a-mapping' },
    });
    expect(code).toBe(2);
    expect(stderr).toContain(
      'reviewsentry: invalid_settings: SCRAPER_RESOLVE entry "not-a-mapping"',
    );
  });

  it.each([['--help'], ['scrape', '--help'], ['analyze', '-h']])(
    '%s prints help and exits 0',
    async (...args) => {
      const { code, stdout } = await runCli(args);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^(reviewsentry - |Usage: reviewsentry (scrape|analyze) )/);
      expect(stdout).toContain('--');
    },
  );
});
