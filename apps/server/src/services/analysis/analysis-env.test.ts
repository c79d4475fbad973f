import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../config/env';

describe('analysis settings in the environment', () => {
  it('has the documented defaults, with links rate-limited more strictly than uploads', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      MAX_UPLOAD_MB: 25,
      MAX_REVIEWS: 200_000,
      SCRAPER_CACHE_TTL: 21_600,
      SCRAPER_CACHE_ENTRIES: 500,
      SCRAPER_MAX_REVIEWS: 200,
      SCRAPER_MAX_PAGES: 10,
      SCRAPER_MAX_BYTES: 5 * 1024 * 1024,
      SCRAPER_ALLOWED_PORTS: '80,443',
      SCRAPER_ALLOW_PRIVATE_NETWORK: false,
    });
    expect(env.SCRAPER_RESOLVE).toBeUndefined();
    expect(env.ANALYZE_RATE_LIMIT_PER_MINUTE).toBeLessThan(env.UPLOAD_RATE_LIMIT_PER_MINUTE);
  });

  it('names each bad analysis setting', () => {
    const read = () =>
      loadEnv({
        MAX_UPLOAD_MB: '0',
        SCRAPER_ALLOWED_PORTS: '80;443',
        SCRAPER_RESOLVE: 'www.amazon.com=nowhere',
        SCRAPER_ALLOW_PRIVATE_NETWORK: 'yes',
      });
    expect(read).toThrow(EnvError);
    try {
      read();
    } catch (error) {
      const problems = (error as EnvError).problems.join('\n');
      for (const name of [
        'MAX_UPLOAD_MB',
        'SCRAPER_ALLOWED_PORTS',
        'SCRAPER_RESOLVE',
        'SCRAPER_ALLOW_PRIVATE_NETWORK',
      ])
        expect(problems).toContain(name);
    }
  });
});
