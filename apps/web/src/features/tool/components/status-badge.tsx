import { STATUS_BADGE, statusTone } from '../status-colors';

/** product_status in the spec's colour, always with its own words (colour is never the only signal). */
export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-testid="product-status"
      data-tone={tone}
      style={STATUS_BADGE[tone]}
      className="inline-block rounded-full px-3 py-1 font-semibold"
    >
      {status}
    </span>
  );
}
