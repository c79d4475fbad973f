// fetch for the tool's component tests, routed by address like the real server: each test controls POST /analyze
// (and, when it cares, POST /api/reports); the demo-shop list and the example CSV answer as a server without a
// demo shop does. Requests to anything else fail, so a call nobody expected is seen.
import { vi } from 'vitest';

export const CREATED_REPORT = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  url: '/r/AbCdEfGhIjKlMnOpQrStUv',
  delete_token: 'token-0123456789-0123456789-0123456789-01',
  created_at: '2026-01-02T03:04:05.000Z',
  expires_at: '2036-02-01T03:04:05.000Z',
};

export const EXAMPLE_CSV = 'review,rating\nSturdy tent, easy to pitch,4\n';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function installFakeFetch() {
  const analyze = vi.fn<typeof fetch>(() => Promise.reject(new Error('no /analyze expected')));
  const reports = vi.fn<typeof fetch>(async () => json(CREATED_REPORT, 201));
  const examples = vi.fn<typeof fetch>(async () => json({ examples: [] }));
  const exampleCsv = vi.fn<typeof fetch>(
    async () => new Response(EXAMPLE_CSV, { headers: { 'Content-Type': 'text/csv' } }),
  );
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/analyze') return analyze(input, init);
    if (url.startsWith('/api/reports')) return reports(input, init);
    if (url === '/api/demo-shop') return examples(input, init);
    if (url === '/examples/example-reviews.csv') return exampleCsv(input, init);
    return Promise.reject(new Error(`no request to ${url} expected`));
  });
  return { analyze, reports, examples, exampleCsv };
}
