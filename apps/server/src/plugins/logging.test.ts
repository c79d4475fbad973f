import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { logCollector, testConfig } from '../../test/support';
import { clientTag, pathOnly } from './logging';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('request logging', () => {
  it('writes one line per request with the path but no query string, headers or address', async () => {
    const logs = logCollector();
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { logStream: logs.stream });
    await app.inject({
      url: '/blogs?email=someone%40private.example&q=1',
      remoteAddress: '203.0.113.50',
      headers: {
        accept: 'text/html',
        cookie: 'session=cookie-value',
        authorization: 'Bearer abc123',
      },
    });
    const lines = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const done = lines.filter((l) => l.msg === 'request completed');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ method: 'GET', path: '/blogs', status: 200 });
    expect(done[0]?.client).toBe(clientTag('203.0.113.50'));
    expect(done[0]?.client).toMatch(/^[0-9a-f]{12}$/);
    for (const needle of ['203.0.113.50', 'private.example', 'cookie-value', 'abc123', 'q=1']) {
      expect(logs.text()).not.toContain(needle);
    }
  });

  it('cuts the query string and fragment from logged paths', () => {
    expect(pathOnly('/a/b?x=1#y')).toBe('/a/b');
    expect(pathOnly('/a#y?x')).toBe('/a');
    expect(pathOnly('/plain')).toBe('/plain');
  });
});
