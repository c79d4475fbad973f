import { afterEach, describe, expect, it } from 'vitest';
import { SITE_PATHS, apiErrorSchema } from '@reviewsentry/contracts';
import { buildApp, type App } from '../../app';
import { HASHED_ASSET, INDEX_MARKER, tempDir, testConfig } from '../../../test/support';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('site pages and 404s', () => {
  it('serves index.html with 200 and no-cache for every page of the site', async () => {
    app = await buildApp(testConfig());
    for (const url of [...SITE_PATHS, '/faq/', '/blogs?page=2']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(INDEX_MARKER);
    }
  });

  it('answers an unknown path from a browser with the SPA and status 404', async () => {
    app = await buildApp(testConfig());
    for (const url of [
      '/nope',
      '/faq/extra',
      '/FAQ',
      '/index.html',
      '/./index.html',
      '//index.html',
      '/assets/../index.html',
      '/%2E/index.html',
      '/assets/missing.js',
    ]) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(INDEX_MARKER);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/nope', headers: HTML });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('answers unknown API paths and non-HTML clients with the JSON 404', async () => {
    app = await buildApp(testConfig());
    const cases = [
      { url: '/api/nope', headers: HTML },
      { url: '/api', headers: HTML },
      { url: '/healthz/x', headers: HTML },
      { url: '/nope', headers: { accept: 'application/json' } },
      { url: '/nope', headers: {} },
      { url: '/nope', method: 'POST' as const, headers: HTML },
    ];
    for (const { url, method = 'GET', headers } of cases) {
      const res = await app.inject({ url, method, headers });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('not_found');
    }
  });

  it('answers a known address asked with another method 405 method_not_allowed, naming the methods in Allow', async () => {
    app = await buildApp(testConfig());
    const cases = [
      { url: '/analyze', method: 'GET' as const, allow: 'POST' },
      { url: '/upload', method: 'PUT' as const, allow: 'POST' },
      { url: '/api/reports', method: 'GET' as const, allow: 'POST' },
      { url: '/healthz', method: 'POST' as const, allow: 'GET, HEAD' },
    ];
    for (const { url, method, allow } of cases) {
      const res = await app.inject({ url, method, headers: HTML });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expect(apiErrorSchema.parse(res.json()).error).toMatchObject({
        code: 'method_not_allowed',
        message: `This address does not take ${method} requests; it takes ${allow}.`,
      });
    }
  });

  it('serves hashed assets with a year-long immutable cache and other files with a short one', async () => {
    app = await buildApp(testConfig());
    const asset = await app.inject({ url: HASHED_ASSET });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses text answers for clients that accept it', async () => {
    app = await buildApp(testConfig());
    const res = await app.inject({ url: HASHED_ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(1000);
  });

  it('refuses to serve files outside the web build', async () => {
    app = await buildApp(testConfig());
    for (const url of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('"name"');
    }
  });

  it('still starts without a web build and explains how to build it', async () => {
    app = await buildApp(testConfig({ WEB_DIST_DIR: tempDir('rs-empty-dist-') }));
    const page = await app.inject({ url: '/', headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('npm run build');
    const unknown = await app.inject({ url: '/nope', headers: HTML });
    expect(unknown.statusCode).toBe(404);
    const health = await app.inject({ url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
