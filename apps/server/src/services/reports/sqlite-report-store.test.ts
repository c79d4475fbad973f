import { afterEach, describe } from 'vitest';
import { tempDir } from '../../../test/support';
import type { ReportStore } from './report-store';
import { reportStoreContract } from './report-store-contract';
import { openSqliteReportStore } from './sqlite-report-store';

const opened: ReportStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

describe('SQLite report store', () => {
  reportStoreContract(async () => {
    const store = openSqliteReportStore(tempDir());
    opened.push(store);
    return store;
  });
});
