import { ticks } from '../chart-scale';
import { formatCount } from '../reading/words';

/** The count scale under (or beside) a chart's bars, labelled, so no bar needs hovering to be read. */
export function CountAxis({ max, label }: { max: number; label: string }) {
  return (
    <div className="text-xs text-slate-700" aria-hidden="true">
      <div className="flex justify-between border-t border-slate-600 pt-0.5">
        {ticks(max).map((tick) => (
          <span key={tick}>{formatCount(tick)}</span>
        ))}
      </div>
      <p className="mt-0.5 text-center">{label}</p>
    </div>
  );
}
