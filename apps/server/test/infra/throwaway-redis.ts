// A Redis server of the tests' own: Debian's redis-server started as a child process on a free loopback port,
// with a password, no persistence (--save '' and no append-only file) and its working folder in a temporary
// folder; never the system's service.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

export interface ThrowawayRedis {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const READY_WITHIN_MS = 15_000;

async function answersPing(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function startThrowawayRedis(
  redisServer: string,
  folder: string,
): Promise<ThrowawayRedis> {
  const port = await freePort();
  const password = randomBytes(18).toString('base64url');
  const child = spawn(
    redisServer,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      folder,
      '--requirepass',
      password,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://:${password}@127.0.0.1:${port}`;

  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`redis-server exited before it was ready:\n${output.trim()}`);
    if (await answersPing(url)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `redis-server did not answer within ${READY_WITHIN_MS} ms:\n${output.trim()}`,
      );
    }
    await sleep(50);
  }

  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
