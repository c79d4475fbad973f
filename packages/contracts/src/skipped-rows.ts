// Why rows of an uploaded file were skipped, in the words every surface uses (the result page, the CLI). Typed by
// RejectReason: a reason added without its words does not compile.
import type { RejectReason } from './ingest';

const WORDS: Record<RejectReason, readonly [one: string, many: string]> = {
  empty_row: ['empty row', 'empty rows'],
  no_text_or_rating: ['row with neither text nor rating', 'rows with neither text nor rating'],
  repeated_header: ['repeated header row', 'repeated header rows'],
  cut_off_row: ['row cut off where the file ends', 'rows cut off where the file ends'],
  row_too_long: ['row too long to read', 'rows too long to read'],
  summary_row: ['totals or average row', 'totals or average rows'],
  note_row: ['note below the reviews', 'notes below the reviews'],
  shop_reply: ["shop's reply to a review", "shop's replies to reviews"],
  spam_or_deleted: [
    'row the shop marked as spam or deleted',
    'rows the shop marked as spam or deleted',
  ],
};

/** "1 empty row", "2 shop's replies to reviews". */
export function skippedRows(reason: RejectReason, count: number): string {
  const [one, many] = WORDS[reason];
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** Every reason with rows skipped for it, in the file's order of reasons, said as skippedRows says them. */
export function skippedRowsList(byReason: Partial<Record<RejectReason, number>>): string[] {
  return Object.entries(byReason)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([reason, count]) => skippedRows(reason as RejectReason, count ?? 0));
}
