// An imported file -> its analysis: the whole file at the top level and, when the file holds two or more
// products, each product judged on its own reviews (docs/decisions/102-one-home-for-the-product-split.md).
// Every review is decided once, inside its product, so the file's counts are the sums of its products' counts
// and a review's is_fake is the same wherever it is shown.
import {
  inSentence,
  productKey,
  type Alert,
  type FileAnalysis,
  type ImportedProduct,
  type ProductAnalysis,
  type Review,
  type ReviewAssessment,
  type UploadReview,
} from '@reviewsentry/contracts';
import type { ModelCoverage } from './assess/assessability';
import { NoReviewTextError } from './errors';
import type { ProductJudgement } from './judge';
import type { PreparedReview } from './signals/types';
import type { FilePart } from './verdict/file-story';
import { mergeHiddenFakes, type HiddenFakes } from './verdict/language-shares';
import { summarise } from './verdict/summarise';

interface Context {
  model: { id: string; version: string };
  modelCoverage: ModelCoverage;
}

export function analyseImport(
  judge: (reviews: readonly Review[]) => ProductJudgement,
  imported: { reviews: readonly Review[]; products: readonly ImportedProduct[] },
  context: Context,
): FileAnalysis {
  const { reviews, products } = imported;
  if (products.length < 2) {
    const only = products[0];
    const judgement = judge(reviews);
    const file = summarise({
      prodId: only?.product_id ?? null,
      prodName: only?.product_name ?? null,
      ...judgement,
      ...context,
    });
    requireText(file, reviews.length);
    return { ...file, reviews: withProducts(judgement.assessments, reviews), products: [] };
  }

  const groups = new Map<string, { product: ImportedProduct; indices: number[] }>();
  for (const product of products) groups.set(productKey(product), { product, indices: [] });
  for (let i = 0; i < reviews.length; i++) {
    const review = reviews[i]!;
    const key = productKey(review);
    let group = groups.get(key);
    if (!group) {
      // The importer lists every product of its reviews; a caller's own list may miss one.
      group = {
        product: {
          product_id: review.product_id ?? null,
          product_name: review.product_name ?? null,
          review_count: 0,
        },
        indices: [],
      };
      groups.set(key, group);
    }
    group.indices.push(i);
  }

  const namesShared = sharedNames([...groups.values()].map((g) => g.product));
  const assessments = new Array<ReviewAssessment>(reviews.length);
  const prepared = new Array<PreparedReview>(reviews.length);
  const alerts: Alert[] = [];
  const perProduct: ProductAnalysis[] = [];
  const parts: FilePart[] = [];
  const hidden: HiddenFakes[] = [];
  for (const { product, indices } of groups.values()) {
    if (indices.length === 0) continue;
    const own = indices.map((i) => reviews[i]!);
    const judgement = judge(own);
    hidden.push(judgement.hidden);
    indices.forEach((fileIndex, k) => {
      assessments[fileIndex] = judgement.assessments[k]!;
      prepared[fileIndex] = { ...judgement.prepared[k]!, index: fileIndex };
    });
    const summary = summarise({
      prodId: product.product_id,
      prodName: product.product_name,
      ...judgement,
      ...context,
    });
    perProduct.push({ ...summary, review_ids: own.map((r) => r.id) });
    parts.push({ status: summary.product_status, reviews: own.length, alerts: summary.alerts });
    // The file lists each product's alerts under its name, with the product's share of the file's reviews:
    // that is how much each weighs in the file's trust score.
    const label = labelOf(product, namesShared);
    const fileShare = Math.round((10_000 * own.length) / reviews.length) / 10_000;
    for (const alert of judgement.alerts)
      alerts.push({
        ...alert,
        message: `${label}: ${alert.message}`,
        metrics: { ...alert.metrics, file_share: fileShare },
      });
  }
  // A file of several products has no single id or name; the page shows N/A and offers the product selector.
  const file = summarise({
    prodId: null,
    prodName: null,
    assessments,
    prepared,
    alerts,
    hidden: mergeHiddenFakes(hidden),
    ...context,
    parts,
  });
  requireText(file, reviews.length);
  return { ...file, reviews: withProducts(assessments, reviews), products: perProduct };
}

/** Product names that more than one product of the file carries (e.g. one listing under two ids). */
function sharedNames(products: readonly ImportedProduct[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { product_name: name } of products)
    if (name) (seen.has(name) ? shared : seen).add(name);
  return shared;
}

/** How the file's alerts name a product: by name, with its id where the name alone is ambiguous. */
function labelOf(product: ImportedProduct, namesShared: ReadonlySet<string>): string {
  const { product_name: name, product_id: id } = product;
  if (name && id && namesShared.has(name)) return `${inSentence(name)} (${inSentence(id)})`;
  return inSentence(name ?? id ?? 'Reviews without a product');
}

/** Nothing to judge at all (every review empty or a placeholder) is an error; anything else has an answer. */
function requireText(file: ReturnType<typeof summarise>, received: number): void {
  const { not_judged } = file.review_coverage;
  const withText = received - (not_judged.empty ?? 0) - (not_judged.placeholder ?? 0);
  if (withText === 0) throw new NoReviewTextError(received, not_judged);
}

/** Each assessment with its review's product, in place: these are fresh objects of ours (200,000 at most). */
function withProducts(
  assessments: readonly ReviewAssessment[],
  reviews: readonly Review[],
): UploadReview[] {
  return assessments.map((assessment, i) =>
    Object.assign(assessment, {
      product_id: reviews[i]?.product_id ?? null,
      product_name: reviews[i]?.product_name ?? null,
    }),
  );
}
