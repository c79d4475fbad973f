// Rate-limit counters shared by every instance: @fastify/rate-limit's own Redis store (one Lua INCR + PEXPIRE
// per request, a key per route and client under REDIS_KEY_PREFIX), so N instances together allow what one
// would. While Redis cannot be reached, each instance counts on its own (the plugin's in-memory store) rather
// than refusing every limited request or letting them all through: per-instance limits are what a single
// instance has anyway (docs/decisions/146).
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { connected } from './redis-connection';

type Incr = FastifyRateLimitStore['incr'];
/** What the plugin hands a store's constructor among its settings (its types leave them out). */
interface StoreSettings {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

interface Sharing {
  /** False while Redis is unreachable: count locally without trying it. */
  available(): boolean;
  onFailed(error: Error): void;
}

class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly sharing: Sharing,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    if (!this.sharing.available()) return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.sharing.onFailed(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new SharedOrLocalStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.sharing,
    );
  }
}

/** The `store` option for @fastify/rate-limit. */
export function sharedRateLimitStore(
  redis: Redis,
  keyPrefix: string,
  onFailed: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  const sharing: Sharing = { available: () => connected(redis), onFailed };
  return class extends SharedOrLocalStore {
    constructor(options: FastifyRateLimitOptions & StoreSettings) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, `${keyPrefix}rate-limit:`),
        new LocalStore(continueExceeding, exponentialBackoff),
        sharing,
      );
    }
  };
}
