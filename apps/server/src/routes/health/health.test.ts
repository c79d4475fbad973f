import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../../test/support';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /healthz', () => {
  it('answers ok without caching', async () => {
    app = await buildApp(testConfig());
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    const head = await app.inject({ method: 'HEAD', url: '/healthz' });
    expect(head.statusCode).toBe(200);
  });
});

describe('GET /readyz', () => {
  it('with the embedded defaults, is ready once the SQLite database answers', async () => {
    app = await buildApp(testConfig());
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
