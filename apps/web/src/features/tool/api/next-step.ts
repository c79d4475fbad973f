// What the shopper can do next, for each error code the server answers with. The server's own sentence says what
// went wrong; this says what to try. A valid link that our server could not reach is never blamed on the link.
import type { ServerReason } from './server-reason';

const CSV_INSTEAD =
  'You can export the reviews to a CSV file (see “How do I get a CSV of reviews?” on the CSV tab) and upload it.';

const NEXT_STEP: Record<string, string> = {
  invalid_url:
    'Copy the whole address from your browser’s address bar, starting with https://, and paste it here.',
  unsupported_scheme: 'Paste the shop page’s address, starting with https://.',
  blocked_address: 'Paste the address of a public shop page, as your browser shows it.',
  blocked_port: 'Paste the address of the shop page as your browser shows it.',
  shop_blocked: CSV_INSTEAD,
  no_reviews: CSV_INSTEAD,
  unsupported_page: `Open the product’s own page (or its reviews page) and paste that address. ${CSV_INSTEAD}`,
  page_not_found:
    'Open the link in your browser to check the product is still on sale, then paste the address again.',
  upstream_error: `Try again in a few minutes. ${CSV_INSTEAD}`,
  timeout: `Try again in a few minutes. ${CSV_INSTEAD}`,
  too_many_redirects: `Open the link in your browser and paste the address of the page it ends on. ${CSV_INSTEAD}`,
  response_too_large: CSV_INSTEAD,
  unreachable: `If the link opens in your browser, the problem is on our side or the shop’s: try again in a few minutes. ${CSV_INSTEAD}`,
  no_text_column:
    'Check that the file has a column of review texts (its header can be, for example, review, text, comment or body).',
  no_usable_reviews: 'Check that the file holds review texts, not only ratings or ids.',
  file_too_large: 'Split the file, or keep only the rows of the product you want checked.',
  too_many_rows: 'Split the file, or keep only the rows of the product you want checked.',
  unsupported_media_type: 'Choose a .csv file (in a spreadsheet: File, Save as, CSV).',
  no_file: 'Choose a .csv file first.',
  read_failed: 'Check your connection and upload the file again.',
  rate_limited: 'Wait a minute, then try again.',
  server_busy: 'Wait a minute, then try again.',
  analysis_timeout: 'Try a smaller file, or try again when the server is less busy.',
};

/**
 * The server's words for an unreachable shop include "Check the link", which blames a link that may well be fine
 * (our server may be offline, or the shop down): the page says it plainly instead.
 */
const OWN_WORDS: Record<string, (reason: ServerReason) => string> = {
  unreachable: (reason) => {
    const host = /^We could not reach (\S+)/.exec(reason.message)?.[1];
    return `Our server could not reach ${host ?? 'the shop'}. The link itself may be fine.`;
  },
};

export function nextStep(code: string | undefined): string | null {
  return code ? (NEXT_STEP[code] ?? null) : null;
}

export function reasonMessage(reason: ServerReason): string {
  const own = reason.code ? OWN_WORDS[reason.code] : undefined;
  return own ? own(reason) : reason.message;
}
