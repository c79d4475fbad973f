// Review[] -> analysis, per product when a CSV holds several (a verdict over a mix of products says little about
// any of them), plus the whole-file result. Products are keyed like the importer's product list: by id, else name.
import type { AnalysisResult, ImportedProduct, Review } from '@reviewsentry/contracts';
import { analyze, DetectorError } from '@reviewsentry/detector';
import type { ProductAnalysis } from './analysis-output';

function productKey(id: string | null | undefined, name: string | null | undefined): string {
  return id ? `id:${id}` : name ? `name:${name}` : '';
}

export function groupByProduct(
  reviews: readonly Review[],
  products: readonly ImportedProduct[],
): Map<string, { product: ImportedProduct; reviews: Review[] }> {
  const groups = new Map<string, { product: ImportedProduct; reviews: Review[] }>();
  for (const product of products)
    groups.set(productKey(product.product_id, product.product_name), { product, reviews: [] });
  for (const review of reviews) {
    const key = productKey(review.product_id, review.product_name);
    let group = groups.get(key);
    if (!group) {
      group = { product: { product_id: null, product_name: null, review_count: 0 }, reviews: [] };
      groups.set(key, group);
    }
    group.reviews.push(review);
  }
  return groups;
}

export interface CsvAnalysis {
  file: AnalysisResult;
  /** Present when the file holds more than one product. */
  products?: ProductAnalysis[];
}

export function analyseCsvReviews(
  reviews: readonly Review[],
  products: readonly ImportedProduct[],
): CsvAnalysis {
  if (products.length <= 1) return { file: analyze(reviews) };
  const perProduct: ProductAnalysis[] = [];
  for (const { product, reviews: own } of groupByProduct(reviews, products).values()) {
    const entry: ProductAnalysis = {
      product_id: product.product_id,
      product_name: product.product_name,
      review_count: own.length,
      result: null,
      error: null,
    };
    try {
      entry.result = analyze(own, {
        productId: product.product_id,
        productName: product.product_name,
      });
    } catch (error) {
      // A product whose reviews are all too short or not English has no verdict; the others still do.
      if (!(error instanceof DetectorError)) throw error;
      entry.error = { code: error.code, message: error.message };
    }
    perProduct.push(entry);
  }
  return { file: analyze(reviews, { productId: null, productName: null }), products: perProduct };
}
