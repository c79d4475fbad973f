import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScrapeResult } from '@reviewsentry/contracts';
import { freshRedisPrefix, testRedisUrl } from '../../../test/infra/services';
import type { CachedLink } from './link-cache';
import { RedisLinkCache } from './redis-link-cache';
import { RedisScrapeLock } from './redis-scrape-lock';
import { firstConnection } from './redis-connection';

const silent = pino({ level: 'silent' });
const clients: Redis[] = [];
afterAll(() => clients.splice(0).forEach((c) => c.disconnect()));

async function redis(): Promise<Redis> {
  const client = new Redis(testRedisUrl());
  clients.push(client);
  await firstConnection(client);
  return client;
}

function entry(id: string, storedAt: number, text = 'Grüße 👍 "quoted"'): CachedLink {
  const scrape = {
    product: { id, name: `Product ${id}`, canonical_url: `https://shop.example.com/p/${id}` },
    reviews: [{ id: 'r1', text }],
  } as unknown as ScrapeResult;
  return { id, scrape, storedAt };
}

describe('RedisScrapeLock', () => {
  it('lets one holder at a time have a product, and the next one after release', async () => {
    const lock = new RedisScrapeLock(await redis(), freshRedisPrefix(), silent);
    const first = await lock.tryAcquire('https://shop.example.com/p/1');
    expect(first).not.toBeNull();
    expect(await lock.tryAcquire('https://shop.example.com/p/1')).toBeNull();
    expect(await lock.tryAcquire('https://shop.example.com/p/2')).not.toBeNull();
    await first!.release();
    expect(await lock.tryAcquire('https://shop.example.com/p/1')).not.toBeNull();
  });

  it('keeps the lock while its holder lives past the expiry, and frees it within the expiry once it dies', async () => {
    const client = await redis();
    const prefix = freshRedisPrefix();
    const lock = new RedisScrapeLock(client, prefix, silent, 300);
    const lease = await lock.tryAcquire('k');
    await sleep(900); // three expiries: only renewal keeps it
    expect(await lock.tryAcquire('k')).toBeNull();
    await lease!.release();
    // A holder that stops renewing (a killed instance) loses it within the expiry.
    await client.set(`${prefix}scrape-lock:gone`, 'dead-instance', 'PX', 300, 'NX');
    expect(await lock.tryAcquire('gone')).toBeNull();
    await sleep(400);
    const takenOver = await lock.tryAcquire('gone');
    expect(takenOver).not.toBeNull();
    await takenOver!.release();
  });

  it('never releases a lock that has passed to another holder', async () => {
    const client = await redis();
    const prefix = freshRedisPrefix();
    const lease = await new RedisScrapeLock(client, prefix, silent).tryAcquire('k');
    await client.set(`${prefix}scrape-lock:k`, 'someone-else', 'PX', 5_000);
    await lease!.release();
    expect(await client.get(`${prefix}scrape-lock:k`)).toBe('someone-else');
  });
});

describe('RedisLinkCache', () => {
  it('gives back exactly what was stored, compressed in Redis, until its TTL', async () => {
    const client = await redis();
    const prefix = freshRedisPrefix();
    let now = 1_000_000;
    const cache = new RedisLinkCache(client, {
      keyPrefix: prefix,
      ttlMs: 60_000,
      maxEntries: 10,
      maxBytes: 1024 * 1024,
      now: () => now,
      log: silent,
    });
    const stored = entry('a', now);
    await cache.set('https://shop.example.com/p/a', stored);
    expect(await cache.get('https://shop.example.com/p/a')).toEqual(stored);
    const raw = await client.getBuffer(`${prefix}link:https://shop.example.com/p/a`);
    expect(JSON.parse(gunzipSync(raw!).toString('utf8'))).toEqual(stored);
    expect(await client.pttl(`${prefix}link:https://shop.example.com/p/a`)).toBeGreaterThan(55_000);
    now += 60_000;
    expect(await cache.get('https://shop.example.com/p/a')).toBeUndefined();
    await cache.set('late', entry('late', now - 60_000));
    expect(await client.exists(`${prefix}link:late`)).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const client = await redis();
    const prefix = freshRedisPrefix();
    const cache = new RedisLinkCache(client, {
      keyPrefix: prefix,
      ttlMs: 60_000,
      maxEntries: 3,
      maxBytes: 1024 * 1024,
      now: () => 5_000,
      log: silent,
    });
    for (let i = 0; i < 5; i++) await cache.set(`k${i}`, entry(`e${i}`, 1_000 + i));
    const kept = await Promise.all([0, 1, 2, 3, 4].map((i) => cache.get(`k${i}`)));
    expect(kept.map((e) => e?.id ?? null)).toEqual([null, null, 'e2', 'e3', 'e4']);
    expect(await client.zcard(`${prefix}link-index`)).toBe(3);
  });

  it('keeps at most maxBytes of stored entries, dropping the oldest, and never one heavier than all', async () => {
    // A shop decides how long its reviews are; incompressible text stores at about its own size.
    const client = await redis();
    const prefix = freshRedisPrefix();
    const cache = new RedisLinkCache(client, {
      keyPrefix: prefix,
      ttlMs: 60_000,
      maxEntries: 100,
      maxBytes: 100_000,
      now: () => 5_000,
      log: silent,
    });
    // Random bytes as base64 compress back to about the bytes: kB of stored entry each.
    const text = (kB: number) => randomBytes(kB * 1000).toString('base64');
    for (let i = 0; i < 5; i++) await cache.set(`k${i}`, entry(`e${i}`, 1_000 + i, text(30)));
    const kept = await Promise.all([0, 1, 2, 3, 4].map((i) => cache.get(`k${i}`)));
    expect(kept.map((e) => e?.id ?? null)).toEqual([null, null, 'e2', 'e3', 'e4']);
    const stored = await Promise.all(
      [2, 3, 4].map(async (i) => (await client.getBuffer(`${prefix}link:k${i}`))!.length),
    );
    expect(stored.reduce((a, b) => a + b)).toBeLessThanOrEqual(100_000);

    await cache.set('k3', entry('heavy', 1_010, text(150)));
    expect(await cache.get('k3')).toBeUndefined(); // not kept, and the older entry it replaces is gone
    expect((await cache.get('k4'))?.id).toBe('e4');
  });
});
