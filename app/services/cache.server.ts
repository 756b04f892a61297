/**
 * A bounded in-memory cache for public supplier data (config, theme, menus, footer, categories).
 * An entry is fresh for `ttlMs`; after that it is served stale for `staleMs` more while one
 * background refresh runs. Concurrent misses for one key share a single request. Failures are
 * never cached, except where the caller turns a "not found" into a value (negative caching).
 * A policy with no fresh and no stale time (NO_CACHE_POLICY) keeps nothing: only the requests made
 * while a load runs share it. A shared slot (the Redis tier every instance reads, ADR 0055) is asked
 * before the load and given what it loaded: what another instance loaded while fresh is not asked
 * again.
 */
type Entry<T> = { value: T; freshUntil: number; staleUntil: number };

/** One key's entry kept for every instance, behind this process's: never fails (null when it cannot answer in time). */
export type SharedSlot<T> = {
  /** The value another instance loaded, and until when (ms since the epoch) it is fresh; null when none (or not of the load's shape). */
  read(): Promise<{ value: T; freshUntil: number } | null>;
  /** Keeps a value just loaded, fresh until `freshUntil`, for the other instances; does not wait. */
  write(value: T, freshUntil: number): void;
};

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

  async get<T>(
    key: string,
    policy: CachePolicy,
    load: () => Promise<T>,
    shared: SharedSlot<T> | null = null,
  ): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    const now = this.now();
    if (entry && now < entry.freshUntil) {
      this.touch(key, entry);
      return entry.value;
    }
    if (entry && now < entry.staleUntil) {
      this.touch(key, entry);
      this.refresh(key, policy, load, shared).catch(() => undefined);
      return entry.value;
    }
    return this.refresh(key, policy, load, shared);
  }

  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
  }

  private refresh<T>(
    key: string,
    policy: CachePolicy,
    load: () => Promise<T>,
    shared: SharedSlot<T> | null,
  ): Promise<T> {
    const pending = this.inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const loaded = async (): Promise<T> => {
      const value = await load();
      const now = this.now();
      if (policy.ttlMs + policy.staleMs > 0) {
        this.store(key, { value, freshUntil: now + policy.ttlMs, staleUntil: now + policy.ttlMs + policy.staleMs });
        shared?.write(value, now + policy.ttlMs);
      } else {
        this.entries.delete(key);
      }
      return value;
    };
    const request = (
      shared && policy.ttlMs > 0
        ? this.fromShared(key, policy, shared).then((found) => (found ? found.value : loaded()))
        : loaded()
    ).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  /** The shared slot's value while fresh, kept here until then (and stale after it as any entry); null otherwise. */
  private async fromShared<T>(key: string, policy: CachePolicy, shared: SharedSlot<T>): Promise<{ value: T } | null> {
    const found = await shared.read();
    const now = this.now();
    if (!found || found.freshUntil <= now) return null;
    const freshUntil = Math.min(found.freshUntil, now + policy.ttlMs);
    this.store(key, { value: found.value, freshUntil, staleUntil: freshUntil + policy.staleMs });
    return found;
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
