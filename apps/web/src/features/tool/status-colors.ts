// The spec's colour rules (section 9), in one pure module so that the gauge, the status badge and the tests agree.
// Colours are never the only signal: each tone also has a word the page prints next to it.

export type GaugeTone = 'red' | 'orange' | 'green' | 'neutral';
export type StatusTone = 'red' | 'yellow' | 'green' | 'neutral';

/**
 * Above 50 red; above 25 up to and including 50 orange; otherwise green (so 50 is orange and 25 is green).
 * Without a verdict ('Not enough reviews') the share is too uncertain to colour: neutral, like the status badge.
 */
export function gaugeTone(fakePercentage: number, productStatus?: string): GaugeTone {
  if (productStatus !== undefined && statusTone(productStatus) === 'neutral') return 'neutral';
  if (fakePercentage > 50) return 'red';
  if (fakePercentage > 25) return 'orange';
  return 'green';
}

/**
 * 'Fake' red, 'Likely Fake' yellow, 'Not enough reviews' neutral (no verdict, so no colour of one: ADR 100), any
 * other value (including ones the spec never named) green.
 */
export function statusTone(productStatus: string): StatusTone {
  if (productStatus === 'Fake') return 'red';
  if (productStatus === 'Likely Fake') return 'yellow';
  if (productStatus === 'Not enough reviews') return 'neutral';
  return 'green';
}

/** Stroke colours of the gauge arc (graphics need 3:1 against white; all three have it). */
export const GAUGE_STROKE: Record<GaugeTone, string> = {
  red: '#dc2626',
  orange: '#ea580c',
  green: '#16a34a',
  neutral: '#64748b',
};

export const GAUGE_WORD: Record<GaugeTone, string> = {
  red: 'high',
  orange: 'elevated',
  green: 'low',
  neutral: 'no verdict',
};

/** Badge colours of the product status: background with a text colour of at least 4.5:1 on it. */
export const STATUS_BADGE: Record<StatusTone, { background: string; color: string }> = {
  red: { background: '#b91c1c', color: '#ffffff' },
  yellow: { background: '#facc15', color: '#422006' },
  green: { background: '#15803d', color: '#ffffff' },
  neutral: { background: '#e2e8f0', color: '#1e293b' },
};
