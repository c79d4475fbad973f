import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../../test/support';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function parseCsp(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

describe('security headers', () => {
  it('send a CSP that allows exactly what the pages need', async () => {
    app = await buildApp(testConfig());
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'https://*.guim.co.uk', 'https://i.guim.co.uk'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ['https://www.openstreetmap.org'],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
    });
    // Nothing anywhere may run inline code.
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe');
  });

  it('send the other protective headers on pages and API answers alike', async () => {
    app = await buildApp(testConfig());
    for (const url of ['/', '/api/nope', '/healthz']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('send the same full header set on every request (the middleware is built once, not per request)', async () => {
    app = await buildApp(testConfig());
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    let firstCsp: unknown;
    for (const url of ['/', '/api/nope', '/healthz', '/', '/healthz']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      const security = Object.fromEntries(
        Object.keys(expected).map((name) => [name, res.headers[name]]),
      );
      expect(security, url).toEqual(expected);
      firstCsp ??= res.headers['content-security-policy'];
      expect(res.headers['content-security-policy'], url).toBe(firstCsp);
      expect(res.headers['content-security-policy-report-only'], url).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });
});
