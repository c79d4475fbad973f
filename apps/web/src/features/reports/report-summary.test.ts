import { describe, expect, it } from 'vitest';
import { reportTitle } from './report-summary';

const data = (prod_name: string | null) => ({
  prod_id: 'B0X',
  prod_name,
  product_status: 'Genuine',
  fake_reviews_count: 0,
  total_reviews: 12,
  fake_percentage: 0,
});

describe('reportTitle', () => {
  it('is the product name without bidirectional controls: it goes into our page title', () => {
    // "Saved result: <name> · ReviewSentry": an override in the name would turn our words after it around.
    expect(reportTitle(data('Kettle \u202eeulB\u2067'))).toBe('Kettle eulB');
    expect(reportTitle(data('Blue Kettle'))).toBe('Blue Kettle');
    expect(reportTitle(data(null))).toBe('B0X');
  });
});
