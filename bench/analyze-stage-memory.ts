// Benchmark: the RSS each analyzer stage adds, on one synthetic product (BENCH_REVIEWS, default 100,000),
// in one process (Linux only). Before each stage the kernel's peak-RSS mark (VmHWM) is reset by writing
// "5" to /proc/self/clear_refs; when the analyzer records the stage's time (its `timings` option, watched
// through a Proxy) VmHWM is the stage's peak. Prints per stage: RSS at its start, its peak, the rise and its
// CPU time. DETECTOR=<src folder of another tree> runs that tree's analyzer (bench/analyze-compare.ts says
// how to unpack one; link its models folder too). Memory figures are only meaningful for the first
// analysis in a process, so run the versions in separate processes, back to back. Exits 0.
//
//   node --expose-gc --import tsx bench/analyze-stage-memory.ts
import { loadavg } from 'node:os';
import { loadTextModel } from '@reviewsentry/detector';
import { createAnalyzer } from './lib/analyzer-under-test';
import { syntheticProduct } from './lib/analyze-fixtures';
import { startStealWindow } from './lib/cpu-steal';
import { resetPeakRss, statusMb } from './lib/process-memory';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const steal = startStealWindow();
const reviews = syntheticProduct(Number(process.env.BENCH_REVIEWS ?? 100_000));
const analyzer = createAnalyzer({ textModel: loadTextModel() });
(globalThis as { gc?: () => void }).gc?.();

const rows: string[] = [];
let stageRss = statusMb('VmRSS');
let stageCpu = cpuMs();
let peak = stageRss;
resetPeakRss();
const timings = new Proxy({} as Record<string, number>, {
  set(target, stage: string, ms: number) {
    target[stage] = ms;
    const stagePeak = statusMb('VmHWM');
    const cpu = cpuMs();
    peak = Math.max(peak, stagePeak);
    rows.push(
      `${stage.padEnd(18)} start ${stageRss.toFixed(0).padStart(4)} MB, peak ${stagePeak.toFixed(0).padStart(4)} MB, ` +
        `rise ${(stagePeak - stageRss).toFixed(0).padStart(4)} MB, CPU ${(cpu - stageCpu).toFixed(0).padStart(5)} ms`,
    );
    stageRss = statusMb('VmRSS');
    stageCpu = cpuMs();
    resetPeakRss();
    return true;
  },
});
analyzer.analyze(reviews, { timings });
console.log(
  `${reviews.length} reviews${process.env.DETECTOR ? `, analyzer from ${process.env.DETECTOR}` : ''}`,
);
for (const row of rows) console.log(row);
console.log(
  `peak RSS of the analysis ${peak.toFixed(0)} MB; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}; CPU steal ${steal()}`,
);
