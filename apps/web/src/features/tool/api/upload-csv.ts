// POST /upload with the chosen file in the multipart field `file`, as the spec's client sends it. XMLHttpRequest
// rather than fetch because only XHR reports upload progress (bytes sent), which large files need.
import {
  failureReason,
  jsonOrNull,
  NETWORK_REASON,
  UNREADABLE_ANSWER_REASON,
  type ServerReason,
} from './server-reason';
import { uploadViewSchema, type UploadView } from './result-schemas';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadOutcome =
  { ok: true; result: UploadView } | { ok: false; aborted: boolean; reason: ServerReason };

export const UPLOAD_URL = '/upload';

export function uploadCsv(
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const fail = (aborted: boolean, reason: ServerReason) =>
      resolve({ ok: false, aborted, reason });
    xhr.open('POST', UPLOAD_URL);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const body = jsonOrNull(xhr.responseText);
      if (xhr.status === 200) {
        const parsed = uploadViewSchema.safeParse(body);
        if (parsed.success) return resolve({ ok: true, result: parsed.data });
        return fail(false, UNREADABLE_ANSWER_REASON);
      }
      fail(false, failureReason(xhr.status, xhr.getResponseHeader('Retry-After'), body));
    };
    xhr.onerror = () => fail(false, NETWORK_REASON);
    xhr.onabort = () => fail(true, { message: 'The upload was cancelled.', details: [] });
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
