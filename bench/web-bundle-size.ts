// Acceptance figure for the SPA: the JavaScript a first visit to `/` downloads, compressed as it travels.
// Builds the web app, then follows index.html: the entry script plus every chunk it asks the browser to
// preload. Lazy route chunks are not counted (they load only when their page is opened); they are listed
// for context. Target: ≤ 150 kB gzip.
//   npm run bench -- web-bundle-size        (or: npx tsx bench/web-bundle-size.ts)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TARGET_GZIP_BYTES = 150 * 1000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(repoRoot, 'apps/web/dist');

const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'ignore' });
if (build.status !== 0) {
  console.error('npm run build failed; run it by hand to see why.');
  process.exit(1);
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const firstLoadJs = tags
  .filter((t) => /^<script\b[^>]*type="module"/.test(t) || /rel="modulepreload"/.test(t))
  .map((t) => attr(t, 'src') ?? attr(t, 'href'))
  .filter((p): p is string => typeof p === 'string' && p.endsWith('.js'));
const firstLoadCss = tags
  .filter((t) => /rel="stylesheet"/.test(t))
  .map((t) => attr(t, 'href'))
  .filter((p): p is string => typeof p === 'string');

interface Size {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(urlPath: string): Size {
  const bytes = readFileSync(path.join(dist, urlPath.replace(/^\//, '')));
  return {
    file: urlPath,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const sum = (sizes: Size[], key: 'raw' | 'gzip' | 'brotli') =>
  sizes.reduce((t, s) => t + s[key], 0);
const row = (s: Size) =>
  `  ${s.file.padEnd(44)} ${kB(s.raw).padStart(9)} raw ${kB(s.gzip).padStart(9)} gzip ${kB(s.brotli).padStart(9)} br`;

const js = firstLoadJs.map(measure);
const css = firstLoadCss.map(measure);
const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstLoadJs.includes(`/assets/${f}`))
  .map((f) => measure(`/assets/${f}`))
  .sort((a, b) => b.gzip - a.gzip);

console.log('First load of / — JavaScript (entry + modulepreload):');
js.forEach((s) => console.log(row(s)));
console.log('First load of / — CSS:');
css.forEach((s) => console.log(row(s)));
console.log(
  `Lazy route chunks (not in the first load): ${lazy.length}, ${kB(sum(lazy, 'gzip'))} gzip in all; largest:`,
);
lazy.slice(0, 3).forEach((s) => console.log(row(s)));

const total = sum(js, 'gzip');
console.log(
  `\nweb first-load JS: ${kB(total)} gzip (${kB(sum(js, 'raw'))} raw, ${kB(sum(js, 'brotli'))} brotli) — target ≤ ${kB(TARGET_GZIP_BYTES)} gzip: ${total <= TARGET_GZIP_BYTES ? 'met' : 'NOT met'}`,
);
