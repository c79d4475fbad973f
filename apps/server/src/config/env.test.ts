import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the embedded defaults when nothing is set', () => {
    const config = loadEnv({});
    expect(config).toMatchObject({
      PORT: 5000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      GUARDIAN_API_URL: 'https://content.guardianapis.com',
      GUARDIAN_API_KEY: 'test',
      NEWS_CACHE_TTL_SECONDS: 600,
      NEWS_TIMEOUT_MS: 5000,
      TRUST_PROXY: false,
    });
    expect(config.ADMIN_TOKEN).toBeUndefined();
    expect(config.SHUTDOWN_GRACE_MS).toBe(30_000);
    expect(config.DATA_DIR).toBe(path.resolve('data'));
    expect(config.WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('parses numbers and flags and treats empty strings as unset', () => {
    const config = loadEnv({ PORT: '8080', TRUST_PROXY: 'true', HOST: '', NEWS_TIMEOUT_MS: '250' });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe('loopback, linklocal, uniquelocal');
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.NEWS_TIMEOUT_MS).toBe(250);
    expect(loadEnv({ SHUTDOWN_GRACE_MS: '90000' }).SHUTDOWN_GRACE_MS).toBe(90_000);
    expect(() => loadEnv({ SHUTDOWN_GRACE_MS: '0' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('takes TRUST_PROXY as the proxies’ addresses and refuses what is not one', () => {
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,loopback' }).TRUST_PROXY).toBe(
      '10.0.0.0/8, 2001:db8::/32, loopback',
    );
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    for (const bad of ['2', 'all', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.internal', '10.0.0.1,'])
      expect(() => loadEnv({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY must be false, true or a comma-separated list/,
      );
  });

  it('rejects a bad PORT with a message naming the variable and the value', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT must be a number \(got "abc"\)/);
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT must be between 0 and 65535/);
  });

  it('lists every bad variable at once and never echoes secrets', () => {
    try {
      loadEnv({
        NODE_ENV: 'production',
        PORT: '-1',
        LOG_LEVEL: 'loud',
        GUARDIAN_API_URL: 'ftp://x',
        ADMIN_TOKEN: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const { problems, message } = error as EnvError;
      expect(problems.map((p) => p.split(' ')[0])).toEqual([
        'PORT',
        'LOG_LEVEL',
        'GUARDIAN_API_URL',
      ]);
      expect(message).toContain('PORT must be between 0 and 65535 (got "-1")');
      expect(message).not.toContain('short');
    }
  });

  it('requires a long admin token in production only, without echoing it', () => {
    expect(loadEnv({ ADMIN_TOKEN: 'short' }).ADMIN_TOKEN).toBe('short');
    expect(() => loadEnv({ NODE_ENV: 'production', ADMIN_TOKEN: 'short' })).toThrow(
      /ADMIN_TOKEN must be at least 16 characters long in production$/,
    );
  });

  it('takes PostgreSQL and Redis URLs, refuses other schemes, and never echoes the URLs (they hold passwords)', () => {
    const config = loadEnv({
      DATABASE_URL: 'postgres://rs:pw@db.internal:5432/reviewsentry',
      REDIS_URL: 'rediss://:pw@cache.internal:6380',
    });
    expect(config).toMatchObject({
      DATABASE_URL: 'postgres://rs:pw@db.internal:5432/reviewsentry',
      DATABASE_POOL_SIZE: 10,
      DATABASE_MIGRATE_ON_START: true,
      REDIS_URL: 'rediss://:pw@cache.internal:6380',
      REDIS_KEY_PREFIX: 'reviewsentry:',
    });
    const embedded = loadEnv({});
    expect(embedded.DATABASE_URL).toBeUndefined();
    expect(embedded.REDIS_URL).toBeUndefined();
    try {
      loadEnv({
        DATABASE_URL: 'mysql://rs:secret-one@db/x',
        REDIS_URL: 'http://:secret-two@cache',
        REDIS_KEY_PREFIX: 'has space',
      });
      expect.unreachable();
    } catch (error) {
      const { problems, message } = error as EnvError;
      expect(problems).toEqual([
        'DATABASE_URL must be a postgres:// URL',
        'REDIS_URL must be a redis:// or rediss:// URL',
        'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or : _ . - (got "has space")',
      ]);
      expect(message).not.toMatch(/secret/);
    }
  });
});
