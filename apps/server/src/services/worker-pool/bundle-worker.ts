// A worker entry and everything it imports as one plain-JavaScript script, built in memory with esbuild when the
// server starts (docs/decisions/087). A worker started from it needs no TypeScript loader: tsx's loader costs
// each worker its own module-hooks thread (another V8 isolate) and a compile of every source file, about 20 MB
// of RSS and most of a second per worker, which is what kept two workers over the 100k upload's memory target.
// There is no build step in this repo, so the bundle is made at run time from the same sources tsx would run.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/**
 * Every module keeps seeing its own source file as `import.meta.url` (the detector finds its model artifact
 * from it). A CommonJS bundle has no import.meta, and one URL for the whole bundle would be the wrong file.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(build) {
    // esbuild runs the filter in Go: no `u` flag.
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return {
        contents: source.replaceAll('import.meta.url', url),
        loader: /\.[cm]?ts$/u.test(args.path) ? 'ts' : 'js',
      };
    });
  },
};

const bundles = new Map<string, Promise<string>>();
let building = 0;

/**
 * The entry module and its imports (our packages and third-party ones; Node's built-ins stay `require`s) as
 * CommonJS source for `new Worker(code, { eval: true })`. Built once per process and entry; rejects when
 * esbuild is missing or the sources do not bundle, and the caller falls back to tsx.
 */
export function bundleWorker(entry: URL): Promise<string> {
  let bundle = bundles.get(entry.href);
  if (bundle === undefined) {
    bundle = build(entry);
    bundles.set(entry.href, bundle);
  }
  return bundle;
}

async function build(entry: URL): Promise<string> {
  const esbuild = await import('esbuild');
  building += 1;
  try {
    const result = await esbuild.build({
      entryPoints: [fileURLToPath(entry)],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      plugins: [ownImportMetaUrl],
    });
    const code = result.outputFiles[0]?.text;
    if (code === undefined) throw new Error('esbuild produced no output');
    return code;
  } finally {
    // esbuild's service is a child process of its own; nothing else here needs it once the bundles exist.
    building -= 1;
    if (building === 0) await esbuild.stop();
  }
}
