// How many of one thing each client (plugins/client-key.ts) holds at once — open connections, uploads in flight,
// report reads in flight — so that every such bound is kept the same way: taken when it starts, given back once
// when it ends, whatever happens in between.
export class PerClientCount {
  private readonly counts = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** One more for `client`, and the function that gives it back; null when the client already holds `limit`. */
  take(client: string): (() => void) | null {
    const count = this.counts.get(client) ?? 0;
    if (count >= this.limit) return null;
    this.counts.set(client, count + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.counts.get(client) ?? 1) - 1;
      if (left <= 0) this.counts.delete(client);
      else this.counts.set(client, left);
    };
  }
}
