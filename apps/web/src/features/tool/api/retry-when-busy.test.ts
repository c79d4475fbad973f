import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_RETRY, retryWhenBusy } from './retry-when-busy';
import type { ServerReason } from './server-reason';

type Outcome = { ok: true } | { ok: false; aborted: boolean; reason: ServerReason };
const busy = (seconds?: number): Outcome => ({
  ok: false,
  aborted: false,
  reason: {
    message: 'Busy.',
    details: [],
    ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
  },
});

/** Answers the queued outcomes in order, counting the attempts. */
function server(...answers: Outcome[]) {
  const calls = { count: 0 };
  const attempt = () => Promise.resolve(answers[Math.min(calls.count++, answers.length - 1)]!);
  return { attempt, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryWhenBusy', () => {
  it('waits the Retry-After and sends again, telling the page how long it waits', async () => {
    const { attempt, calls } = server(busy(3), { ok: true });
    const waits: number[] = [];
    const done = retryWhenBusy(attempt, { onWait: (s) => waits.push(s) });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toEqual({ ok: true });
    expect(calls.count).toBe(2);
    expect(waits).toEqual([3]);
  });

  it(`gives up after ${BUSY_RETRY.retries} retries with the last failure`, async () => {
    const { attempt, calls } = server(busy(1), busy(1), busy(1), { ok: true });
    const done = retryWhenBusy(attempt);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await done).toEqual(busy(1));
    expect(calls.count).toBe(1 + BUSY_RETRY.retries);
  });

  it('waits at least a second when the server says 0', async () => {
    const { attempt, calls } = server(busy(0), { ok: true });
    const done = retryWhenBusy(attempt);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls.count).toBe(2);
  });

  it('does not retry failures without a wait, or with a wait above the limit', async () => {
    for (const failure of [busy(), busy(BUSY_RETRY.maxWaitSeconds + 1)]) {
      const { attempt, calls } = server(failure, { ok: true });
      expect(await retryWhenBusy(attempt)).toEqual(failure);
      expect(calls.count).toBe(1);
    }
  });

  it('stops waiting at once when the request is cancelled (Reset)', async () => {
    const { attempt, calls } = server(busy(5), { ok: true });
    const controller = new AbortController();
    const done = retryWhenBusy(attempt, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(await done).toEqual(busy(5));
    expect(calls.count).toBe(1);
  });
});
