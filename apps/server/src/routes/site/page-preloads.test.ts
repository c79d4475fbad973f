import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@reviewsentry/test-support';
import { describe, expect, it } from 'vitest';
import { tempDir, testConfig, writeDistFixture } from '../../../test/support';
import { buildApp } from '../../app';
import { addToHead, chunkFiles, PAGE_MODULES } from './page-preloads';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: [] },
  'src/features/tool/components/tool-page.tsx': {
    file: 'assets/tool-page-2.js',
    imports: ['index.html', '_schemas-3.js', '_shared-4.js'],
  },
  '_schemas-3.js': { file: 'assets/schemas-3.js', imports: ['_zod-5.js'] },
  '_shared-4.js': { file: 'assets/shared-4.js', imports: ['_zod-5.js', 'index.html'] },
  '_zod-5.js': { file: 'assets/zod-5.js' },
};

describe('page preloads', () => {
  it("lists a page's chunks after the ones they import, without the entry or repeats", () => {
    expect(chunkFiles(MANIFEST, 'src/features/tool/components/tool-page.tsx')).toEqual([
      'assets/zod-5.js',
      'assets/schemas-3.js',
      'assets/shared-4.js',
      'assets/tool-page-2.js',
    ]);
    expect(chunkFiles(MANIFEST, 'src/no/such/page.tsx')).toEqual([]);
  });

  it('names a web module that exists for every lazy page', () => {
    for (const [page, modules] of Object.entries(PAGE_MODULES))
      for (const module of modules)
        expect(existsSync(path.join(repoRoot, 'apps/web', module)), page).toBe(true);
  });

  it('adds the tags to the head of the pages it serves, and none without a manifest', async () => {
    const dist = writeDistFixture(tempDir('rs-dist-'));
    const withManifest = await buildApp(testConfig({ WEB_DIST_DIR: dist }));
    const before = await withManifest.inject({ url: '/modeltryitout' });
    expect(before.body).not.toContain('modulepreload');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const page = await withManifest.inject({ url: '/modeltryitout' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/zod-5.js" />\n    <link rel="modulepreload" crossorigin href="/assets/schemas-3.js" />',
    );
    expect(page.body.indexOf('tool-page-2.js')).toBeLessThan(page.body.indexOf('</head>'));
    expect((await withManifest.inject({ url: '/' })).body).not.toContain('modulepreload');
    await withManifest.close();
    expect(addToHead('<head></head>', [])).toBe('<head></head>');
  });

  it("adds a tag holding $ patterns as it is (an address from The Guardian may hold $' or $&)", () => {
    const tag = `<link rel="preload" as="image" href="https://i.example/a$'b$\`c$&d$$e.jpg" />`;
    expect(addToHead('<head></head><body></body>', [tag])).toBe(
      `<head>    ${tag}\n  </head><body></body>`,
    );
  });
});
