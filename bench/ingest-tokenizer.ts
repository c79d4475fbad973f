// Why packages/ingest has its own CSV tokenizer (docs/decisions/050): the same 100 k-row export, already in
// memory as 64 KB text chunks, split into records by csv-parse 6 (with the tolerant options an importer of
// scraped files needs) and by our tokenizer. Prints records/s for each, best of three.
// Run: npx tsx bench/ingest-tokenizer.ts   (or npm run bench -- ingest-tokenizer)
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { CsvTokenizer } from '../packages/ingest/src/csv/tokenizer';
import { syntheticCsvChunks } from '../packages/ingest/test/support/synthetic-csv';

const ROWS = 100_000;
const chunks = [...syntheticCsvChunks(ROWS)];
const mb = chunks.reduce((n, c) => n + Buffer.byteLength(c), 0) / (1024 * 1024);

async function withCsvParse(): Promise<number> {
  let n = 0;
  const parser = Readable.from(chunks).pipe(
    parse({
      relax_quotes: true,
      relax_column_count: true,
      skip_records_with_error: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }),
  );
  for await (const _record of parser) n++;
  return n;
}

function withOwnTokenizer(): number {
  let n = 0;
  const tokenizer = new CsvTokenizer(',', { record: () => void n++, tooLong: () => undefined });
  for (const c of chunks) tokenizer.push(c);
  tokenizer.end();
  return n;
}

async function best(name: string, run: () => number | Promise<number>): Promise<void> {
  let fastest = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const records = await run();
    if (records !== ROWS + 1) throw new Error(`${name}: ${records} records`);
    fastest = Math.min(fastest, (performance.now() - started) / 1000);
  }
  console.log(
    `${name}: ${fastest.toFixed(2)} s | ${(mb / fastest).toFixed(1)} MB/s | ${Math.round((ROWS + 1) / fastest).toLocaleString('en-US')} records/s`,
  );
}

console.log(`Node ${process.version}; ${ROWS.toLocaleString('en-US')} rows, ${mb.toFixed(1)} MB`);
await best('csv-parse 6 (relax_quotes, relax_column_count, skip_records_with_error)', withCsvParse);
await best('own tokenizer', withOwnTokenizer);
