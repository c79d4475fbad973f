// Where Debian's PostgreSQL and Redis servers are, and the exact instruction when they are not. Debian keeps
// initdb and pg_ctl under /usr/lib/postgresql/<major>/bin, off the PATH.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const INSTALL_INSTRUCTION =
  'Install them as root with:  apt-get update && apt-get install -y postgresql redis-server' +
  '  (or run `bash scripts/ensure-services.sh` as root, as `npm test` does)';

export class MissingServiceError extends Error {
  constructor(missing: readonly string[]) {
    super(
      `The server's PostgreSQL and Redis tests start throwaway servers from Debian's packages, and ` +
        `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not installed.\n${INSTALL_INSTRUCTION}`,
    );
    this.name = 'MissingServiceError';
  }
}

function onPath(command: string): string | undefined {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** The folder holding initdb and pg_ctl: the newest Debian major version, else the PATH's. */
export function findPostgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return path.join(root, majors[0], 'bin');
  }
  const initdb = onPath('initdb');
  return initdb && existsSync(path.join(path.dirname(initdb), 'pg_ctl'))
    ? path.dirname(initdb)
    : undefined;
}

export function findRedisServer(): string | undefined {
  return onPath('redis-server');
}

export interface ServiceBinaries {
  postgresBinDir: string;
  redisServer: string;
}

export function requireServiceBinaries(): ServiceBinaries {
  const postgresBinDir = findPostgresBinDir();
  const redisServer = findRedisServer();
  const missing = [
    ...(postgresBinDir ? [] : ['postgresql']),
    ...(redisServer ? [] : ['redis-server']),
  ];
  if (!postgresBinDir || !redisServer) throw new MissingServiceError(missing);
  return { postgresBinDir, redisServer };
}
