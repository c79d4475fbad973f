// Removes reports past their retention period: once at start and then every hour, so the database holds nothing
// older than REPORT_RETENTION_DAYS plus an hour even when nobody saves a report (saving also sweeps, and reading
// never returns an expired report in between).
import type { FastifyBaseLogger } from 'fastify';
import type { ReportStore } from './report-store';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function startRetentionSweeps(
  store: ReportStore,
  now: () => number,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
): { stop(): void } {
  const sweep = async () => {
    try {
      const removed = await store.deleteExpired(new Date(now()));
      if (removed > 0) log.info({ removed }, 'expired reports removed');
    } catch (error) {
      log.error({ err: error }, 'removing expired reports failed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
