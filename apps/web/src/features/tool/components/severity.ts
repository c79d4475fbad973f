import type { Alert } from '@reviewsentry/contracts';

/** Each severity in words and colours (the words are the signal; the colours repeat them). */
export const SEVERITY: Record<Alert['severity'], { label: string; className: string }> = {
  critical: { label: 'Critical', className: 'border-red-700 bg-red-50 text-red-950' },
  warning: { label: 'Warning', className: 'border-amber-600 bg-amber-50 text-amber-950' },
  info: { label: 'Info', className: 'border-sky-700 bg-sky-50 text-sky-950' },
};
