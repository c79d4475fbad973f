// POST /analyze with JSON { url, refresh? }. Asks for server-sent events so the page can show which stage the
// request is in; EventSource cannot POST, so the stream is read with fetch and parsed by sse-parser. A plain JSON
// answer (an error before streaming started, or a server that does not stream) is read as well.
import { analyzeProgressSchema, type AnalyzeProgress } from '@reviewsentry/contracts';
import { linkViewSchema, type LinkView } from './result-schemas';
import {
  failureReason,
  jsonOrNull,
  NETWORK_REASON,
  serverReasonFrom,
  UNREADABLE_ANSWER_REASON,
  type ServerReason,
} from './server-reason';
import { createSseParser, type SseEvent } from './sse-parser';

export type AnalyzeOutcome =
  { ok: true; result: LinkView } | { ok: false; aborted: boolean; reason: ServerReason };

export const ANALYZE_URL = '/analyze';

const STREAM_CUT_REASON: ServerReason = {
  message: 'The connection closed before the analysis finished. Please try again.',
  details: [],
};

function resultFrom(body: unknown): AnalyzeOutcome {
  const parsed = linkViewSchema.safeParse(body);
  return parsed.success
    ? { ok: true, result: parsed.data }
    : { ok: false, aborted: false, reason: UNREADABLE_ANSWER_REASON };
}

/** One SSE event -> a final outcome, a progress update, or nothing (unknown events are ignored). */
function interpret(event: SseEvent): AnalyzeOutcome | AnalyzeProgress | null {
  const data = jsonOrNull(event.data);
  if (event.event === 'result') return resultFrom(data);
  if (event.event === 'error')
    return {
      ok: false,
      aborted: false,
      reason: serverReasonFrom(data) ?? UNREADABLE_ANSWER_REASON,
    };
  if (event.event === 'progress') {
    const progress = analyzeProgressSchema.safeParse(data);
    return progress.success ? progress.data : null;
  }
  return null;
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  onProgress: ((progress: AnalyzeProgress) => void) | undefined,
): Promise<AnalyzeOutcome> {
  const reader = body.getReader();
  // stream: true keeps a multi-byte character split across two chunks intact.
  const decoder = new TextDecoder();
  const parser = createSseParser();
  for (;;) {
    const { done, value } = await reader.read();
    const events = done ? parser.end() : parser.push(decoder.decode(value, { stream: true }));
    for (const event of events) {
      const meaning = interpret(event);
      if (meaning === null) continue;
      if ('stage' in meaning) onProgress?.(meaning);
      else {
        await reader.cancel().catch(() => undefined);
        return meaning;
      }
    }
    if (done) return { ok: false, aborted: false, reason: STREAM_CUT_REASON };
  }
}

export async function analyzeLink(
  url: string,
  options: {
    refresh?: boolean;
    onProgress?: (progress: AnalyzeProgress) => void;
    signal?: AbortSignal;
  } = {},
): Promise<AnalyzeOutcome> {
  const aborted = () => options.signal?.aborted ?? false;
  try {
    const response = await fetch(ANALYZE_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream, application/json;q=0.9',
      },
      body: JSON.stringify(options.refresh ? { url, refresh: true } : { url }),
      signal: options.signal,
    });
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && type.includes('text/event-stream') && response.body) {
      return await readStream(response.body, options.onProgress);
    }
    const body = jsonOrNull(await response.text());
    if (response.ok) return resultFrom(body);
    return {
      ok: false,
      aborted: false,
      reason: failureReason(response.status, response.headers.get('Retry-After'), body),
    };
  } catch {
    if (aborted())
      return { ok: false, aborted: true, reason: { message: 'Cancelled.', details: [] } };
    return { ok: false, aborted: false, reason: NETWORK_REASON };
  }
}
