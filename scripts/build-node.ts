// `npm run build` (Node half): compiles the server, its analysis worker and the CLI to JavaScript with esbuild
// (docs/decisions/120-build-step.md). Each entry becomes one ESM file holding our own TypeScript (the apps and
// the workspace packages); third-party packages stay imports that Node resolves from node_modules at run time.
//
//   npx tsx scripts/build-node.ts            server and CLI
//   npx tsx scripts/build-node.ts --watch    the same, rebuilt on every change (npm run dev)
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Target {
  /** Entry name (the output file's name without .js) -> TypeScript source, relative to the repository. */
  entries: Record<string, string>;
  outdir: string;
}

/**
 * `node apps/server/dist/main.js` runs the server; its pools start workers from analysis-worker.js and
 * page-worker.js; `npm run migrate` runs migrate.js; `npm run worker` runs worker.js (an analysis worker
 * process).
 */
export const SERVER: Target = {
  entries: {
    main: 'apps/server/src/main.ts',
    'analysis-worker': 'apps/server/src/services/analysis/analysis-worker.ts',
    'page-worker': 'apps/server/src/services/page-reading/page-worker.ts',
    worker: 'apps/server/src/worker.ts',
    migrate: 'apps/server/src/migrate.ts',
  },
  outdir: 'apps/server/dist',
};

/** `apps/cli/bin/reviewsentry.js` imports it. */
export const CLI: Target = { entries: { main: 'apps/cli/src/main.ts' }, outdir: 'apps/cli/dist' };

/** Every import that is neither relative nor one of our workspace packages: Node loads it at run time. */
const thirdPartyExternal: esbuild.Plugin = {
  name: 'third-party-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@reviewsentry/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A bundle is one module, so `import.meta.url` would name the bundle in every source file. Our files use it to
 * find what lies beside them in the repository (the text model, the WebAssembly modules, the built SPA, the
 * analysis worker); each keeps naming its own source file, as a path relative to the bundle, so the checkout
 * can move as a whole.
 */
function ownImportMetaUrl(outdir: string): esbuild.Plugin {
  return {
    name: 'own-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
      });
    },
  };
}

function options(target: Target): esbuild.BuildOptions {
  const outdir = path.join(repoRoot, target.outdir);
  return {
    entryPoints: Object.fromEntries(
      Object.entries(target.entries).map(([name, source]) => [name, path.join(repoRoot, source)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [thirdPartyExternal, ownImportMetaUrl(outdir)],
  };
}

export async function build(target: Target): Promise<void> {
  await esbuild.build(options(target));
}

/** Where a built entry lies, e.g. `builtEntry(SERVER, 'main')`. */
export function builtEntry(target: Target, name: string): string {
  return path.join(repoRoot, target.outdir, `${name}.js`);
}

async function main(): Promise<void> {
  const targets = [SERVER, CLI];
  if (!process.argv.includes('--watch')) {
    await Promise.all(targets.map(build));
    return;
  }
  const contexts = await Promise.all(targets.map((target) => esbuild.context(options(target))));
  await Promise.all(contexts.map((context) => context.watch()));
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) await main();
