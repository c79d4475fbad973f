import type { AnalysisResult } from '@reviewsentry/contracts';
import { ChartLegend, FAKE_FILL, GENUINE_FILL } from './chart-legend';

type Bucket = AnalysisResult['rating_histogram'][number];

/**
 * Reviews per star, 5 down to 1, split into not flagged and flagged. Each bar is a small SVG stretched to its row
 * while the labels and counts stay HTML text, so they keep their size on a phone.
 */
export function RatingHistogram({ buckets }: { buckets: readonly Bucket[] }) {
  const byStars = [5, 4, 3, 2, 1].map(
    (stars) => buckets.find((b) => b.stars === stars) ?? { stars, count: 0, fake_count: 0 },
  );
  const max = Math.max(1, ...byStars.map((b) => b.count));
  return (
    <figure aria-labelledby="histogram-heading">
      <h3 id="histogram-heading" className="text-xl font-semibold text-slate-900">
        Ratings
      </h3>
      <ul className="mt-3 max-w-2xl space-y-2" data-testid="rating-histogram">
        {byStars.map((bucket) => {
          const genuine = ((bucket.count - bucket.fake_count) / max) * 100;
          const fake = (bucket.fake_count / max) * 100;
          return (
            <li
              key={bucket.stars}
              className="grid grid-cols-[2.5rem_1fr_auto] items-center gap-3 text-slate-900"
            >
              <span>{`${bucket.stars}★`}</span>
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                className="h-4 w-full"
                aria-hidden="true"
              >
                <rect x="0" y="0" width="100" height="10" fill="#f1f5f9" />
                <rect x="0" y="0" width={genuine} height="10" fill={GENUINE_FILL} />
                <rect x={genuine} y="0" width={fake} height="10" fill={FAKE_FILL} />
              </svg>
              <span className="text-sm text-slate-800">
                {`${bucket.count.toLocaleString('en-US')} (${bucket.fake_count.toLocaleString('en-US')} flagged)`}
              </span>
            </li>
          );
        })}
      </ul>
      <ChartLegend />
    </figure>
  );
}
