// What every FeedbackStore must do, as tests run against each implementation (SQLite in
// sqlite-feedback-store.test.ts, PostgreSQL in postgres-feedback-store.infra.test.ts), so the routes get the same
// answers whichever database is configured.
import { expect, it } from 'vitest';
import type { FeedbackStore } from './feedback-store';

export interface StoreUnderTest {
  store: FeedbackStore;
  /** Sets the time the store stamps on the next message. */
  setNow(date: Date): void;
}

export function feedbackStoreContract(open: () => Promise<StoreUnderTest>): void {
  it('stores a message and gives it back with a growing id and the time as ISO UTC', async () => {
    const { store, setNow } = await open();
    setNow(new Date('2026-03-04T05:06:07.089Z'));
    const first = await store.add({ name: 'Ada', email: 'ada@example.org', message: 'Hello' });
    const second = await store.add({ name: 'Bo', email: 'bo@example.org', message: 'Hi' });
    expect(first).toEqual({
      id: first.id,
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Hello',
      created_at: '2026-03-04T05:06:07.089Z',
    });
    expect(Number.isInteger(first.id)).toBe(true);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('lists newest first, by arrival even within one millisecond, in pages', async () => {
    const { store, setNow } = await open();
    setNow(new Date('2026-01-01T00:00:00.000Z'));
    const added = [];
    for (let i = 0; i < 5; i++)
      added.push(await store.add({ name: `n${i}`, email: `e${i}@example.org`, message: `m${i}` }));
    const newestFirst = [...added].reverse();
    expect(await store.list({ limit: 10, offset: 0 })).toEqual(newestFirst);
    expect(await store.list({ limit: 2, offset: 1 })).toEqual(newestFirst.slice(1, 3));
    expect(await store.list({ limit: 2, offset: 5 })).toEqual([]);
  });

  it('keeps any text exactly: quotes, SQL, emoji, right-to-left, combining marks, 5,000 characters', async () => {
    const { store } = await open();
    const texts = [
      `Robert'); DROP TABLE feedback;-- "quoted" \\ backslash`,
      'Emoji 👍🏽 family 👨‍👩‍👧 and flags 🇩🇪',
      'مرحبا بالعالم — עברית',
      'e\u0301 n\u0303 ﬁ ligature, zero\u200bwidth',
      'x'.repeat(5000),
    ];
    for (const message of texts) {
      const record = await store.add({ name: message.slice(0, 100), email: 'a@b.org', message });
      expect(record.message).toBe(message);
    }
    const listed = await store.list({ limit: 10, offset: 0 });
    expect(listed.map((r) => r.message)).toEqual([...texts].reverse());
  });

  it('stores concurrent messages each once, with distinct ids', async () => {
    const { store } = await open();
    const records = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        store.add({ name: `n${i}`, email: 'c@example.org', message: `concurrent ${i}` }),
      ),
    );
    expect(new Set(records.map((r) => r.id)).size).toBe(40);
    const listed = await store.list({ limit: 100, offset: 0 });
    expect(listed.map((r) => r.message).sort()).toEqual(records.map((r) => r.message).sort());
  });
}
