// Backpressure for answers streamed from an analysis worker (docs/decisions/096). A 100k-review answer is about
// 70 chunks of 1 MB, written far faster than a client reads them; without a limit the main thread buffered
// all of them (the last 75 MB of an upload's peak memory, and a slow client could pin that much per upload).
// The worker now has at most CHUNKS_IN_FLIGHT chunks that the main thread has not yet handed to the socket.

/** Chunks sent but not yet acknowledged, per answer: enough to keep the socket busy between acks. */
export const CHUNKS_IN_FLIGHT = 4;

export class ChunkCredit {
  private unacknowledged = 0;
  private resume: (() => void) | null = null;

  constructor(private readonly limit = CHUNKS_IN_FLIGHT) {}

  /** Counts a chunk as sent; resolves once another may be sent (at once while under the limit). */
  sent(): Promise<void> {
    this.unacknowledged += 1;
    if (this.unacknowledged < this.limit) return Promise.resolve();
    return new Promise((resolve) => (this.resume = resolve));
  }

  /** The main thread has passed one chunk on. */
  acknowledged(): void {
    this.unacknowledged = Math.max(0, this.unacknowledged - 1);
    if (this.resume !== null && this.unacknowledged < this.limit) {
      const resume = this.resume;
      this.resume = null;
      resume();
    }
  }
}
