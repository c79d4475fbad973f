import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { DestinationStream } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, feedbackCreatedSchema, feedbackListSchema } from '@reviewsentry/contracts';
import { buildApp, type App } from '../../app';
import { StartupError } from '../../errors/startup-error';
import { logCollector, tempDir, testConfig } from '../../../test/support';

const TOKEN = 'admin-token-for-tests-0123456789';
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  message: 'The FAQ helped, thanks!',
};

let apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

async function start(vars: Record<string, string> = {}, logStream?: DestinationStream) {
  const app = await buildApp(testConfig({ ADMIN_TOKEN: TOKEN, ...vars }), { logStream });
  apps.push(app);
  return app;
}

const post = (app: App, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/feedback', payload: payload as object, remoteAddress });

const list = (app: App, query = '', token: string | undefined = TOKEN) =>
  app.inject({
    url: `/api/feedback${query}`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

function fieldErrors(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  const body = apiErrorSchema.parse(res.json());
  expect(body.error.code).toBe('validation_failed');
  return (body.error.details as { fields: Record<string, string> }).fields;
}

describe('POST /api/feedback', () => {
  it('stores a valid message and answers 201 with its id and time', async () => {
    const app = await start();
    const res = await post(app, { ...valid, name: '  Ada Lovelace  ', website: '' });
    expect(res.statusCode).toBe(201);
    const created = feedbackCreatedSchema.parse(res.json());
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
    const { items } = feedbackListSchema.parse((await list(app)).json());
    expect(items).toEqual([{ id: created.id, ...valid, created_at: created.created_at }]);
  });

  it.each([
    ['name empty', { name: '' }, 'name', 'Please enter your name.'],
    ['name only spaces', { name: '   ' }, 'name', 'Please enter your name.'],
    ['name 101 characters', { name: 'n'.repeat(101) }, 'name', 'Name must be at most 100'],
    ['name missing', { name: undefined }, 'name', 'Please enter your name.'],
    ['email invalid', { email: 'ada@' }, 'email', 'Please enter a valid email address.'],
    ['email missing', { email: undefined }, 'email', 'Please enter a valid email address.'],
    [
      'email over 254 characters',
      { email: `${'a'.repeat(20_000)}@example.org` },
      'email',
      'Please enter a valid email address.',
    ],
    ['message empty', { message: '' }, 'message', 'Please enter a message.'],
    ['message 5001 characters', { message: 'm'.repeat(5001) }, 'message', 'at most 5000'],
    ['message not text', { message: 42 }, 'message', 'Please enter a message.'],
    ['name with a NUL character', { name: 'Ada\u0000' }, 'name', 'invisible control characters'],
    ['message with a NUL character', { message: 'a\u0000b' }, 'message', 'invisible control'],
    // Half of a surrogate pair cannot be written as UTF-8: both databases would store U+FFFD instead.
    ['name with half an emoji', { name: 'Ada \ud83d' }, 'name', 'broken character'],
    ['message with half an emoji', { message: 'a\udc00b' }, 'message', 'broken character'],
  ])('rejects %s with a message for that field', async (_case, change, field, message) => {
    const app = await start();
    const fields = fieldErrors(await post(app, { ...valid, ...change }));
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]).toContain(message);
    expect(feedbackListSchema.parse((await list(app)).json()).items).toEqual([]);
  });

  it('accepts the longest allowed name and message', async () => {
    const app = await start();
    const res = await post(app, { ...valid, name: 'n'.repeat(100), message: 'm'.repeat(5000) });
    expect(res.statusCode).toBe(201);
  });

  it('reports every invalid field at once', async () => {
    const app = await start();
    const fields = fieldErrors(await post(app, { name: '', email: 'x', message: '' }));
    expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'name']);
  });

  it('rejects a filled honeypot as spam and stores nothing', async () => {
    const app = await start();
    const res = await post(app, { ...valid, website: 'https://cheap-pills.example' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('spam_rejected');
    expect(feedbackListSchema.parse((await list(app)).json()).items).toEqual([]);
  });

  it('rejects non-JSON, broken JSON and oversized bodies with JSON errors', async () => {
    const app = await start();
    const form = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.code).toBe('unsupported_media_type');
    const broken = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_json');
    const huge = await post(app, { ...valid, message: 'm'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
  });

  it('reads a body with __proto__ and constructor.prototype keys without them, polluting nothing', async () => {
    const app = await start();
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(valid).replace(
        /}$/,
        ',"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
      ),
    });
    expect(res.statusCode).toBe(201);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const [stored] = feedbackListSchema.parse((await list(app)).json()).items;
    expect(stored).toMatchObject(valid);
  });

  it('limits each client to FEEDBACK_RATE_LIMIT_PER_MINUTE submissions with 429 and Retry-After', async () => {
    const app = await start({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '2' });
    expect((await post(app, valid, '203.0.113.7')).statusCode).toBe(201);
    expect((await post(app, valid, '203.0.113.7')).statusCode).toBe(201);
    const limited = await post(app, valid, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    const body = apiErrorSchema.parse(limited.json());
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/wait \d+ seconds/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected, and the limited request stored nothing.
    expect((await post(app, valid, '198.51.100.9')).statusCode).toBe(201);
    expect(feedbackListSchema.parse((await list(app)).json()).items).toHaveLength(3);
  });

  it('never writes the name, email or message into the log', async () => {
    const logs = logCollector();
    const app = await start({ LOG_LEVEL: 'trace' }, logs.stream);
    const secret = { name: 'Zebedee Quux', email: 'zebedee@private.example', message: 'my secret' };
    await post(app, secret);
    await post(app, { ...secret, email: 'not-an-email' });
    await post(app, { ...secret, website: 'bot' });
    await list(app);
    expect(logs.lines.length).toBeGreaterThan(3);
    for (const needle of ['Zebedee', 'zebedee@', 'not-an-email', 'my secret', TOKEN]) {
      expect(logs.text()).not.toContain(needle);
    }
  });
});

describe('GET /api/feedback (admin list)', () => {
  it("does not exist without ADMIN_TOKEN: the address takes only the contact form's POST (405), as any address answers a method it lacks", async () => {
    const app = await buildApp(testConfig());
    apps.push(app);
    const res = await list(app, '', 'anything');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('method_not_allowed');
  });

  it('answers 401 to a missing or wrong token', async () => {
    const app = await start();
    for (const headers of [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(1)}` },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}` },
    ]) {
      const res = await app.inject({ url: '/api/feedback?limit=9999', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('unauthorized');
    }
  });

  it('answers 429 to a client after ten wrong tokens in a minute, even with the right one', async () => {
    const app = await start();
    const wrong = { authorization: `Bearer ${TOKEN}x` };
    for (let i = 0; i < 10; i++)
      expect((await app.inject({ url: '/api/feedback', headers: wrong })).statusCode).toBe(401);
    const limited = await list(app);
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    const other = await app.inject({
      url: '/api/feedback',
      headers: { authorization: `Bearer ${TOKEN}` },
      remoteAddress: '127.0.0.9',
    });
    expect(other.statusCode).toBe(200);
  });

  it('lists newest first with bounded limit and offset, never cached', async () => {
    const app = await start();
    for (const n of [1, 2, 3]) await post(app, { ...valid, message: `message ${n}` });
    const all = await list(app);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const messages = feedbackListSchema.parse(all.json()).items.map((i) => i.message);
    expect(messages).toEqual(['message 3', 'message 2', 'message 1']);
    const page = feedbackListSchema.parse((await list(app, '?limit=1&offset=1')).json());
    expect(page.items.map((i) => i.message)).toEqual(['message 2']);
    expect(fieldErrors(await list(app, '?limit=101'))).toHaveProperty('limit');
    expect(fieldErrors(await list(app, '?offset=-1'))).toHaveProperty('offset');
  });
});

describe('feedback persistence', () => {
  it('keeps stored feedback across a restart on the same DATA_DIR', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = await start({ DATA_DIR: dataDir });
    const created = feedbackCreatedSchema.parse((await post(first, valid)).json());
    await first.close();
    apps = [];

    const dbFile = path.join(dataDir, 'reviewsentry.sqlite');
    expect(existsSync(dbFile)).toBe(true);
    const db = new Database(dbFile, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();

    const second = await start({ DATA_DIR: dataDir });
    const { items } = feedbackListSchema.parse((await list(second)).json());
    expect(items).toEqual([{ id: created.id, ...valid, created_at: created.created_at }]);
  });
});

describe('the database file, when it cannot take a write', () => {
  it('another process holding its write lock: 503 storage_unavailable at once, the server answering meanwhile; the retry is stored', async () => {
    const dataDir = tempDir();
    const app = await start({ DATA_DIR: dataDir });
    const other = new Database(path.join(dataDir, 'reviewsentry.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      const started = performance.now();
      const health = app.inject({ url: '/healthz' }).then(() => performance.now() - started);
      const refused = await post(app, valid);
      const waited = performance.now() - started;
      expect(refused.statusCode).toBe(503);
      expect(apiErrorSchema.parse(refused.json()).error.code).toBe('storage_unavailable');
      expect(refused.headers['retry-after']).toBeDefined();
      // The write waits on the event loop (better-sqlite3 is synchronous): it held every request for the whole
      // 5 s busy timeout; now for a fraction of a second (generous margin on a loaded machine).
      expect(waited, 'ms the refused write took').toBeLessThan(2_500);
      expect(await health, 'ms /healthz waited').toBeLessThan(2_500);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await post(app, valid)).statusCode).toBe(201);
    expect(feedbackListSchema.parse((await list(app)).json()).items).toHaveLength(1);
  });
});

describe('the database file, when it cannot be opened at start-up', () => {
  it.each([
    [
      'DATA_DIR below a file',
      (dir: string) => (writeFileSync(path.join(dir, 'f'), 'x'), path.join(dir, 'f', 'data')),
    ],
    [
      'the database file a folder',
      (dir: string) => (mkdirSync(path.join(dir, 'reviewsentry.sqlite')), dir),
    ],
    [
      'the database file not a database',
      (dir: string) => (
        writeFileSync(path.join(dir, 'reviewsentry.sqlite'), 'x'.repeat(4096)),
        dir
      ),
    ],
  ])('%s: a start-up error naming the file and DATA_DIR', async (_, make) => {
    const dataDir = make(tempDir());
    const error = await start({ DATA_DIR: dataDir }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toContain(path.join(dataDir, 'reviewsentry.sqlite'));
    expect((error as Error).message).toContain('DATA_DIR');
  });
});
