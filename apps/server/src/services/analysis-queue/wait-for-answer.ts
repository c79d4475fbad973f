// Waits for one queued job to finish, through the instance's QueueEvents reader (one blocking connection for
// every request it waits for), with a time guard and the client's abort signal. The job may finish before the
// listener is in place, so its state is read once after subscribing, as BullMQ's own waitUntilFinished does.
import type { EventEmitter } from 'node:events';
import type { Queue, QueueEvents } from 'bullmq';

export type Finish<R> = { ok: true; value: R } | { ok: false; reason: string };

export type WaitOutcome<R> = Finish<R> | { ok: false; reason: null; cause: 'timeout' | 'aborted' };

export function waitForAnswer<R>(
  queue: Queue,
  id: string,
  events: QueueEvents,
  guardMs: number,
  signal?: AbortSignal,
): Promise<WaitOutcome<R>> {
  // QueueEvents also emits `completed:<id>` and `failed:<id>` (what BullMQ's own waiting listens to); its
  // typings list only the general events.
  const bus = events as unknown as EventEmitter;
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: WaitOutcome<R>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      bus.off(`completed:${id}`, onCompleted);
      bus.off(`failed:${id}`, onFailed);
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onCompleted = (args: { returnvalue: unknown }) =>
      finish({ ok: true, value: parseReturn<R>(args.returnvalue) });
    const onFailed = (args: { failedReason: string }) =>
      finish({ ok: false, reason: args.failedReason });
    const onAbort = () => finish({ ok: false, reason: null, cause: 'aborted' });
    const timer = setTimeout(() => finish({ ok: false, reason: null, cause: 'timeout' }), guardMs);
    bus.on(`completed:${id}`, onCompleted);
    bus.on(`failed:${id}`, onFailed);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    void events
      .waitUntilReady()
      .then(() => queue.getJobState(id))
      .then(async (state) => {
        if (state !== 'completed' && state !== 'failed') return;
        const job = await queue.getJob(id);
        if (job === undefined) return;
        if (state === 'failed') onFailed({ failedReason: job.failedReason });
        else onCompleted({ returnvalue: job.returnvalue });
      })
      .catch(() => undefined);
  });
}

/** The events stream carries the return value as JSON text; the job hash, read back, as the value. */
function parseReturn<R>(value: unknown): R {
  return (typeof value === 'string' ? JSON.parse(value) : value) as R;
}
