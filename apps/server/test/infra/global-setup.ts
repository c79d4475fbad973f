// Global setup of the server's infrastructure tests (vitest.infra.config.ts): one throwaway PostgreSQL and one
// throwaway Redis for the whole run, handed to the test files through vitest's provide/inject. Each test file
// makes its own database and Redis key prefix in them (./services.ts), so files running side by side never meet.
import type { TestProject } from 'vitest/node';
import { startTestServices } from './test-services';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    redisUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const services = await startTestServices();
  project.provide('postgresUrl', services.postgresUrl);
  project.provide('redisUrl', services.redisUrl);
  return () => services.stop();
}
