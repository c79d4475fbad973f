// This process's memory as the kernel counts it (Linux only): the per-stage and first-build memory benches read
// the resident set and its peak mark, and reset that mark before the part they measure.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Whether /proc gives the figures below (not on macOS, for one). */
export const hasProcMemory = existsSync('/proc/self/clear_refs');

/** A field of /proc/self/status, in MB: VmRSS now, or VmHWM, the peak since the last reset. */
export function statusMb(field: 'VmHWM' | 'VmRSS'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync('/proc/self/status', 'utf8'),
  );
  return Number(match?.[1] ?? 0) / 1024;
}

/** Resets the peak mark (VmHWM) to the current RSS. */
export function resetPeakRss(): void {
  writeFileSync('/proc/self/clear_refs', '5');
}
