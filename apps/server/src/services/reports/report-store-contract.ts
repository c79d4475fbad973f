// What every ReportStore must do, as tests run against each implementation (SQLite in sqlite-report-store.test.ts,
// PostgreSQL in postgres-report-store.infra.test.ts), so the routes get the same answers whichever database is
// configured.
import { expect, it } from 'vitest';
import type { NewReport, ReportStore } from './report-store';

const T0 = new Date('2026-03-04T05:06:07.089Z');
const day = (n: number) => new Date(T0.getTime() + n * 86_400_000);

function report(id: string, change: Partial<NewReport> = {}): NewReport {
  return {
    id,
    tokenHash: `hash-of-${id}`,
    source: 'csv',
    createdAt: T0,
    expiresAt: day(30),
    summary: {
      prod_id: 'P1',
      prod_name: 'Kettle “Ω”',
      product_status: 'Likely Fake',
      total_reviews: 34,
      fake_reviews_count: 13,
      fake_percentage: 38.24,
      products: 0,
    },
    gzippedBody: Buffer.from([0x1f, 0x8b, 0, 1, 2, 255]),
    ...change,
  };
}

export function reportStoreContract(open: () => Promise<ReportStore>): void {
  it('gives a report back as it was stored, and only until it expires', async () => {
    const store = await open();
    await store.add(report('a'));
    const stored = await store.get('a', day(1));
    expect(stored).toEqual({
      id: 'a',
      source: 'csv',
      createdAt: T0,
      expiresAt: day(30),
      summary: report('a').summary,
      gzippedBody: report('a').gzippedBody,
    });
    expect(await store.summary('a', day(1))).toEqual(report('a').summary);
    expect(await store.get('a', day(30))).toBeNull();
    expect(await store.summary('a', day(31))).toBeNull();
    expect(await store.get('nothing', day(1))).toBeNull();
  });

  it('deletes only with the token hash given at creation', async () => {
    const store = await open();
    await store.add(report('b', { source: 'link' }));
    expect(await store.delete('b', 'hash-of-someone-else')).toBe('wrong_token');
    expect((await store.get('b', day(1)))?.source).toBe('link');
    expect(await store.delete('b', 'hash-of-b')).toBe('deleted');
    expect(await store.get('b', day(1))).toBeNull();
    expect(await store.delete('b', 'hash-of-b')).toBe('not_found');
  });

  it('removes expired reports and counts what is left', async () => {
    const store = await open();
    await store.add(report('old', { expiresAt: day(2) }));
    await store.add(report('new', { expiresAt: day(40) }));
    expect(await store.count()).toBe(2);
    expect(await store.deleteExpired(day(2))).toBe(1);
    expect(await store.count()).toBe(1);
    expect(await store.get('new', day(3))).not.toBeNull();
    expect(await store.deleteExpired(day(3))).toBe(0);
  });
}
