import { GAUGE_STROKE, GAUGE_WORD, gaugeTone } from '../status-colors';

const ARC = 'M 20 100 A 80 80 0 0 1 180 100';

/**
 * fake_percentage as a semicircle: the grey track is the whole 0–100 range and the coloured arc the share, drawn
 * with pathLength=100 so the dash length is the percentage itself. The colour follows the spec (neutral when the
 * status is no verdict); the word under it says the same for anyone who cannot tell the colours apart.
 */
export function FakeGauge({ percentage, status }: { percentage: number; status: string }) {
  const tone = gaugeTone(percentage, status);
  const filled = Math.min(100, Math.max(0, percentage));
  return (
    <figure className="flex flex-col items-center" data-testid="fake-gauge" data-tone={tone}>
      <svg
        viewBox="0 0 200 112"
        className="w-full max-w-48"
        role="img"
        aria-label={`Fake reviews: ${percentage}% (${GAUGE_WORD[tone]})`}
      >
        <path d={ARC} fill="none" stroke="#e2e8f0" strokeWidth="22" />
        <path
          data-testid="fake-gauge-arc"
          d={ARC}
          fill="none"
          stroke={GAUGE_STROKE[tone]}
          strokeWidth="22"
          pathLength={100}
          strokeDasharray={`${filled} 100`}
        />
        <text x="100" y="94" textAnchor="middle" className="fill-slate-900 text-[28px] font-bold">
          {`${percentage}%`}
        </text>
      </svg>
      <figcaption className="mt-1 text-sm text-slate-700">
        Fake share: <span className="font-semibold text-slate-900">{GAUGE_WORD[tone]}</span>
      </figcaption>
    </figure>
  );
}
