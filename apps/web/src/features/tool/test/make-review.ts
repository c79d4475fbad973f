// Test data builders for the tool's component and unit tests: objects shaped like the server's answers.
import type { ReviewView } from '../api/result-schemas';

export function makeReview(id: string, change: Partial<ReviewView> = {}): ReviewView {
  return {
    id,
    text: `Review ${id}`,
    title: null,
    rating: 4,
    date: '2024-01-01',
    date_precision: 'day',
    date_text: null,
    reviewer: null,
    verified: null,
    assessed: true,
    not_assessed_reason: null,
    checks: ['text_model', 'copies'],
    not_scored_reason: null,
    language: 'en',
    fake_probability: 0.1,
    is_fake: false,
    reasons: [],
    product_id: null,
    product_name: null,
    ...change,
  };
}
