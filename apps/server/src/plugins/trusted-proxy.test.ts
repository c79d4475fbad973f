// Who a client is behind a reverse proxy. A proxy appends the address it saw to the X-Forwarded-For its client
// sent (nginx's $proxy_add_x_forwarded_for, HAProxy's `option forwardedfor`), so every entry left of the ones our
// proxies wrote is the client's to choose. Over real sockets: the test plays the client and its proxy by sending
// the header as the proxy would pass it on (docs/decisions/232-hostile-input-round-8.md).
import { apiErrorSchema } from '@reviewsentry/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../../test/support';

const feedback = { name: 'Ada', email: 'ada@example.org', message: 'Thanks for the tool.' };

let apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

async function listening(vars: Record<string, string>): Promise<string> {
  const app = await buildApp(testConfig({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '2', ...vars }));
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Posts feedback as a client whose proxy forwards `forwardedFor`; returns the status. */
async function post(base: string, forwardedFor: string): Promise<number> {
  const res = await fetch(`${base}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(feedback),
  });
  if (res.status === 429)
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('rate_limited');
  else await res.arrayBuffer();
  return res.status;
}

describe('TRUST_PROXY', () => {
  it('true trusts proxies on loopback and private networks: an address the client wrote before theirs is not the client', async () => {
    const base = await listening({ TRUST_PROXY: 'true' });
    // One client (203.0.113.7, as its proxy saw it) inventing a new address before it on every request.
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) statuses.push(await post(base, `198.51.100.${i}, 203.0.113.7`));
    expect(statuses).toEqual([201, 201, 429, 429]);
    // Another client behind the same proxy has its own limit.
    expect(await post(base, '203.0.113.8')).toBe(201);
  });

  it('a list names the proxies: each one listed is passed over, the first address not listed is the client', async () => {
    // A CDN at 192.0.2.1 (which saw the client) in front of a proxy on loopback.
    const base = await listening({ TRUST_PROXY: '127.0.0.1, 192.0.2.0/24' });
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i += 1)
      statuses.push(await post(base, `198.51.100.${i}, 203.0.113.7, 192.0.2.1`));
    expect(statuses).toEqual([201, 201, 429]);
    expect(await post(base, '198.51.100.1, 203.0.113.9, 192.0.2.1')).toBe(201);
  });

  it('false believes no header: every request is the connection’s address', async () => {
    const base = await listening({ TRUST_PROXY: 'false' });
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i += 1) statuses.push(await post(base, `198.51.100.${i}`));
    expect(statuses).toEqual([201, 201, 429]);
  });
});
