// The annotated CSV: the same POST /upload, asking for text/csv, answers with the uploaded rows plus the
// reviewsentry_* columns (formula injection is neutralised by the server). The file is re-sent because the server
// keeps nothing between requests.
import { jsonOrNull, NETWORK_REASON, serverReasonFrom, type ServerReason } from './server-reason';
import { UPLOAD_URL } from './upload-csv';

export type DownloadOutcome =
  { ok: true; blob: Blob; filename: string } | { ok: false; reason: ServerReason };

/** `attachment; filename="x.csv"` (or RFC 5987 filename*=) -> x.csv; the fallback is `<name>-annotated.csv`. */
export function downloadFilename(contentDisposition: string | null, uploadedName: string): string {
  const header = contentDisposition ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Malformed escapes: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  if (name) return name;
  const base = uploadedName.replace(/\.[^.]*$/, '') || 'reviews';
  return `${base}-annotated.csv`;
}

export async function fetchAnnotatedCsv(file: File): Promise<DownloadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(UPLOAD_URL, {
      method: 'POST',
      headers: { Accept: 'text/csv' },
      body: form,
    });
  } catch {
    return { ok: false, reason: NETWORK_REASON };
  }
  if (!response.ok) {
    const body = jsonOrNull(await response.text().catch(() => ''));
    return {
      ok: false,
      reason: serverReasonFrom(body) ?? {
        message: `The server answered ${response.status}.`,
        details: [],
      },
    };
  }
  const blob = await response.blob();
  return {
    ok: true,
    blob,
    filename: downloadFilename(response.headers.get('Content-Disposition'), file.name),
  };
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
