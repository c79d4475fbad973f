// Each extraction layer reads the page on its own (docs/decisions/166): one that throws on a part of the page it
// cannot handle counts as having read nothing and is named, so the reviews the other layers read are kept. A
// ScrapeError is a verdict on the whole page (too complex to read) and still ends it.
import { ScrapeError } from '../errors';

export interface LayerGuard {
  /** The layer's reading of the page, or `fallback` when it throws. */
  read: <T>(name: string, fallback: T, layer: () => T) => T;
  /** The layers that threw, each once, in the order they failed. */
  failed: () => string[];
}

export function layerGuard(): LayerGuard {
  const failed = new Set<string>();
  return {
    read: (name, fallback, layer) => {
      try {
        return layer();
      } catch (error) {
        if (error instanceof ScrapeError) throw error;
        failed.add(name);
        return fallback;
      }
    },
    failed: () => [...failed],
  };
}
