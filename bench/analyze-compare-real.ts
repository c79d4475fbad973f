// Golden comparison on real scraped files: every CSV of ../shared/data/real-world/csv is imported
// (packages/ingest, as an upload would be), and its reviews analysed by two analyzer versions, the whole
// file and each product it names; the full JSON results (or the errors) must be identical. The text model
// is a stub, as in bench/analyze-compare.ts, so only the detector is compared. Prints one line per
// analysis and a summary; exits 0.
//
//   OLD_DETECTOR=/tmp/rs-old/packages/detector/src npx tsx bench/analyze-compare-real.ts
//
// (see bench/analyze-compare.ts for how to unpack an older tree there; NEW_DETECTOR likewise, default
// this tree).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Review } from '@reviewsentry/contracts';
import type { AnalyzerOptions, createAnalyzer } from '@reviewsentry/detector';
import { importCsv } from '@reviewsentry/ingest';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';

const OLD = process.env.OLD_DETECTOR;
const NEW =
  process.env.NEW_DETECTOR ?? fileURLToPath(new URL('../packages/detector/src', import.meta.url));
if (!OLD || !hasSharedData('real-world', 'csv')) {
  console.log(
    'analyze-compare-real: needs OLD_DETECTOR (the src folder of the version to compare with) and the ' +
      'shared real-world CSVs; skipped.',
  );
  process.exit(0);
}

type Create = typeof createAnalyzer;
const loadAnalyzer = async (dir: string): Promise<Create> =>
  ((await import(pathToFileURL(resolve(dir, 'analyzer.ts')).href)) as { createAnalyzer: Create })
    .createAnalyzer;
const stubModel: AnalyzerOptions['textModel'] = {
  id: 'stub',
  version: '0',
  languages: ['en'],
  minWords: 10,
  score: (text) => ({ probability: ((text.length * 37) % 100) / 100 + 0.005 }),
};
const oldAnalyzer = (await loadAnalyzer(OLD))({ textModel: stubModel });
const newAnalyzer = (await loadAnalyzer(NEW))({ textModel: stubModel });

/** The result as JSON, or the error's name and message: both versions must fail alike too. */
function outcome(analyze: () => unknown): string {
  try {
    return JSON.stringify(analyze());
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

const dir = sharedDataPath('real-world', 'csv');
let analyses = 0;
let differing = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
  const { reviews } = await importCsv(readFileSync(resolve(dir, file)));
  const groups = new Map<string, Review[]>([['(whole file)', reviews]]);
  for (const r of reviews)
    if (r.product_id) groups.set(r.product_id, [...(groups.get(r.product_id) ?? []), r]);
  for (const [name, group] of groups) {
    const before = outcome(() => oldAnalyzer.analyze(group));
    const after = outcome(() => newAnalyzer.analyze(group));
    analyses++;
    if (before !== after) differing++;
    if (name === '(whole file)' || before !== after)
      console.log(
        `${file} ${name}: ${group.length} reviews, ${before === after ? 'identical' : 'DIFFERENT'}` +
          `${groups.size > 1 && name === '(whole file)' ? ` (+ ${groups.size - 1} products)` : ''}`,
      );
  }
}
console.log(
  `${analyses} analyses, ${differing} differing: results ${differing ? 'differ' : 'identical'}`,
);
