import { afterEach, describe } from 'vitest';
import { tempDir } from '../../../test/support';
import type { FeedbackStore } from './feedback-store';
import { feedbackStoreContract } from './feedback-store-contract';
import { openSqliteFeedbackStore } from './sqlite-feedback-store';

const opened: FeedbackStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

describe('SQLite feedback store', () => {
  feedbackStoreContract(async () => {
    let now = new Date();
    const store = openSqliteFeedbackStore(tempDir(), () => now);
    opened.push(store);
    return { store, setNow: (date) => (now = date) };
  });
});
