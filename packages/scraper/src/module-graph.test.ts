// The scraper's modules depend one way: no module reaches itself through the values it imports. A cycle makes
// the order modules are evaluated in decide whether an imported value is defined yet, and marks a piece two
// modules share that wants a home of its own. Type-only imports are erased at run time and not counted.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
// `import { a, type B } from './x'` and `export { a } from './x'`; not `import type …`.
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\s)[^;'"]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function valueImports(file: string): string[] {
  const imports: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
    const target = resolve(dirname(file), match[1]!);
    const found = [`${target}.ts`, join(target, 'index.ts')].find((path) => existsSync(path));
    if (found) imports.push(found);
  }
  return imports;
}

/** Every cycle of the graph, each once, as the path from its first module back to it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      found.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

describe('the scraper’s module graph', () => {
  it('has no import cycle', () => {
    const graph = new Map(sourceFiles(SRC).map((file) => [file, valueImports(file)]));
    expect(graph.size).toBeGreaterThan(50);
    expect(cycles(graph).map((cycle) => cycle.map((file) => relative(SRC, file)))).toEqual([]);
  });
});
