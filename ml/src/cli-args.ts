// Minimal --flag value parsing for the ml command-line tools (validated by each tool's zod schema).
import path from 'node:path';
import { z } from 'zod';
export function parseFlags(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--'))
      throw new Error(`Unexpected argument "${arg}"; options look like --name value.`);
    const eq = arg.indexOf('=');
    if (eq > 0) out[arg.slice(2, eq)] = arg.slice(eq + 1);
    else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) out[arg.slice(2)] = 'true';
      else {
        out[arg.slice(2)] = next;
        i++;
      }
    }
  }
  return out;
}

/**
 * Resolves a path given on the command line. `npm run <script>` runs the ml tools inside ml/, so a
 * relative path is taken from where the user typed the command: npm puts that directory in INIT_CWD.
 * Without INIT_CWD (the tool run directly with tsx) it is relative to the process's working directory.
 */
export function resolveUserPath(
  p: string,
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): string {
  return path.resolve(env.INIT_CWD || cwd, p);
}

/** A zod flag holding a path typed by the user (resolved by resolveUserPath), with a default path. */
export function userPathFlag(defaultPath: string) {
  return z
    .string()
    .transform((p) => resolveUserPath(p))
    .default(defaultPath);
}
