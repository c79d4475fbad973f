import { describe } from 'vitest';
import { freshMigratedPool } from '../../../test/infra/services';
import { PostgresReportStore } from './postgres-report-store';
import { reportStoreContract } from './report-store-contract';

describe('PostgreSQL report store', () => {
  // A database of its own for each test, as the SQLite store gets a file of its own.
  reportStoreContract(async () => new PostgresReportStore(await freshMigratedPool()));
});
