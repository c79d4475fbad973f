// What a screen reader hears when a result arrives: the same answer the page leads with, in the page's words: the
// verdict, the share, the grade, whether the verdict is firm and the verdict sentence with what could not be
// checked. No share stated as a finding when there is no verdict, and for a file of several products each
// product's verdict, never the blended one the page withholds.
import type { Reason } from '@reviewsentry/contracts';
import { counted, formatCount } from './words';
import { productsSentence } from './products-sentence';
import { NOT_ENOUGH_REVIEWS, verdictSentence, type SentenceInput } from './verdict-sentence';

interface AnnouncedAnswer extends SentenceInput {
  prod_id?: string | null;
  prod_name?: string | null;
  fake_percentage: number;
  trust_score?: number | null;
  trust_grade?: string | null;
  low_confidence?: boolean | undefined;
  reviews?: ReadonlyArray<{ is_fake: boolean; reasons: readonly Reason[] }> | undefined;
  products?: ReadonlyArray<{ product_status: string }>;
}

export function resultAnnouncement(answer: AnnouncedAnswer): string {
  const products = answer.products ?? [];
  if (products.length >= 2)
    return `Result ready for your file of ${counted(products.length, 'product')}. ${productsSentence(
      products.map((p) => p.product_status),
    )}`;
  const title = answer.prod_name ?? answer.prod_id ?? 'your reviews';
  const head = `Result ready for ${title}: ${answer.product_status}.`;
  // The sentence's wording of the kinds of fake needs the reviews; without a verdict it does not.
  if (answer.product_status === NOT_ENOUGH_REVIEWS) return `${head} ${verdictSentence(answer, [])}`;
  const share = `${answer.fake_percentage}% fake: ${formatCount(answer.fake_reviews_count)} of ${counted(answer.total_reviews, 'review')}.`;
  const trust =
    typeof answer.trust_score === 'number'
      ? ` Trust score ${Math.round(answer.trust_score)} / 100${answer.trust_grade ? `, grade ${answer.trust_grade}` : ''}.`
      : '';
  const firmness = answer.low_confidence ? ' The verdict is given with low confidence.' : '';
  return `${head} ${share}${trust}${firmness} ${verdictSentence(answer, answer.reviews ?? [])}`;
}
