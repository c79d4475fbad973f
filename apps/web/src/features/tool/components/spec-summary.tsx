import type { ReactNode } from 'react';
import type { AnalysisView } from '../api/result-schemas';
import { FakeGauge } from './fake-gauge';
import { StatusBadge } from './status-badge';
import { formatCount } from '../reading/words';

const NOT_AVAILABLE = 'N/A';

/** The spec's six fields, labelled, in the order it lists them, beside the fake-share gauge. */
export function SpecSummary({ result }: { result: AnalysisView }) {
  const rows: Array<[label: string, value: ReactNode, testId: string]> = [
    ['Product ID', result.prod_id ?? NOT_AVAILABLE, 'prod-id'],
    ['Product name', result.prod_name ?? NOT_AVAILABLE, 'prod-name'],
    ['Total reviews', formatCount(result.total_reviews), 'total-reviews'],
    ['Fake reviews', formatCount(result.fake_reviews_count), 'fake-reviews-count'],
    ['Fake percentage', `${result.fake_percentage}%`, 'fake-percentage'],
    ['Product status', <StatusBadge key="status" status={result.product_status} />, 'status'],
  ];
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[1fr_auto]">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm sm:text-base">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd data-testid={testId} dir="auto" className="min-w-0 font-medium text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <FakeGauge percentage={result.fake_percentage} status={result.product_status} />
    </div>
  );
}
