// Starts the throwaway PostgreSQL and Redis that the server's infrastructure tests share, in one temporary folder
// marked with the owning process, and stops them. A run that was killed before its teardown leaves its servers
// behind; the next start stops and removes those whose owner is gone, so a shared machine does not fill up.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireServiceBinaries } from './service-binaries';
import { startThrowawayPostgres, stopPostgresCluster } from './throwaway-postgres';
import { startThrowawayRedis } from './throwaway-redis';

const FOLDER_PREFIX = 'reviewsentry-test-services-';
const OWNER_FILE = 'owner.json';

interface OwnerRecord {
  ownerPid: number;
  redisPid?: number;
}

export interface TestServices {
  /** Superuser URL of the throwaway PostgreSQL's maintenance database. */
  postgresUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isRedisProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('redis-server');
  } catch {
    return false;
  }
}

async function removeAbandoned(postgresBinDir: string): Promise<void> {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(FOLDER_PREFIX)) continue;
    const folder = path.join(tmpdir(), name);
    let owner: OwnerRecord;
    try {
      owner = JSON.parse(readFileSync(path.join(folder, OWNER_FILE), 'utf8')) as OwnerRecord;
    } catch {
      continue; // Being set up right now, or not ours to judge.
    }
    if (alive(owner.ownerPid)) continue;
    try {
      await stopPostgresCluster(postgresBinDir, path.join(folder, 'pg-data'));
      if (owner.redisPid && alive(owner.redisPid) && isRedisProcess(owner.redisPid))
        process.kill(owner.redisPid, 'SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    } catch (error) {
      console.warn(`Could not clean up abandoned test services in ${folder}: ${String(error)}`);
    }
  }
}

export async function startTestServices(): Promise<TestServices> {
  const { postgresBinDir, redisServer } = requireServiceBinaries();
  await removeAbandoned(postgresBinDir);
  const folder = mkdtempSync(path.join(tmpdir(), FOLDER_PREFIX));
  const record = (extra: Partial<OwnerRecord>) =>
    writeFileSync(
      path.join(folder, OWNER_FILE),
      JSON.stringify({ ownerPid: process.pid, ...extra } satisfies OwnerRecord),
    );
  const cleanUp = () => {
    if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
  };
  record({});

  const redis = await startThrowawayRedis(redisServer, folder).catch((error: unknown) => {
    cleanUp();
    throw error;
  });
  record({ redisPid: redis.pid });
  const postgres = await startThrowawayPostgres(postgresBinDir, folder).catch(
    async (error: unknown) => {
      await redis.stop();
      cleanUp();
      throw error;
    },
  );

  return {
    postgresUrl: postgres.url,
    redisUrl: redis.url,
    async stop() {
      await Promise.allSettled([postgres.stop(), redis.stop()]);
      cleanUp();
    },
  };
}
