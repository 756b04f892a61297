/**
 * A bounded in-memory cache for public supplier data (config, theme, menus, footer, categories).
 * An entry is fresh for `ttlMs`; after that it is served stale for `staleMs` more while one
 * background refresh runs. Concurrent misses for one key share a single request. Failures are
 * never cached, except where the caller turns a "not found" into a value (negative caching).
 * A policy with no fresh and no stale time (NO_CACHE_POLICY) keeps nothing: only the requests made
 * while a load runs share it.
 */
type Entry<T> = { value: T; freshUntil: number; staleUntil: number };

export type CachePolicy = { ttlMs: number; staleMs: number };

export type SwrCacheOptions = { maxEntries: number; now?: () => number };

export class SwrCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ maxEntries, now = Date.now }: SwrCacheOptions) {
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  async get<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    const now = this.now();
    if (entry && now < entry.freshUntil) {
      this.touch(key, entry);
      return entry.value;
    }
    if (entry && now < entry.staleUntil) {
      this.touch(key, entry);
      this.refresh(key, policy, load).catch(() => undefined);
      return entry.value;
    }
    return this.refresh(key, policy, load);
  }

  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
  }

  private refresh<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const request = load()
      .then((value) => {
        const now = this.now();
        if (policy.ttlMs + policy.staleMs > 0) {
          this.store(key, { value, freshUntil: now + policy.ttlMs, staleUntil: now + policy.ttlMs + policy.staleMs });
        } else {
          this.entries.delete(key);
        }
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  private touch<T>(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store<T>(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** Public supplier data: fresh for a minute, served stale for ten more while it refreshes. */
export const SUPPLIER_DATA_POLICY: CachePolicy = { ttlMs: 60_000, staleMs: 600_000 };

/** Nothing kept (PUBLIC_CACHE=false): concurrent requests for one key still share a single load. */
export const NO_CACHE_POLICY: CachePolicy = { ttlMs: 0, staleMs: 0 };

export const supplierDataCache = new SwrCache({ maxEntries: 2_000 });
