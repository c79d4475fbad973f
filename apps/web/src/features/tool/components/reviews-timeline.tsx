import type { AnalysisResult } from '@reviewsentry/contracts';
import { ChartLegend, FAKE_FILL, GENUINE_FILL } from './chart-legend';

type Period = AnalysisResult['reviews_over_time'][number];

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 20;

/** Reviews per period (day, month or year, as the server chose for the span of dates); bursts stand out. */
export function ReviewsTimeline({ periods }: { periods: readonly Period[] }) {
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) return null;
  const max = Math.max(1, ...periods.map((p) => p.count));
  const busiest = periods.reduce((a, b) => (b.count > a.count ? b : a), first);
  const slot = WIDTH / periods.length;
  const barWidth = Math.max(1, slot * 0.8);
  const plot = HEIGHT - AXIS;
  return (
    <figure aria-labelledby="timeline-heading">
      <h3 id="timeline-heading" className="text-xl font-semibold text-slate-900">
        Reviews over time
      </h3>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 w-full"
        role="img"
        aria-label={`Reviews from ${first.period} to ${last.period}; the busiest period is ${busiest.period} with ${busiest.count} reviews, ${busiest.fake_count} flagged.`}
        data-testid="reviews-timeline"
      >
        {periods.map((p, i) => {
          const total = (p.count / max) * plot;
          const fake = (p.fake_count / max) * plot;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={p.period}>
              <title>{`${p.period}: ${p.count} reviews, ${p.fake_count} flagged`}</title>
              <rect
                x={x}
                y={plot - total}
                width={barWidth}
                height={total - fake}
                fill={GENUINE_FILL}
              />
              <rect x={x} y={plot - fake} width={barWidth} height={fake} fill={FAKE_FILL} />
            </g>
          );
        })}
        <line x1="0" x2={WIDTH} y1={plot} y2={plot} stroke="#475569" />
        <text x="0" y={HEIGHT - 4} className="fill-slate-800 text-[13px]">
          {first.period}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" className="fill-slate-800 text-[13px]">
          {last.period}
        </text>
      </svg>
      <ChartLegend />
    </figure>
  );
}
