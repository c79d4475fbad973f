// CPU steal over a benchmark run: the share of time the hypervisor ran other guests while this VM wanted the
// CPU. On this machine it swung from 0.4 % to 40 % between minutes with nothing else running, which moved every
// figure by up to 2× (docs/benchmarks.md), so benches print it beside their figures.
import { existsSync, readFileSync } from 'node:fs';

interface CpuTicks {
  total: number;
  steal: number;
}

/** The aggregate `cpu` line of /proc/stat, or null where there is none (not Linux). */
function readTicks(): CpuTicks | null {
  if (!existsSync('/proc/stat')) return null;
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest ticks are already counted in user and nice).
  if (fields.length < 8 || fields.some((f) => !Number.isFinite(f))) return null;
  const total = fields.slice(0, 8).reduce((sum, f) => sum + f, 0);
  return { total, steal: fields[7] as number };
}

/** Starts a window; the returned function gives the steal share since then as text ("0.4 %"), or "n/a". */
export function startStealWindow(): () => string {
  const start = readTicks();
  return () => {
    const end = readTicks();
    if (!start || !end || end.total <= start.total) return 'n/a';
    return `${((100 * (end.steal - start.steal)) / (end.total - start.total)).toFixed(1)} %`;
  };
}
