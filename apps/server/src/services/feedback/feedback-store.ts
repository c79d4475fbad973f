// Where contact-form messages are kept. Routes see only this interface, so a PostgreSQL implementation
// can replace the SQLite one without touching them. Methods are async for that reason, even though
// better-sqlite3 answers synchronously.
import type { FeedbackRecord } from '@reviewsentry/contracts';

export interface NewFeedback {
  name: string;
  email: string;
  message: string;
}

export interface FeedbackPage {
  limit: number;
  offset: number;
}

export interface FeedbackStore {
  add(feedback: NewFeedback): Promise<FeedbackRecord>;
  /** Newest first. */
  list(page: FeedbackPage): Promise<FeedbackRecord[]>;
  close(): Promise<void>;
}
