// Calls The Guardian Content API search for scam news and returns the results in our NewsItem shape.
// The upstream answer is untrusted: it is validated with zod, links must be http(s) (they become hrefs
// in the page), and anything we do not show is dropped. The api-key is in the query string, so the
// request URL is never put into an error message or a log line.
import { z } from 'zod';
import { newsItemSchema, type NewsItem } from '@reviewsentry/contracts';
import { readCappedText } from './read-capped-text';

export interface GuardianClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

export const NEWS_QUERY = 'scams';
export const NEWS_PAGE_SIZE = 12;

/** Largest search answer read, after decompression (a real one of twelve results is about 10 kB). */
export const MAX_ANSWER_BYTES = 1024 * 1024;

export type UpstreamFailure =
  'timeout' | 'network' | 'status' | 'too_large' | 'invalid_json' | 'invalid_shape';

export class GuardianUpstreamError extends Error {
  constructor(
    readonly reason: UpstreamFailure,
    detail: string,
  ) {
    super(`Guardian API ${reason}: ${detail}`);
    this.name = 'GuardianUpstreamError';
  }
}

const webLink = z.url({ protocol: /^https?$/ });

const searchAnswerSchema = z.object({
  response: z.object({
    status: z.literal('ok'),
    results: z.array(z.unknown()),
  }),
});

const resultSchema = z.object({
  id: z.string().min(1),
  webTitle: z.string().min(1),
  webPublicationDate: z.iso.datetime({ offset: true }),
  webUrl: webLink,
  fields: z.object({ thumbnail: z.unknown().optional() }).optional(),
});

export function guardianSearchUrl({ baseUrl, apiKey }: GuardianClientOptions): URL {
  const url = new URL(`${baseUrl}/search`);
  url.search = new URLSearchParams({
    q: NEWS_QUERY,
    'show-fields': 'thumbnail',
    'order-by': 'newest',
    'page-size': String(NEWS_PAGE_SIZE),
    'api-key': apiKey,
  }).toString();
  return url;
}

export async function fetchScamNews(options: GuardianClientOptions): Promise<NewsItem[]> {
  let response: Response;
  let text: string | null;
  try {
    response = await fetch(guardianSearchUrl(options), {
      headers: { accept: 'application/json' },
      // The search never redirects: followed, a redirect would have the server ask any address it names, its
      // own network's included. A 3xx is then a failed answer like any other status.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await readCappedText(response, MAX_ANSWER_BYTES);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new GuardianUpstreamError('timeout', `no answer within ${options.timeoutMs} ms`);
    }
    throw new GuardianUpstreamError('network', name || 'fetch failed');
  }
  if (!response.ok) throw new GuardianUpstreamError('status', `HTTP ${response.status}`);
  if (text === null) throw new GuardianUpstreamError('too_large', `over ${MAX_ANSWER_BYTES} bytes`);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GuardianUpstreamError('invalid_json', `${text.length} bytes that are not JSON`);
  }
  const answer = searchAnswerSchema.safeParse(json);
  if (!answer.success) {
    throw new GuardianUpstreamError('invalid_shape', z.prettifyError(answer.error));
  }
  // One odd result must not hide the others: keep the results that make sense, drop the rest.
  return answer.data.response.results.flatMap((raw) => {
    const result = resultSchema.safeParse(raw);
    if (!result.success) return [];
    const { id, webTitle, webPublicationDate, webUrl, fields } = result.data;
    const thumbnail = webLink.safeParse(fields?.thumbnail);
    const item = {
      id,
      webTitle,
      webPublicationDate,
      webUrl,
      ...(thumbnail.success ? { fields: { thumbnail: thumbnail.data } } : {}),
    };
    return newsItemSchema.parse(item);
  });
}
