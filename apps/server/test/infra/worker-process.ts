// Analysis worker processes for the queue tests: the compiled `npm run worker` entry (dist/worker.js, built by
// the tests' global setup) started as a child process, as a deployment runs it, and stopped after the file.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';
import { builtEntry, SERVER } from '../../../../scripts/build-node';
import { TEST_MODEL_PATH } from '../analysis-app';

export interface WorkerProcess {
  child: ChildProcess;
  pid: number;
  /** Everything it logged so far. */
  output(): string;
  /** Its exit code and signal, once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: WorkerProcess[] = [];
afterAll(async () => {
  for (const worker of started.splice(0))
    if (worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
});

/** Starts a worker on `vars` (REDIS_URL and REDIS_KEY_PREFIX at least) and waits until it takes jobs. */
export async function startWorkerProcess(vars: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', builtEntry(SERVER, 'worker')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      TEXT_MODEL_PATH: TEST_MODEL_PATH,
      ANALYSIS_WORKERS: '1',
      ...vars,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const closed = new Promise((resolve) => child.once('close', resolve));
  const worker: WorkerProcess = { child, pid: child.pid!, output: () => output, exited };
  started.push(worker);
  const deadline = Date.now() + 30_000;
  while (!output.includes('analysis worker ready for jobs')) {
    if (child.exitCode !== null) {
      // Its last words arrive once its pipes close, after the exit.
      await closed;
      throw new Error(`the worker exited (code ${child.exitCode}) at start:\n${output}`);
    }
    if (Date.now() > deadline) throw new Error(`the worker was not ready within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return worker;
}
