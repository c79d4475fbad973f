import { STATUS_BADGE, statusTone } from '../status-colors';

/** product_status in the spec's colour, always with its own words (colour is never the only signal). */
export function StatusBadge({
  status,
  testId = 'product-status',
}: {
  status: string;
  /** The spec-field badge keeps the default; other copies of a status (verdict card, lists) name their own. */
  testId?: string;
}) {
  const tone = statusTone(status);
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      style={STATUS_BADGE[tone]}
      className="inline-block rounded-full px-3 py-1 font-semibold"
    >
      {status}
    </span>
  );
}
