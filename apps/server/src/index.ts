export { buildApp } from './app';
export { loadEnv, type AppConfig } from './config/env';
export {
  startGuardianFixture,
  GUARDIAN_REAL_RESPONSE,
  type GuardianFixture,
  type GuardianFixtureMode,
  type GuardianFixtureOptions,
} from './dev-fixtures/guardian-fixture-server';
