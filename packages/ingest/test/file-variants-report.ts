// The metamorphic matrices of the real review exports (docs/decisions/226-review-exports-dressed-differently.md and
// 231-review-exports-dressed-in-untried-ways.md): every file, written as each variant, imported and compared with the
// original's import. Each set of variants is counted on its own.
//   SHARED_DATA_DIR=/path/to/shared/data npm run report:file-variants -w @reviewsentry/ingest
import { CELL_VARIANTS } from './variants/cell-variants';
import { FILE_VARIANTS, type FileVariant } from './variants/file-variants';
import { REAL_FILES, hasRealFile } from './variants/real-files';
import { variantRow } from './variants/variant-matrix';

async function report(title: string, variants: readonly FileVariant[]): Promise<void> {
  console.log(`\n# ${title}`);
  let same = 0;
  let judged = 0;
  for (const file of REAL_FILES) {
    if (!hasRealFile(file)) {
      console.log(`${file}: missing`);
      continue;
    }
    const row = await variantRow(file, variants);
    console.log(`\n${row.file}`);
    for (const variant of variants) {
      const cell = row.cells[variant.name]!;
      if (cell !== 'n/a') judged++;
      if (cell === 'same') same++;
      console.log(`  ${variant.name.padEnd(30)} ${cell}`);
    }
  }
  console.log(
    `\n${title}: cells read as the original: ${same} of ${judged} (variants that change the file)`,
  );
}

await report('files written differently (ADR 226)', FILE_VARIANTS);
await report('cells written differently (ADR 231)', CELL_VARIANTS);
