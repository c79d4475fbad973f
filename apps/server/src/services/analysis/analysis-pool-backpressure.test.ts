// A large answer is streamed from the worker no faster than its reader takes it (docs/decisions/096).
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AnswerStalledError, createAnalysisPool } from './analysis-pool';
import { CHUNKS_IN_FLIGHT } from './chunk-credit';

const REVIEWS = 18_000;
const WORDS =
  'kettle lid handle boils quickly quiet sturdy cheap leaks rattles daily morning tea'.split(' ');
/** Distinct reviews: about 8 MB of answer, i.e. 8 chunks of 1 MB. */
const CSV = [
  'review_id,rating,review_text',
  ...Array.from({ length: REVIEWS }, (_, i) => {
    const words = Array.from({ length: 14 }, (_, k) => WORDS[(i * 7 + k * (i % 11) + k) % 13]);
    return `r${i},${(i % 5) + 1},"I think the ${words.join(' ')} number ${i}."`;
  }),
].join('\n');

function pool(answerStallMs?: number) {
  return createAnalysisPool({
    size: 1,
    maxQueue: 4,
    maxQueuedBytes: 64 * 1024 * 1024,
    jobTimeoutMs: 60_000,
    workerHeapMb: 1024,
    heavyBytes: 64 * 1024 * 1024,
    ...(answerStallMs === undefined ? {} : { answerStallMs }),
  });
}

const SMALL_CSV =
  'text\nThe lid fits well and the kettle is quiet, and it boils water fast every morning.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Bytes written into the answer stream that its reader has not taken (chunks not yet acknowledged). */
const unread = (s: Readable & { writableLength?: number }) => s.writableLength ?? 0;

async function readAll(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

type Pool = ReturnType<typeof pool>;
const AT = new Date('2026-11-22T00:00:00Z');

/** Uploads `csv` and returns the answer's stream (a large answer is streamed, never one Buffer). */
async function streamedAnswer(analysis: Pool, csv: string): Promise<Readable> {
  const { body } = await analysis.uploadJson(new TextEncoder().encode(csv), {}, AT, false);
  if (Buffer.isBuffer(body)) throw new Error('expected a streamed answer');
  return body;
}

/** Waits (at most 30 s) until `ok()` holds. */
async function until(ok: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!ok() && Date.now() < deadline) await sleep(20);
}

/** The pool's one worker is idle again and takes the next job. */
async function expectWorkerFree(analysis: Pool): Promise<void> {
  await until(() => analysis.stats().busy === 0);
  expect(analysis.stats().busy).toBe(0);
  const next = await analysis.uploadJson(new TextEncoder().encode(SMALL_CSV), {}, AT, false);
  expect(Buffer.isBuffer(next.body)).toBe(true);
}

describe('analysis pool: streamed answers and backpressure', () => {
  it('holds at most CHUNKS_IN_FLIGHT chunks for a reader that does not read, and loses nothing', async () => {
    const analysis = pool();
    try {
      const body = await streamedAnswer(analysis, CSV);
      // Nobody reads: the worker must stop once CHUNKS_IN_FLIGHT chunks are waiting.
      await until(() => unread(body) >= (CHUNKS_IN_FLIGHT - 1) * 1024 * 1024);
      await sleep(1000);
      expect(unread(body)).toBeLessThanOrEqual(CHUNKS_IN_FLIGHT * 1.2 * 1024 * 1024);
      expect(analysis.stats().busy).toBe(1);
      const json = JSON.parse(await readAll(body)) as { total_reviews: number; reviews: unknown[] };
      expect(json.total_reviews).toBe(REVIEWS);
      expect(json.reviews).toHaveLength(REVIEWS);
      // The answer was larger than the limit, so the limit was what held it back.
      expect(JSON.stringify(json).length).toBeGreaterThan((CHUNKS_IN_FLIGHT + 2) * 1024 * 1024);
    } finally {
      await analysis.close();
    }
  }, 90_000);

  it('lets the worker finish when the reader goes away mid-answer', async () => {
    const analysis = pool();
    try {
      const body = await streamedAnswer(analysis, CSV);
      // Gone once the worker waits on its full window: the chunks it sent must still count as taken.
      await until(() => unread(body) >= (CHUNKS_IN_FLIGHT - 0.5) * 1024 * 1024);
      body.destroy();
      await expectWorkerFree(analysis);
    } finally {
      await analysis.close();
    }
  }, 90_000);

  // The worker is shared: a client that stops taking its answer while the worker waits on it must not keep the
  // worker from everyone else until the connection's idle timeout (docs/decisions/207).
  it('cuts off a reader that takes nothing while the worker waits on it, and frees the worker', async () => {
    const analysis = pool(300);
    try {
      const body = await streamedAnswer(analysis, CSV);
      const cut = await new Promise<unknown>((resolve) => body.once('error', resolve));
      expect(cut).toBeInstanceOf(AnswerStalledError);
      await expectWorkerFree(analysis);
    } finally {
      await analysis.close();
    }
  }, 90_000);

  it('keeps waiting on a slow reader that keeps taking chunks', async () => {
    // A pause after each megabyte read: the whole answer takes longer than the stall limit, each pause less.
    const analysis = pool(3000);
    try {
      const body = await streamedAnswer(analysis, CSV);
      let error: unknown = null;
      body.once('error', (e) => (error = e));
      const parts: Buffer[] = [];
      let sincePause = 0;
      const started = Date.now();
      for await (const part of body as AsyncIterable<Buffer>) {
        parts.push(part);
        sincePause += part.length;
        if (sincePause < 1024 * 1024) continue;
        sincePause = 0;
        await sleep(800);
      }
      expect(Date.now() - started).toBeGreaterThan(3000);
      expect(error).toBeNull();
      const json = JSON.parse(Buffer.concat(parts).toString('utf8')) as { total_reviews: number };
      expect(json.total_reviews).toBe(REVIEWS);
    } finally {
      await analysis.close();
    }
  }, 90_000);
});
