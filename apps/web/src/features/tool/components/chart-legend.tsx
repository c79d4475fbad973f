// Bar colours of the charts: both have at least 3:1 contrast against white, and every bar's counts are also
// written as text, so the colours are never the only way to read a chart.
export const GENUINE_FILL = '#4338ca';
export const FAKE_FILL = '#dc2626';

export function ChartLegend() {
  return (
    <p className="mt-2 flex flex-wrap gap-4 text-sm text-slate-800">
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block size-3 rounded-sm"
          style={{ background: GENUINE_FILL }}
        />
        Not flagged
      </span>
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block size-3 rounded-sm"
          style={{ background: FAKE_FILL }}
        />
        Flagged as fake
      </span>
    </p>
  );
}
