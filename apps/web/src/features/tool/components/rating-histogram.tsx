import type { AnalysisResult } from '@reviewsentry/contracts';
import { ChartLegend, FAKE_FILL, GENUINE_FILL } from './chart-legend';

type Bucket = AnalysisResult['rating_histogram'][number];

const ROW = 28;
const LABEL_W = 40;
const BAR_W = 220;
const WIDTH = 400;

/** Reviews per star, 5 down to 1, split into not flagged and flagged. */
export function RatingHistogram({ buckets }: { buckets: readonly Bucket[] }) {
  const byStars = [5, 4, 3, 2, 1].map(
    (stars) => buckets.find((b) => b.stars === stars) ?? { stars, count: 0, fake_count: 0 },
  );
  const max = Math.max(1, ...byStars.map((b) => b.count));
  const summary = byStars
    .map((b) => `${b.stars} stars: ${b.count} reviews, ${b.fake_count} flagged`)
    .join('; ');
  return (
    <figure aria-labelledby="histogram-heading">
      <h3 id="histogram-heading" className="text-xl font-semibold text-slate-900">
        Ratings
      </h3>
      <svg
        viewBox={`0 0 ${WIDTH} ${ROW * 5}`}
        className="mt-3 w-full max-w-xl"
        role="img"
        aria-label={summary}
        data-testid="rating-histogram"
      >
        {byStars.map((bucket, i) => {
          const y = i * ROW;
          const total = (bucket.count / max) * BAR_W;
          const fake = (bucket.fake_count / max) * BAR_W;
          return (
            <g key={bucket.stars}>
              <text x="0" y={y + 19} className="fill-slate-900 text-[14px]">
                {`${bucket.stars}★`}
              </text>
              <rect
                x={LABEL_W}
                y={y + 5}
                width={total - fake}
                height={ROW - 10}
                fill={GENUINE_FILL}
              />
              <rect
                x={LABEL_W + total - fake}
                y={y + 5}
                width={fake}
                height={ROW - 10}
                fill={FAKE_FILL}
              />
              <text x={LABEL_W + total + 6} y={y + 19} className="fill-slate-800 text-[13px]">
                {`${bucket.count.toLocaleString('en-US')} (${bucket.fake_count.toLocaleString('en-US')} flagged)`}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartLegend />
    </figure>
  );
}
