import { describe } from 'vitest';
import { freshMigratedPool } from '../../../test/infra/services';
import { feedbackStoreContract } from './feedback-store-contract';
import { PostgresFeedbackStore } from './postgres-feedback-store';

describe('PostgreSQL feedback store', () => {
  // A database of its own for each test, as the SQLite store gets a file of its own.
  feedbackStoreContract(async () => {
    const pool = await freshMigratedPool();
    let now = new Date();
    return { store: new PostgresFeedbackStore(pool, () => now), setNow: (date) => (now = date) };
  });
});
