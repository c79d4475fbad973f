// Two ways to run the CLI in tests. `runCli` runs the command in this process through the same `runCli(io)` that
// the compiled entry calls, with the process edges (argv, environment, standard streams) as plain values: most
// tests use it. `runBin` starts the built command (`node apps/cli/bin/reviewsentry.js`, compiled by the project's
// global setup) as a child process, for the few end-to-end checks of real streams and exit codes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli as run } from '../src/cli';

export const CLI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = path.join(CLI_DIR, 'bin', 'reviewsentry.js');
export const REPO_ROOT = path.resolve(CLI_DIR, '../..');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Record<string, string>;
  cwd?: string;
  stdin?: string | Buffer;
  timeoutMs?: number;
}

/** The test runner's environment without the settings the CLI reads (colour, scraper, debug). */
function cleanEnv(extra: Record<string, string> = {}): Record<string, string | undefined> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(SCRAPER_|NO_COLOR$|FORCE_COLOR$|REVIEWSENTRY_)/.test(k),
    ),
  );
  return { ...inherited, ...extra };
}

export async function runCli(
  args: readonly string[],
  options: RunOptions = {},
): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const stdin = options.stdin ?? '';
  const code = await run({
    argv: args,
    env: cleanEnv(options.env),
    cwd: options.cwd ?? REPO_ROOT,
    stdoutIsTTY: false,
    stdin: (async function* () {
      yield typeof stdin === 'string' ? Buffer.from(stdin, 'utf8') : stdin;
    })(),
    out: async (text) => void (stdout += text),
    err: async (text) => void (stderr += text),
    signal: new AbortController().signal,
  });
  return { code, stdout, stderr };
}

export function runBin(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: cleanEnv(options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `reviewsentry ${args.join(' ')} took longer than ${options.timeoutMs ?? 45_000} ms\n${stderr}`,
        ),
      );
    }, options.timeoutMs ?? 45_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.stdin ?? '');
  });
}
