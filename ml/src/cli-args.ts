// Minimal --flag value parsing for the ml command-line tools (validated by each tool's zod schema).
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
