// The uploaded file with our verdict on every row (POST /upload, Accept: text/csv). Rows are the file's own
// records in their order, joined to the analysis by row number (the importer's review id); skipped rows stay in
// with their reason. Every cell goes through the scraper's csvCell, which neutralises spreadsheet formulas
// (= + - @ tab CR). See docs/decisions/083-annotated-csv.md.
import {
  ANNOTATED_CSV_COLUMNS,
  type ImportResult,
  type ReviewAssessment,
} from '@reviewsentry/contracts';
import { readCsvRows } from '@reviewsentry/ingest';
import { csvCell } from '@reviewsentry/scraper';

const isBlank = (cells: readonly string[] | null) =>
  cells !== null && cells.every((c) => c.trim() === '') && cells.length <= 1;

/** Yields the annotated file line by line (UTF-8 with BOM for Excel, CRLF line ends). */
export function* annotatedCsvLines(
  bytes: Uint8Array,
  imported: ImportResult,
  assessments: readonly ReviewAssessment[],
): Generator<string> {
  const byRow = new Map<number, ReviewAssessment>();
  for (const a of assessments) byRow.set(Number(a.id), a);
  const skipped = new Map<number, string>();
  for (const r of imported.rejects) skipped.set(r.row, r.reason);
  let firstData = Number.POSITIVE_INFINITY;
  for (const row of byRow.keys()) if (row < firstData) firstData = row;
  for (const row of skipped.keys()) if (row < firstData) firstData = row;

  const { columns, delimiter } = imported.coverage;
  const width = columns.length;
  const textIdx = columns.find((c) => c.meaning === 'text')?.index ?? 0;
  const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

  let headerDone = false;
  for (const { row, cells } of readCsvRows(bytes)) {
    // Title lines and the rows of the header are dropped: the importer's column names stand for them.
    if (row < firstData) continue;
    if (!headerDone) {
      // The importer's names: a header written over several rows (merged group labels, pandas' index names) is
      // one row here, its names combined; a file without a header gets ours.
      const named = columns.some((c) => c.header !== '');
      const header = columns.map((c, i) => (named ? c.header : `column_${i + 1}`));
      yield `\ufeff${line([...fit(header, width, textIdx, delimiter), ...ANNOTATED_CSV_COLUMNS])}`;
      headerDone = true;
    }
    if (isBlank(cells)) continue; // blank lines are not rows (the importer does not count them)
    const own = fit(cells ?? [], width, textIdx, delimiter);
    yield line([...own, ...annotation(byRow.get(row), skipped.get(row), cells === null)]);
  }
}

function annotation(
  assessment: ReviewAssessment | undefined,
  skippedReason: string | undefined,
  tooLong: boolean,
): string[] {
  if (assessment === undefined) {
    const reason = skippedReason ?? (tooLong ? 'row_too_long' : 'not_read');
    return ['', '', '', `skipped:${reason}`];
  }
  return [
    assessment.fake_probability === null ? '' : String(assessment.fake_probability),
    assessment.is_fake ? 'true' : 'false',
    assessment.reasons.map((r) => r.message).join(' | '),
    status(assessment),
  ];
}

/** `scored` (judged, text model included), `judged_not_scored:<why>` or `not_assessed:<why>` (docs/api.md). */
function status(a: ReviewAssessment): string {
  if (!a.assessed) return `not_assessed:${a.not_assessed_reason ?? 'unknown'}`;
  return a.not_scored_reason === null ? 'scored' : `judged_not_scored:${a.not_scored_reason}`;
}

/**
 * Makes a row exactly as wide as the header so our columns line up: short rows are padded; cells past the header
 * are put back into the text column (unquoted delimiters in a review, as the importer reads them) or, when empty,
 * dropped.
 */
function fit(
  cells: readonly string[],
  width: number,
  textIdx: number,
  delimiter: string,
): string[] {
  if (cells.length === width) return [...cells];
  if (cells.length < width) return [...cells, ...new Array<string>(width - cells.length).fill('')];
  const extra = cells.slice(width);
  if (extra.every((c) => c.trim() === '')) return cells.slice(0, width);
  const n = cells.length - width;
  return [
    ...cells.slice(0, textIdx),
    cells.slice(textIdx, textIdx + n + 1).join(delimiter),
    ...cells.slice(textIdx + n + 1),
  ];
}
