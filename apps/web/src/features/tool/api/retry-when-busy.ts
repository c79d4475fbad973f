// When the server answers 503 with Retry-After (its analysis queue is full), the page waits and tries again
// by itself a couple of times: a shopper who clicked Upload during a rush should get a result, not an error
// they must retry by hand. Long waits are not worth holding the page for; those fail with the server's reason.
import type { ServerReason } from './server-reason';

export const BUSY_RETRY = {
  /** Further attempts after the first. */
  retries: 2,
  /** A longer Retry-After is reported as a failure instead of waited out. */
  maxWaitSeconds: 10,
} as const;

type Outcome = { ok: true } | { ok: false; aborted: boolean; reason: ServerReason };

/** Resolves after `ms`, or at once when the signal aborts (the caller then sees the abort). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export async function retryWhenBusy<T extends Outcome>(
  attempt: () => Promise<T>,
  options: { signal?: AbortSignal; onWait?: (seconds: number) => void } = {},
): Promise<T> {
  let outcome = await attempt();
  for (let retry = 0; retry < BUSY_RETRY.retries; retry++) {
    if (outcome.ok || outcome.aborted || options.signal?.aborted) return outcome;
    const seconds = outcome.reason.retryAfterSeconds;
    if (seconds === undefined || seconds > BUSY_RETRY.maxWaitSeconds) return outcome;
    options.onWait?.(seconds);
    // At least a second: a server that says 0 is still busy this instant.
    await pause(Math.max(1, seconds) * 1000, options.signal);
    if (options.signal?.aborted) return outcome;
    outcome = await attempt();
  }
  return outcome;
}
