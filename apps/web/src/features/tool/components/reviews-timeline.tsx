import type { AnalysisResult } from '@reviewsentry/contracts';
import { ChartLegend, FAKE_FILL, GENUINE_FILL } from './chart-legend';

type Period = AnalysisResult['reviews_over_time'][number];

const WIDTH = 600;
const HEIGHT = 140;

/**
 * Reviews per period (day, month or year, as the server chose for the span of dates), so bursts stand out. The SVG
 * stretches to the width; the period labels are HTML so they keep their size on a phone.
 */
export function ReviewsTimeline({ periods }: { periods: readonly Period[] }) {
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) return null;
  const max = Math.max(1, ...periods.map((p) => p.count));
  const busiest = periods.reduce((a, b) => (b.count > a.count ? b : a), first);
  const slot = WIDTH / periods.length;
  const barWidth = Math.max(1, slot * (periods.length > 60 ? 1 : 0.8));
  return (
    <figure aria-labelledby="timeline-heading">
      <h3 id="timeline-heading" className="text-xl font-semibold text-slate-900">
        Reviews over time
      </h3>
      <div className="mt-3 max-w-3xl">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-36 w-full"
          role="img"
          aria-label={`Reviews from ${first.period} to ${last.period}; the busiest period is ${busiest.period} with ${busiest.count} reviews, ${busiest.fake_count} flagged.`}
          data-testid="reviews-timeline"
        >
          {periods.map((p, i) => {
            const total = (p.count / max) * HEIGHT;
            const fake = (p.fake_count / max) * HEIGHT;
            const x = i * slot + (slot - barWidth) / 2;
            return (
              <g key={p.period}>
                <title>{`${p.period}: ${p.count} reviews, ${p.fake_count} flagged`}</title>
                <rect
                  x={x}
                  y={HEIGHT - total}
                  width={barWidth}
                  height={total - fake}
                  fill={GENUINE_FILL}
                />
                <rect x={x} y={HEIGHT - fake} width={barWidth} height={fake} fill={FAKE_FILL} />
              </g>
            );
          })}
        </svg>
        <div className="flex justify-between border-t border-slate-600 pt-1 text-sm text-slate-800">
          <span>{first.period}</span>
          {last !== first && <span>{last.period}</span>}
        </div>
      </div>
      <ChartLegend />
    </figure>
  );
}
