// One Guardian fixture and one real server for the whole run, on loopback only, with a fresh data folder.
// The news tests that need a cold news cache start their own pair (see news.spec.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGuardianFixture } from '@reviewsentry/test-support/guardian';
import { startAppServer } from './app-server';
import { E2E_ADMIN_TOKEN, E2E_PORT } from './constants';
import { OFFLINE_SHOP_HOST, SHOP_HOST, startToolShop } from './tool-shop';

export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reviewsentry-e2e-'));
  const guardian = await startGuardianFixture({ mode: 'ok' });
  // The link tab's shop, reached through the scraper's test hooks (loopback only).
  const shop = await startToolShop();
  const server = await startAppServer({
    port: E2E_PORT,
    env: {
      DATA_DIR: dataDir,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      GUARDIAN_API_URL: guardian.url,
      // Many tests submit the form from one address; the limit itself is covered by server tests.
      FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
      ANALYZE_RATE_LIMIT_PER_MINUTE: '1000',
      REPORT_RATE_LIMIT_PER_MINUTE: '1000',
      // The link tab's example link reads our own demo shop page.
      DEMO_SHOP: 'true',
      SCRAPER_ALLOW_PRIVATE_NETWORK: 'true',
      // OFFLINE_SHOP_HOST points at a loopback port nothing listens on: a shop that cannot be reached.
      SCRAPER_RESOLVE: `${SHOP_HOST}=127.0.0.1:${shop.port},${OFFLINE_SHOP_HOST}=127.0.0.1:1`,
    },
  });

  return async () => {
    await server.stop();
    await guardian.close();
    await shop.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
