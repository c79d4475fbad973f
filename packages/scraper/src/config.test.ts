import { describe, expect, it } from 'vitest';
import { parseResolveSetting, scraperConfigFromEnv, scraperSettingsSchema } from './config';
import { HostLimiter } from './net/host-limiter';

describe('SCRAPER_* settings', () => {
  it('parses SCRAPER_RESOLVE like curl --resolve, IPv6 in brackets', () => {
    expect(
      parseResolveSetting(
        'www.amazon.in=127.0.0.1:8123, WWW.Flipkart.com=127.0.0.1:8124,shop.test=[::1]:9000',
      ),
    ).toEqual({
      'www.amazon.in': { host: '127.0.0.1', port: 8123 },
      'www.flipkart.com': { host: '127.0.0.1', port: 8124 },
      'shop.test': { host: '::1', port: 9000 },
    });
    expect(parseResolveSetting(undefined)).toEqual({});
    expect(() => parseResolveSetting('www.amazon.in=127.0.0.1')).toThrow(/host=address:port/);
    expect(() => parseResolveSetting('www.amazon.in=127.0.0.1:99999')).toThrow(/bad port/);
  });

  it('has production defaults with both test hooks off', () => {
    const settings = scraperSettingsSchema.parse(scraperConfigFromEnv({}));
    expect(settings).toMatchObject({
      maxReviews: 200,
      maxPages: 10,
      maxBytes: 5 * 1024 * 1024,
      allowedPorts: [80, 443],
      perHostConcurrency: 2,
      allowPrivateNetwork: false,
      resolve: {},
      maxRedirects: 5,
    });
    expect(settings.userAgent).toBe(
      'ReviewSentryBot/1.0 (+https://github.com/reviewsentry/reviewsentry)',
    );
  });

  it('reads the variables and rejects bad values', () => {
    expect(
      scraperConfigFromEnv({
        SCRAPER_MAX_REVIEWS: '50',
        SCRAPER_MAX_PAGES: '3',
        SCRAPER_ALLOW_PRIVATE_NETWORK: 'true',
        SCRAPER_RESOLVE: 'a.example=127.0.0.1:1',
        SCRAPER_ALLOWED_PORTS: '80,443,8080',
      }),
    ).toEqual({
      maxReviews: 50,
      maxPages: 3,
      allowPrivateNetwork: true,
      resolve: { 'a.example': { host: '127.0.0.1', port: 1 } },
      allowedPorts: [80, 443, 8080],
    });
    expect(() => scraperConfigFromEnv({ SCRAPER_MAX_PAGES: 'many' })).toThrow();
    expect(() => scraperConfigFromEnv({ SCRAPER_ALLOW_PRIVATE_NETWORK: 'yes please' })).toThrow();
  });
});

describe('HostLimiter', () => {
  it('never runs more than the limit per host, and hosts do not share slots', async () => {
    const limiter = new HostLimiter(2);
    let peak = 0;
    let running = 0;
    const task = () =>
      limiter.run('a.example', async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
      });
    await Promise.all([
      ...Array.from({ length: 7 }, task),
      limiter.run('b.example', async () => expect(limiter.inFlight('b.example')).toBe(1)),
    ]);
    expect(peak).toBe(2);
    expect(limiter.inFlight('a.example')).toBe(0);
  });
});
