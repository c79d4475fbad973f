// Compiles wasm/scorer.as to scorer.wasm (and signals/wasm/shingle-index.as beside it) with the pinned AssemblyScript compiler (a devDependency:
// the run time only reads the committed binary). `npm run build:wasm -w @reviewsentry/detector`
// rewrites the binary; wasm-scorer.test.ts compiles in memory and fails if the committed bytes differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

export const SCORER_SOURCE = fileURLToPath(new URL('./scorer.as', import.meta.url));
export const SCORER_BINARY = fileURLToPath(new URL('./scorer.wasm', import.meta.url));
/** The duplicate search's shingle index (signals/wasm, docs/decisions/049), built the same way. */
export const SHINGLE_INDEX_SOURCE = fileURLToPath(
  new URL('../../signals/wasm/shingle-index.as', import.meta.url),
);
export const SHINGLE_INDEX_BINARY = fileURLToPath(
  new URL('../../signals/wasm/shingle-index.wasm', import.meta.url),
);

/** The analyzer's word scanner (text/wasm, docs/decisions/092), built the same way. */
export const WORD_SCANNER_SOURCE = fileURLToPath(
  new URL('../../text/wasm/word-scanner.as', import.meta.url),
);
export const WORD_SCANNER_BINARY = fileURLToPath(
  new URL('../../text/wasm/word-scanner.wasm', import.meta.url),
);

/**
 * The build of record: speed-optimised (-O3), no assertions (the source has none), the stub runtime
 * (the module never allocates: all its memory is static scratch plus the tables placed by reserve()),
 * 128-bit SIMD (in Node since 16.4) for the rolling char hashes.
 */
export async function compileScorer(): Promise<Uint8Array> {
  return compileAssemblyScript(SCORER_SOURCE);
}

/** compileScorer's build of record for signals/wasm/shingle-index.as. */
export async function compileShingleIndex(): Promise<Uint8Array> {
  // Its memory is imported: small builds reuse one memory per thread (signals/shingle-index-wasm.ts).
  return compileAssemblyScript(SHINGLE_INDEX_SOURCE, { importMemory: true });
}

/** compileScorer's build of record for text/wasm/word-scanner.as. */
export async function compileWordScanner(): Promise<Uint8Array> {
  return compileAssemblyScript(WORD_SCANNER_SOURCE);
}

async function compileAssemblyScript(
  source: string,
  extra: { importMemory?: boolean } = {},
): Promise<Uint8Array> {
  // compileString takes .ts names; the source is .as so that the repository's tsc/ESLint skip it.
  const result = await asc.compileString(
    { 'scorer.ts': readFileSync(source, 'utf8') },
    {
      optimizeLevel: 3,
      shrinkLevel: 0,
      runtime: 'stub',
      noAssert: true,
      enable: ['simd'],
      ...extra,
    },
  );
  if (result.error || !result.binary)
    throw new Error(`AssemblyScript build failed: ${result.stderr.toString()}`);
  return result.binary;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [compile, path] of [
    [compileScorer, SCORER_BINARY],
    [compileShingleIndex, SHINGLE_INDEX_BINARY],
    [compileWordScanner, WORD_SCANNER_BINARY],
  ] as const) {
    const binary = await compile();
    writeFileSync(path, binary);
    console.log(`wrote ${path} (${binary.length} bytes)`);
  }
}
