// The examples a shopper can try without a file or link of their own: our bundled CSV (served with the site, so it
// works without the internet) and, when the server runs its demo shop, a link to the demo product page.
import { z } from 'zod';

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

const demoShopSchema = z.object({
  examples: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type ExampleLink = z.infer<typeof demoShopSchema>['examples'][number];

/** The demo shop's example links; none when the server has no demo shop or cannot be asked. */
export async function fetchExampleLinks(signal?: AbortSignal): Promise<ExampleLink[]> {
  try {
    const response = await fetch(DEMO_SHOP_URL, { signal });
    if (!response.ok) return [];
    const parsed = demoShopSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.examples : [];
  } catch {
    return [];
  }
}
