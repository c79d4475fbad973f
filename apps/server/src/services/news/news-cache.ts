// Where the news service keeps its last good answer and the time of its last failed refresh: in this process by
// default, in Redis when REDIS_URL is set (shared-state/redis-news-cache.ts), so that every instance serves the
// same news and honours the same cool-down after an upstream failure.
import type { NewsItem } from '@reviewsentry/contracts';

export interface NewsSnapshot {
  results: NewsItem[];
  /** Epoch milliseconds. */
  fetchedAt: number;
}

export interface NewsCacheState {
  last?: NewsSnapshot;
  /** Epoch milliseconds of the last failed refresh, while it still matters. */
  lastFailureAt?: number;
}

export interface NewsCache {
  read(): Promise<NewsCacheState>;
  saveResults(snapshot: NewsSnapshot): Promise<void>;
  /** `coolDownMs`: how long the failure matters (a shared store may forget it after that). */
  saveFailure(at: number, coolDownMs: number): Promise<void>;
}

export function createMemoryNewsCache(): NewsCache {
  const state: NewsCacheState = {};
  return {
    async read() {
      return { ...state };
    },
    async saveResults(snapshot) {
      state.last = snapshot;
    },
    async saveFailure(at) {
      state.lastFailureAt = at;
    },
  };
}
