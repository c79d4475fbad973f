// The demo shop's example links (GET /api/demo-shop), read through a schema: the answer crosses a trust boundary.
import { z } from 'zod';
import { DEMO_SHOP_URL, type ExampleLink } from './examples';

const demoShopSchema = z.object({
  examples: z.array(z.object({ name: z.string(), url: z.string() })),
});

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
