// Pages are read by few workers (PAGE_READ_WORKERS, 1 by default), each page for up to its budget (5 s). In one
// first-come queue, a client sending pages built to use their whole budget put every other client's page behind
// all of theirs: six such pages made an ordinary link analysis wait 25 s and fail with 504 timeout. Here each
// client's pages wait in a line of their own and enter the shared queue one at a time, so another client's page
// waits behind at most one page of each client ahead of it (docs/decisions/115-page-reading-budget.md).
import type { PageReader } from '@reviewsentry/scraper';

export interface ClientLines {
  /** A reader whose pages are read one after another, in order, and one at a time among `client`'s. */
  forClient(client: string): PageReader;
  /** Clients with a page being read or waiting (for tests and stats). */
  readonly clients: number;
}

export function createClientLines(reader: PageReader): ClientLines {
  /** The end of each client's line: settles when the client's last page so far has been read. */
  const tails = new Map<string, Promise<unknown>>();

  function inLine<T>(client: string, read: () => Promise<T>): Promise<T> {
    const ahead = tails.get(client) ?? Promise.resolve();
    // After the page ahead, however it ended: one client's failed page must not fail the next.
    const result = ahead.then(read, read);
    const tail = result.catch(() => undefined);
    tails.set(client, tail);
    void tail.then(() => {
      if (tails.get(client) === tail) tails.delete(client);
    });
    return result;
  }

  return {
    forClient: (client) => ({
      read: (request) => inLine(client, () => reader.read(request)),
      errorPageBlock: (request) => inLine(client, () => reader.errorPageBlock(request)),
    }),
    get clients() {
      return tails.size;
    },
  };
}
