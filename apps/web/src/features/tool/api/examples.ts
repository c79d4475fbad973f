// The examples a shopper can try without a file or link of their own: our bundled CSV (served with the site, so it
// works without the internet) and, when the server runs its demo shop, a link to the demo product page
// (demo-shop-links.ts, loaded when the link tab is first shown).
export const EXAMPLE_CSV_URL = '/examples/example-reviews.csv';
export const EXAMPLE_CSV_NAME = 'example-reviews.csv';
export const DEMO_SHOP_URL = '/api/demo-shop';

/** The example CSV as a File, as if the shopper had chosen it; null when it could not be fetched. */
export async function fetchExampleCsv(): Promise<File | null> {
  try {
    const response = await fetch(EXAMPLE_CSV_URL);
    if (!response.ok) return null;
    return new File([await response.arrayBuffer()], EXAMPLE_CSV_NAME, { type: 'text/csv' });
  } catch {
    return null;
  }
}

export interface ExampleLink {
  name: string;
  url: string;
}
