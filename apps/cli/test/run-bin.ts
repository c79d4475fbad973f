// Runs the real CLI (node apps/cli/bin/reviewsentry.js) as a child process, asynchronously so that a fixture server
// in the test process can answer it, with a hard time limit.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export function runBin(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  // A clean environment: nothing from the test runner's colour or scraper settings leaks into the child.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(SCRAPER_|NO_COLOR$|FORCE_COLOR$|REVIEWSENTRY_)/.test(k),
    ),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: { ...inherited, ...options.env },
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
