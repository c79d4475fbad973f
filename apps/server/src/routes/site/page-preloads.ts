// Each lazily loaded page's chunks, named in index.html as `<link rel="modulepreload">` when the server serves that
// page, so the browser fetches them alongside the entry script instead of after it has run (one round trip less
// before the page's content paints). Vite's build manifest (dist/.vite/manifest.json) maps each source module to its
// hashed file and the shared chunks it imports.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteRouteName } from '@reviewsentry/contracts';
import { beforeHeadEnd } from './before-head-end';

/**
 * The web app's module of each lazy page (apps/web/src/app/routes.tsx), keyed by SITE_ROUTES name, with the
 * modules the page imports on arrival (its own chunks, evaluated in tasks of their own).
 */
export const PAGE_MODULES: Record<Exclude<SiteRouteName, 'home'> | 'report', readonly string[]> = {
  features: ['src/features/features/components/features-page.tsx'],
  about: ['src/features/about/components/about-page.tsx'],
  contact: ['src/features/contact/components/contact-page.tsx'],
  blogs: ['src/features/news/components/news-page.tsx'],
  faq: ['src/features/faq/components/faq-page.tsx'],
  tool: ['src/features/tool/components/tool-page.tsx'],
  privacy: ['src/features/legal/components/privacy-page.tsx'],
  terms: ['src/features/legal/components/terms-page.tsx'],
  apiDocs: ['src/features/api-docs/components/api-docs-page.tsx'],
  // The tools' chunk brings the answer's schemas and the report calls the page imports with it.
  report: [
    'src/features/reports/components/report-page.tsx',
    'src/features/reports/components/report-tools.tsx',
  ],
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

async function readManifest(webDistDir: string): Promise<Record<string, ManifestChunk> | null> {
  try {
    return JSON.parse(
      await readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
  } catch {
    return null;
  }
}

/** The files a page's module needs beyond the entry (which index.html loads anyway), in dependency order. */
export function chunkFiles(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  visit(module);
  return files;
}

/**
 * `<link rel="modulepreload">` tags for the page, or none when the manifest is missing or names no such module.
 * `low`: fetched alongside the entry but after it and the stylesheet, so the site's frame paints first.
 */
export async function preloadTags(
  webDistDir: string,
  page: keyof typeof PAGE_MODULES,
  priority: 'auto' | 'low' = 'auto',
) {
  const manifest = await readManifest(webDistDir);
  if (!manifest) return [];
  const hint = priority === 'low' ? ' fetchpriority="low"' : '';
  const files = new Set(PAGE_MODULES[page].flatMap((module) => chunkFiles(manifest, module)));
  return [...files].map(
    (file) => `<link rel="modulepreload"${hint} crossorigin href="/${file}" />`,
  );
}

export const addToHead = (html: string, tags: readonly string[]) =>
  tags.length === 0 ? html : beforeHeadEnd(html, `    ${tags.join('\n    ')}\n  `);
