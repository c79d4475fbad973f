// The metamorphic matrix of the real review exports (docs/decisions/226-review-exports-dressed-differently.md): every
// file, written as each variant, imported and compared with the original's import.
//   SHARED_DATA_DIR=/path/to/shared/data npm run report:file-variants -w @reviewsentry/ingest
import { FILE_VARIANTS } from './variants/file-variants';
import { REAL_FILES, hasRealFile } from './variants/real-files';
import { variantRow } from './variants/variant-matrix';

async function report(): Promise<void> {
  let same = 0;
  let judged = 0;
  for (const file of REAL_FILES) {
    if (!hasRealFile(file)) {
      console.log(`${file}: missing`);
      continue;
    }
    const row = await variantRow(file);
    console.log(`\n${row.file}`);
    for (const variant of FILE_VARIANTS) {
      const cell = row.cells[variant.name]!;
      if (cell !== 'n/a') judged++;
      if (cell === 'same') same++;
      console.log(`  ${variant.name.padEnd(30)} ${cell}`);
    }
  }
  console.log(`\ncells read as the original: ${same} of ${judged} (variants that change the file)`);
}

await report();
