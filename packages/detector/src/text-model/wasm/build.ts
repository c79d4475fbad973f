// Compiles wasm/scorer.as to scorer.wasm with the pinned AssemblyScript compiler (a devDependency: the run time
// only reads the committed binary). `npm run build:wasm -w @reviewsentry/detector` rewrites the binary;
// wasm-scorer.test.ts compiles in memory and fails if the committed bytes differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

export const SCORER_SOURCE = fileURLToPath(new URL('./scorer.as', import.meta.url));
export const SCORER_BINARY = fileURLToPath(new URL('./scorer.wasm', import.meta.url));

/**
 * The build of record: speed-optimised (-O3), no assertions (the source has none), the stub runtime
 * (the module never allocates: all its memory is static scratch plus the tables placed by reserve()),
 * 128-bit SIMD (in Node since 16.4) for the rolling char hashes.
 */
export async function compileScorer(): Promise<Uint8Array> {
  // compileString takes .ts names; the source is .as so that the repository's tsc/ESLint skip it.
  const result = await asc.compileString(
    { 'scorer.ts': readFileSync(SCORER_SOURCE, 'utf8') },
    { optimizeLevel: 3, shrinkLevel: 0, runtime: 'stub', noAssert: true, enable: ['simd'] },
  );
  if (result.error || !result.binary)
    throw new Error(`AssemblyScript build failed: ${result.stderr.toString()}`);
  return result.binary;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const binary = await compileScorer();
  writeFileSync(SCORER_BINARY, binary);
  console.log(`wrote ${SCORER_BINARY} (${binary.length} bytes)`);
}
