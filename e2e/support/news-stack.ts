// A Guardian fixture plus a server of our own, for tests that need a cold news cache and control over
// what the upstream answers (the shared server in global-setup has already cached a good answer).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGuardianFixture, type GuardianFixture } from '@reviewsentry/test-support/guardian';
import { startAppServer, type AppServer } from './app-server';

async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

export interface NewsStack {
  guardian: GuardianFixture;
  server: AppServer;
  close(): Promise<void>;
}

export async function startNewsStack(options: { responseFile?: string } = {}): Promise<NewsStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reviewsentry-e2e-news-'));
  const guardian = await startGuardianFixture({ mode: 'ok', ...options });
  const server = await startAppServer({
    port: await freeLoopbackPort(),
    env: {
      DATA_DIR: dataDir,
      GUARDIAN_API_URL: guardian.url,
      // Short cache so that a change of upstream mode is seen within a test.
      NEWS_CACHE_TTL_SECONDS: '1',
    },
  });
  return {
    guardian,
    server,
    async close() {
      await server.stop();
      await guardian.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
