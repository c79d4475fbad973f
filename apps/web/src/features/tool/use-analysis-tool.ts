// The tool's state machine (spec section 4): active tab, chosen file, link text, one busy flag for whichever
// request runs, the error and the result. Switching tabs touches neither result nor error; a request clears
// the error when it starts; Reset clears everything and cancels a running request.
import type { AnalyzeProgress } from '@reviewsentry/contracts';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { LinkView, UploadView } from './api/result-schemas';
import type { ServerReason } from './api/server-reason';
import { retryWhenBusy } from './api/retry-when-busy';
import type { UploadProgress } from './api/upload-csv';

export type ToolTab = 'csv' | 'link';

export const MESSAGES = {
  noFile: 'Please select a CSV file to upload.',
  noLink: 'Please enter a product link.',
  uploadFailed: 'Failed to upload file. Please try again.',
  analyzeFailed: 'Failed to analyze product link. Please try again.',
} as const;

/** `id` tells one answer from the next (each gets its own saved report). */
export type ToolResult = { id: number } & (
  { kind: 'csv'; data: UploadView; file: File } | { kind: 'link'; data: LinkView; url: string }
);

export interface ToolError {
  /** The input the failure is about (the file picker or the link box): the error describes it. */
  field: ToolTab;
  message: string;
  /** The server's own explanation, when it gave one. */
  reason: ServerReason | null;
}

/** `retryInSeconds`: the server was busy and the request is sent again after that wait. */
export type Busy =
  | { kind: 'upload'; progress: UploadProgress | null; retryInSeconds?: number }
  | { kind: 'analyze'; stage: AnalyzeProgress | null; retryInSeconds?: number };

export interface ToolState {
  tab: ToolTab;
  file: File | null;
  link: string;
  busy: Busy | null;
  error: ToolError | null;
  result: ToolResult | null;
}

const INITIAL: ToolState = {
  tab: 'csv',
  file: null,
  link: '',
  busy: null,
  error: null,
  result: null,
};

/**
 * The request code and the answers' schemas (zod) load with the first request, not with the page: the form
 * paints without them. Null when they cannot be fetched (the site was redeployed, the connection dropped).
 */
async function loadRequests() {
  try {
    const [{ uploadCsv }, { analyzeLink }] = await Promise.all([
      import('./api/upload-csv'),
      import('./api/analyze-link'),
    ]);
    return { uploadCsv, analyzeLink };
  } catch {
    return null;
  }
}

const CHUNK_FAILED = (field: ToolTab, message: string): ToolError => ({
  field,
  message,
  reason: {
    message: 'Part of this page could not be loaded. Reload the page and try again.',
    details: [],
  },
});

export function useAnalysisTool() {
  const [state, setState] = useState<ToolState>(INITIAL);
  const running = useRef<AbortController | null>(null);
  const answers = useRef(0);

  useEffect(() => () => running.current?.abort(), []);

  const patch = useCallback((change: Partial<ToolState>) => {
    setState((current) => ({ ...current, ...change }));
  }, []);

  /** Starts a request unless one runs; the returned controller's signal tells a superseded request apart. */
  const begin = (busy: Busy): AbortController | null => {
    if (running.current) return null;
    const controller = new AbortController();
    running.current = controller;
    patch({ busy, error: null });
    return controller;
  };

  const finish = (controller: AbortController, change: Partial<ToolState>) => {
    if (controller.signal.aborted) return;
    running.current = null;
    // A result is a large render: as a transition React splits it into short tasks (the page stays
    // responsive); a failure is small and shown at once.
    if (change.result) startTransition(() => patch({ busy: null, ...change }));
    else patch({ busy: null, ...change });
  };

  /** Uploads the chosen file, or `given` (the example) which then becomes the chosen file. */
  const upload = async (given?: File) => {
    if (given) patch({ file: given });
    const file = given ?? state.file;
    if (!file) return patch({ error: { field: 'csv', message: MESSAGES.noFile, reason: null } });
    const controller = begin({ kind: 'upload', progress: null });
    if (!controller) return;
    const requests = await loadRequests();
    if (!requests) return finish(controller, { error: CHUNK_FAILED('csv', MESSAGES.uploadFailed) });
    const outcome = await retryWhenBusy(
      () =>
        requests.uploadCsv(file, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) patch({ busy: { kind: 'upload', progress } });
          },
        }),
      {
        signal: controller.signal,
        onWait: (retryInSeconds) => {
          if (!controller.signal.aborted)
            patch({ busy: { kind: 'upload', progress: null, retryInSeconds } });
        },
      },
    );
    finish(
      controller,
      outcome.ok
        ? { result: { id: ++answers.current, kind: 'csv', data: outcome.result, file } }
        : { error: { field: 'csv', message: MESSAGES.uploadFailed, reason: outcome.reason } },
    );
  };

  const analyze = async (options: { refresh?: boolean; url?: string } = {}) => {
    const url = (options.url ?? state.link).trim();
    if (url === '')
      return patch({ error: { field: 'link', message: MESSAGES.noLink, reason: null } });
    const controller = begin({ kind: 'analyze', stage: null });
    if (!controller) return;
    const requests = await loadRequests();
    if (!requests)
      return finish(controller, { error: CHUNK_FAILED('link', MESSAGES.analyzeFailed) });
    const outcome = await retryWhenBusy(
      () =>
        requests.analyzeLink(url, {
          refresh: options.refresh,
          signal: controller.signal,
          onProgress: (stage) => {
            // Rendered at once: the last stage often arrives in the same network chunk as the result, and
            // batching would then skip it; each stage the server reports is shown, however briefly.
            if (!controller.signal.aborted)
              flushSync(() => patch({ busy: { kind: 'analyze', stage } }));
          },
        }),
      {
        signal: controller.signal,
        onWait: (retryInSeconds) => {
          if (!controller.signal.aborted)
            patch({ busy: { kind: 'analyze', stage: null, retryInSeconds } });
        },
      },
    );
    finish(
      controller,
      outcome.ok
        ? { result: { id: ++answers.current, kind: 'link', data: outcome.result, url } }
        : { error: { field: 'link', message: MESSAGES.analyzeFailed, reason: outcome.reason } },
    );
  };

  /** A failure before any request could start (the example file could not be fetched). */
  const fail = (error: ToolError) => patch({ error });

  const reset = () => {
    running.current?.abort();
    running.current = null;
    setState((current) => ({ ...INITIAL, tab: current.tab }));
  };

  return {
    state,
    setTab: (tab: ToolTab) => patch({ tab }),
    setFile: (file: File | null) => patch({ file }),
    setLink: (link: string) => patch({ link }),
    upload,
    analyze,
    fail,
    reset,
  };
}
