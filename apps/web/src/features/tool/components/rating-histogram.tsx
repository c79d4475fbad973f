import { partPercent, type AnalysisResult } from '@reviewsentry/contracts';
import { niceMax } from '../chart-scale';
import { counted, formatCount } from '../reading/words';
import { CountAxis } from './chart-axis';
import { ChartLegend, FAKE_FILL, GENUINE_FILL } from './chart-legend';

type Bucket = AnalysisResult['rating_histogram'][number];

/**
 * Reviews per star, 5 down to 1, split into not flagged and flagged, every bar on one labelled count scale, with
 * its count, share and flagged count written beside it.
 */
export function RatingHistogram({ buckets }: { buckets: readonly Bucket[] }) {
  const byStars = [5, 4, 3, 2, 1].map(
    (stars) => buckets.find((b) => b.stars === stars) ?? { stars, count: 0, fake_count: 0 },
  );
  const total = byStars.reduce((sum, b) => sum + b.count, 0);
  const max = niceMax(Math.max(...byStars.map((b) => b.count)));
  return (
    <figure aria-labelledby="histogram-heading">
      <h3 id="histogram-heading" className="text-xl font-semibold text-slate-900">
        Ratings
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {counted(total, 'rated review')}, by stars (5 is best).
      </p>
      <div className="mt-3 max-w-2xl" data-testid="rating-histogram">
        <ul className="space-y-2">
          {byStars.map((bucket) => {
            const share = partPercent(bucket.count, total);
            return (
              <li
                key={bucket.stars}
                className="grid grid-cols-[3.5rem_1fr] items-center gap-x-3 text-slate-900 sm:grid-cols-[3.5rem_1fr_11rem]"
              >
                <span>{`${bucket.stars} star${bucket.stars === 1 ? '' : 's'}`}</span>
                <span className="flex h-4 bg-slate-100" aria-hidden="true">
                  <span
                    style={{
                      width: `${((bucket.count - bucket.fake_count) / max) * 100}%`,
                      background: GENUINE_FILL,
                    }}
                  />
                  <span
                    style={{ width: `${(bucket.fake_count / max) * 100}%`, background: FAKE_FILL }}
                  />
                </span>
                <span className="col-start-2 text-sm text-slate-800 sm:col-start-auto">
                  {`${formatCount(bucket.count)} (${share}%), ${formatCount(bucket.fake_count)} flagged`}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="grid grid-cols-[3.5rem_1fr] gap-x-3 sm:grid-cols-[3.5rem_1fr_11rem]">
          <span />
          <CountAxis max={max} label="Number of reviews" />
        </div>
      </div>
      <ChartLegend />
    </figure>
  );
}
