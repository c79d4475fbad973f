// A PostgreSQL server of the tests' own: a fresh cluster made by initdb in a temporary folder and started by
// pg_ctl on a free loopback port, never the system's service. Durability is switched off (nothing in it outlives
// the run). PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user that Debian's
// package creates.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

export const POSTGRES_TEST_USER = 'reviewsentry';

interface ClusterOwner {
  uid: number;
  gid: number;
  /** Command prefix that runs a program as the owner. */
  prefix: string[];
}

async function clusterOwner(): Promise<ClusterOwner> {
  if (process.getuid?.() !== 0) {
    const me = userInfo();
    return { uid: me.uid, gid: me.gid, prefix: [] };
  }
  const id = async (flag: string) => {
    try {
      return Number((await run('id', [flag, 'postgres'])).stdout.trim());
    } catch {
      throw new Error(
        "Running as root, the throwaway PostgreSQL must belong to the `postgres` user that Debian's " +
          'postgresql package creates, and there is no such user here.',
      );
    }
  };
  return { uid: await id('-u'), gid: await id('-g'), prefix: ['runuser', '-u', 'postgres', '--'] };
}

async function runAs(owner: ClusterOwner, program: string, args: string[]): Promise<void> {
  const [command, ...rest] = [...owner.prefix, program, ...args];
  try {
    await run(command!, rest, { timeout: 60_000 });
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${path.basename(program)} failed: ${(output.stderr || output.stdout || String(error)).trim()}`,
    );
  }
}

export interface ThrowawayPostgres {
  /** A superuser connection URL for the maintenance database `postgres`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Makes and starts a cluster in `folder` (which must exist and be empty of a cluster). */
export async function startThrowawayPostgres(
  binDir: string,
  folder: string,
): Promise<ThrowawayPostgres> {
  const owner = await clusterOwner();
  const data = path.join(folder, 'pg-data');
  const passwordFile = path.join(folder, 'pg-password');
  const password = randomBytes(18).toString('base64url');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  chownSync(folder, owner.uid, owner.gid);
  chownSync(passwordFile, owner.uid, owner.gid);

  await runAs(owner, path.join(binDir, 'initdb'), [
    '--pgdata',
    data,
    '--username',
    POSTGRES_TEST_USER,
    '--pwfile',
    passwordFile,
    '--auth',
    'scram-sha-256',
    '--encoding',
    'UTF8',
    '--locale',
    'C',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${folder}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = path.join(binDir, 'pg_ctl');
  await runAs(owner, pgCtl, [
    'start',
    '--pgdata',
    data,
    '--log',
    path.join(folder, 'postgres.log'),
    '--wait',
    '--timeout',
    '60',
    '-o',
    serverOptions,
  ]);

  let stopped = false;
  return {
    url: `postgres://${POSTGRES_TEST_USER}:${password}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopPostgresCluster(binDir, data);
    },
  };
}

/** Stops the cluster in `data` at once (its contents are thrown away), if it is running. */
export async function stopPostgresCluster(binDir: string, data: string): Promise<void> {
  if (!existsSync(path.join(data, 'postmaster.pid'))) return;
  const owner = await clusterOwner();
  await runAs(owner, path.join(binDir, 'pg_ctl'), [
    'stop',
    '--pgdata',
    data,
    '--mode',
    'immediate',
    '--wait',
  ]);
}
