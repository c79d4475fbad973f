// The metamorphic matrix of the saved real pages (docs/decisions/223-same-reviews-dressed-differently.md): every
// page with reviews, dressed as each variant, read and compared with the original's reading. "same" means the same
// reviews with the same text, title, rating, date, writer and verified flag; "n/a" that the variant changes
// nothing on the page. Pages are read as an unknown shop's (no adapter by host), or with --own-host at the URL
// they were saved from. With --combined, variants applied together are read too (several differences at once).
// With --fixtures, our own fixture page of every grounded kind (test/variants/fixture-kinds.ts, ADR 229) is read
// instead of the saved pages.
//   SHARED_DATA_DIR=/path/to/shared/data npx tsx packages/scraper/test/page-variants-report.ts [--own-host] [--combined] [--fixtures]
import { REAL_PAGES, hasRealPage, readRealPage } from '@reviewsentry/test-support/shop';
import { FIXTURE_KINDS } from './variants/fixture-kinds';
import { COMBINED_VARIANTS, PAGE_VARIANTS } from './variants/page-variants';
import { pageRow, type MatrixRow } from './variants/variant-matrix';

function* rows(ownHost: boolean, variants: typeof PAGE_VARIANTS): Generator<MatrixRow> {
  if (process.argv.includes('--fixtures')) {
    for (const kind of FIXTURE_KINDS)
      yield pageRow(kind.name, kind.html(), ownHost ? kind.url : undefined, variants);
    return;
  }
  for (const golden of REAL_PAGES.filter((g) => g.first)) {
    if (!hasRealPage(golden.file)) {
      console.log(`${golden.file}: missing`);
      continue;
    }
    yield pageRow(
      golden.file,
      readRealPage(golden.file),
      ownHost ? golden.url : undefined,
      variants,
    );
  }
}

function report(): void {
  const ownHost = process.argv.includes('--own-host');
  const variants = process.argv.includes('--combined')
    ? [...PAGE_VARIANTS, ...COMBINED_VARIANTS]
    : PAGE_VARIANTS;
  let same = 0;
  let judged = 0;
  for (const row of rows(ownHost, variants)) {
    console.log(`\n${row.page} (reviews from ${row.source})`);
    for (const variant of variants) {
      const cell = row.cells[variant.name]!;
      if (cell !== 'n/a') judged++;
      if (cell === 'same') same++;
      console.log(`  ${variant.name.padEnd(40)} ${cell}`);
    }
  }
  console.log(`\ncells read as the original: ${same} of ${judged} (variants that change the page)`);
}

report();
