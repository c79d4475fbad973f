import type { AnalysisResult } from '@reviewsentry/contracts';
import { niceMax, ticks } from '../chart-scale';
import { formatPeriod } from '../reading/review-date';
import { counted, formatCount } from '../reading/words';
import { ChartLegend, FAKE_FILL, GENUINE_FILL } from './chart-legend';

type Period = AnalysisResult['reviews_over_time'][number];

/** Counts are written above the bars when there is room for them. */
const LABELLED_BARS = 16;

function unitOf(period: string): 'day' | 'month' | 'year' {
  return period.length >= 10 ? 'day' : period.length >= 7 ? 'month' : 'year';
}

/**
 * Reviews per period (day, month or year, as the server chose for the span of dates), so bursts stand out. The
 * axes are labelled, the busiest period is said in words, counts sit on the bars when there are few, and every
 * period's numbers are one tap away, so nothing needs a hover.
 */
export function ReviewsTimeline({ periods }: { periods: readonly Period[] }) {
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) return null;
  const max = niceMax(Math.max(...periods.map((p) => p.count)));
  const busiest = periods.reduce((a, b) => (b.count > a.count ? b : a), first);
  const middle = periods[Math.floor((periods.length - 1) / 2)]!;
  const unit = unitOf(first.period);
  const labelled = periods.length <= LABELLED_BARS;
  return (
    <figure aria-labelledby="timeline-heading">
      <h3 id="timeline-heading" className="text-xl font-semibold text-slate-900">
        Reviews over time
      </h3>
      <p className="mt-1 text-slate-800" data-testid="timeline-summary">
        {`Busiest ${unit}: ${formatPeriod(busiest.period)}, with ${counted(busiest.count, 'review')} (${formatCount(busiest.fake_count)} flagged).`}
      </p>
      <div
        className="mt-3 grid max-w-3xl grid-cols-[2.5rem_1fr] gap-x-2"
        data-testid="reviews-timeline"
      >
        <div
          className="flex h-40 flex-col-reverse justify-between text-right text-xs text-slate-700"
          aria-hidden="true"
        >
          {ticks(max).map((tick) => (
            <span key={tick} className="leading-none">
              {formatCount(tick)}
            </span>
          ))}
        </div>
        <div
          className="flex h-40 items-end gap-px border-b border-l border-slate-600"
          aria-hidden="true"
        >
          {periods.map((p) => (
            <div key={p.period} className="flex h-full min-w-0 flex-1 flex-col justify-end">
              {labelled && (
                <span className="text-center text-[0.65rem] leading-tight text-slate-800">
                  {p.count}
                </span>
              )}
              <span
                style={{
                  height: `${((p.count - p.fake_count) / max) * 100}%`,
                  background: GENUINE_FILL,
                }}
              />
              <span style={{ height: `${(p.fake_count / max) * 100}%`, background: FAKE_FILL }} />
            </div>
          ))}
        </div>
        <span />
        <div className="flex justify-between pt-1 text-xs text-slate-800" aria-hidden="true">
          <span>{formatPeriod(first.period)}</span>
          {periods.length > 2 && <span>{formatPeriod(middle.period)}</span>}
          {last !== first && <span>{formatPeriod(last.period)}</span>}
        </div>
        <span />
        <p className="text-center text-xs text-slate-700" aria-hidden="true">
          Reviews per {unit}
        </p>
      </div>
      <ChartLegend />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-indigo-800 underline">
          Every {unit}’s numbers
        </summary>
        <table className="mt-2 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-6 font-semibold text-slate-900">
                {unit === 'day' ? 'Day' : unit === 'month' ? 'Month' : 'Year'}
              </th>
              <th scope="col" className="pr-6 font-semibold text-slate-900">
                Reviews
              </th>
              <th scope="col" className="font-semibold text-slate-900">
                Flagged
              </th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.period} className="border-t border-slate-200 text-slate-800">
                <td className="pr-6">{formatPeriod(p.period)}</td>
                <td className="pr-6">{formatCount(p.count)}</td>
                <td>{formatCount(p.fake_count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
