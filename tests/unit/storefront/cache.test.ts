import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedForGuest, cachedPublic, type PublicStore } from "~/services/api/public-cache.server";
import { NO_CACHE_POLICY, SUPPLIER_DATA_POLICY, SwrCache } from "~/services/cache.server";
import { parseEnv, setEnv } from "~/services/env.server";

// docs/rules/architecture.md "Speed": "Supplier config, theme, menus, footer and categories are cached per supplier
// with a TTL and stale-while-revalidate, sharing in-flight promises."
const POLICY = { ttlMs: 1_000, staleMs: 5_000 };

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (a background refresh) run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("SwrCache", () => {
  it("loads on a miss and serves a fresh hit without loading again", async () => {
    const time = clock();
    const cache = new SwrCache({ maxEntries: 10, now: time.now });
    const load = vi.fn(async () => "config v1");
    expect(await cache.get("config:aurora", POLICY, load)).toBe("config v1");
    time.advance(POLICY.ttlMs - 1);
    expect(await cache.get("config:aurora", POLICY, load)).toBe("config v1");
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });

  it("keeps keys apart", async () => {
    const cache = new SwrCache({ maxEntries: 10, now: clock().now });
    expect(await cache.get("theme:a", POLICY, async () => "A")).toBe("A");
    expect(await cache.get("theme:b", POLICY, async () => "B")).toBe("B");
    expect(await cache.get("theme:a", POLICY, async () => "other")).toBe("A");
  });

  it("serves a stale value at once and refreshes it once in the background", async () => {
    const time = clock();
    const cache = new SwrCache({ maxEntries: 10, now: time.now });
    let version = 1;
    const refresh = deferred<string>();
    const load = vi.fn(async () => (version === 1 ? "v1" : refresh.promise));
    expect(await cache.get("k", POLICY, load)).toBe("v1");

    version = 2;
    time.advance(POLICY.ttlMs); // no longer fresh, still within the stale window
    expect(await cache.get("k", POLICY, load)).toBe("v1");
    expect(await cache.get("k", POLICY, load)).toBe("v1");
    expect(await cache.get("k", POLICY, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2); // the first load plus exactly one background refresh

    refresh.resolve("v2");
    await settle();
    expect(await cache.get("k", POLICY, load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a failed background refresh keeps serving the stale value and tries again next time", async () => {
    const time = clock();
    const cache = new SwrCache({ maxEntries: 10, now: time.now });
    const load = vi
      .fn()
      .mockResolvedValueOnce("v1")
      .mockRejectedValueOnce(new Error("upstream down"))
      .mockResolvedValueOnce("v3");
    expect(await cache.get("k", POLICY, load)).toBe("v1");
    time.advance(POLICY.ttlMs + 10);
    expect(await cache.get("k", POLICY, load)).toBe("v1");
    await settle();
    expect(await cache.get("k", POLICY, load)).toBe("v1");
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    expect(await cache.get("k", POLICY, load)).toBe("v3");
  });

  it("past the stale window, waits for a new load instead of serving the old value", async () => {
    const time = clock();
    const cache = new SwrCache({ maxEntries: 10, now: time.now });
    const load = vi.fn().mockResolvedValueOnce("old").mockResolvedValueOnce("new");
    await cache.get("k", POLICY, load);
    time.advance(POLICY.ttlMs + POLICY.staleMs);
    expect(await cache.get("k", POLICY, load)).toBe("new");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("concurrent misses for one key share a single load", async () => {
    const cache = new SwrCache({ maxEntries: 10, now: clock().now });
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const answers = Promise.all([1, 2, 3, 4, 5].map(() => cache.get("categories:aurora", POLICY, load)));
    expect(load).toHaveBeenCalledTimes(1);
    pending.resolve("shared");
    expect(await answers).toEqual(["shared", "shared", "shared", "shared", "shared"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("concurrent misses share a failure, and the failure is not cached", async () => {
    const cache = new SwrCache({ maxEntries: 10, now: clock().now });
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const first = cache.get("k", POLICY, load);
    const second = cache.get("k", POLICY, load);
    pending.reject(new Error("503"));
    await expect(first).rejects.toThrow("503");
    await expect(second).rejects.toThrow("503");
    expect(cache.size).toBe(0);
    expect(await cache.get("k", POLICY, async () => "recovered")).toBe("recovered");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("caches a null the loader chose to return (negative caching of 'not found')", async () => {
    const cache = new SwrCache({ maxEntries: 10, now: clock().now });
    const load = vi.fn(async () => null);
    expect(await cache.get("config:unknown", POLICY, load)).toBeNull();
    expect(await cache.get("config:unknown", POLICY, load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is bounded: past maxEntries it evicts the least recently used entry", async () => {
    const cache = new SwrCache({ maxEntries: 3, now: clock().now });
    const loads: string[] = [];
    const loader = (key: string) => async () => {
      loads.push(key);
      return key.toUpperCase();
    };
    await cache.get("a", POLICY, loader("a"));
    await cache.get("b", POLICY, loader("b"));
    await cache.get("c", POLICY, loader("c"));
    await cache.get("a", POLICY, loader("a")); // a is now the most recently used; b the least
    await cache.get("d", POLICY, loader("d")); // evicts b
    expect(cache.size).toBe(3);
    expect(loads).toEqual(["a", "b", "c", "d"]);

    await cache.get("a", POLICY, loader("a"));
    await cache.get("c", POLICY, loader("c"));
    await cache.get("d", POLICY, loader("d"));
    expect(loads).toEqual(["a", "b", "c", "d"]); // still cached
    await cache.get("b", POLICY, loader("b"));
    expect(loads).toEqual(["a", "b", "c", "d", "b"]); // b had been evicted
    expect(cache.size).toBe(3);
  });

  it("never grows past maxEntries under many keys", async () => {
    const cache = new SwrCache({ maxEntries: 50, now: clock().now });
    for (let i = 0; i < 500; i++) await cache.get(`k${i}`, POLICY, async () => i);
    expect(cache.size).toBe(50);
    const load = vi.fn(async () => -1);
    expect(await cache.get("k499", POLICY, load)).toBe(499);
    expect(await cache.get("k0", POLICY, load)).toBe(-1);
  });

  it("clear() forgets every entry", async () => {
    const cache = new SwrCache({ maxEntries: 10, now: clock().now });
    await cache.get("k", POLICY, async () => 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get("k", POLICY, async () => 2)).toBe(2);
  });

  it("public supplier data is fresh for a minute and served stale for ten more (SUPPLIER_DATA_POLICY)", () => {
    expect(SUPPLIER_DATA_POLICY).toEqual({ ttlMs: 60_000, staleMs: 600_000 });
  });
});

/** A shared slot (the Redis tier) holding `kept`, recording what is written to it. */
function slot(kept: { value: unknown; freshUntil: number } | null) {
  const written: { value: unknown; freshUntil: number }[] = [];
  return {
    written,
    slot: {
      read: vi.fn(async () => kept),
      write: (value: unknown, freshUntil: number) => void written.push({ value, freshUntil }),
    },
  };
}

describe("SwrCache with a shared slot (ADR 0055: the Redis tier behind this process's)", () => {
  it("takes what another instance loaded while fresh, without loading, and keeps it here until then", async () => {
    const time = clock();
    const cache = new SwrCache({ maxEntries: 10, now: time.now });
    const shared = slot({ value: "theme of A", freshUntil: time.now() + 400 });
    const load = vi.fn(async () => "theme loaded here");
    expect(await cache.get("theme:aurora", POLICY, load, shared.slot)).toBe("theme of A");
    time.advance(399);
    expect(await cache.get("theme:aurora", POLICY, load, shared.slot)).toBe("theme of A");
    expect(shared.slot.read).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(shared.written).toEqual([]);
  });

  it("loads when the slot has nothing fresh (or cannot answer), and writes what it loaded, fresh as long as here", async () => {
    const time = clock();
    for (const kept of [null, { value: "old", freshUntil: time.now() }]) {
      const cache = new SwrCache({ maxEntries: 10, now: time.now });
      const shared = slot(kept);
      expect(await cache.get("theme:aurora", POLICY, async () => "loaded", shared.slot)).toBe("loaded");
      expect(shared.written).toEqual([{ value: "loaded", freshUntil: time.now() + POLICY.ttlMs }]);
    }
  });

  it("never trusts a slot's freshness past this process's own time to live", async () => {
    const time = clock();
    const cache = new SwrCache({ maxEntries: 10, now: time.now });
    const shared = slot({ value: "from a clock ahead", freshUntil: time.now() + 60 * POLICY.ttlMs });
    const load = vi.fn(async () => "loaded");
    await cache.get("k", POLICY, load, shared.slot);
    time.advance(POLICY.ttlMs + POLICY.staleMs);
    expect(await cache.get("k", POLICY, load, shared.slot)).toBe("from a clock ahead");
    expect(shared.slot.read).toHaveBeenCalledTimes(2);
  });

  it("with NO_CACHE_POLICY neither reads nor writes the slot", async () => {
    const cache = new SwrCache({ maxEntries: 10, now: clock().now });
    const shared = slot({ value: "kept", freshUntil: Number.MAX_SAFE_INTEGER });
    expect(await cache.get("k", NO_CACHE_POLICY, async () => "loaded", shared.slot)).toBe("loaded");
    expect(shared.slot.read).not.toHaveBeenCalled();
    expect(shared.written).toEqual([]);
  });
});

describe("SwrCache with NO_CACHE_POLICY", () => {
  it("keeps nothing: every later request loads again", async () => {
    const cache = new SwrCache({ maxEntries: 10, now: clock().now });
    const load = vi.fn().mockResolvedValueOnce("v1").mockResolvedValueOnce("v2");
    expect(await cache.get("k", NO_CACHE_POLICY, load)).toBe("v1");
    expect(cache.size).toBe(0);
    expect(await cache.get("k", NO_CACHE_POLICY, load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("still shares one load among the requests made while it runs", async () => {
    const cache = new SwrCache({ maxEntries: 10, now: clock().now });
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const answers = Promise.all([1, 2, 3].map(() => cache.get("k", NO_CACHE_POLICY, load)));
    pending.resolve("shared");
    expect(await answers).toEqual(["shared", "shared", "shared"]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
  });
});

describe("public data and PUBLIC_CACHE", () => {
  const ctx = { idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01", token: "jwt-do-cliente", basePath: "/aurora" };
  const store = (): PublicStore => ({ cache: new SwrCache({ maxEntries: 10, now: clock().now }), policy: POLICY });

  afterEach(() => setEnv(parseEnv({})));

  it("by default a public answer is kept and served again without the upstream", async () => {
    setEnv(parseEnv({}));
    const shared = store();
    const load = vi.fn(async () => "tema");
    expect(await cachedPublic("theme:aurora", ctx, load, null, shared)).toBe("tema");
    expect(await cachedPublic("theme:aurora", ctx, load, null, shared)).toBe("tema");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("PUBLIC_CACHE=false asks the upstream for each request, still without the shopper's token", async () => {
    setEnv(parseEnv({ PUBLIC_CACHE: "false" }));
    const shared = store();
    const load = vi.fn().mockResolvedValueOnce("tema v1").mockResolvedValueOnce("tema v2");
    expect(await cachedPublic("theme:aurora", ctx, load, null, shared)).toBe("tema v1");
    expect(await cachedPublic("theme:aurora", ctx, load, null, shared)).toBe("tema v2");
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls.map(([publicCtx]) => (publicCtx as { token?: string }).token)).toEqual([
      undefined,
      undefined,
    ]);
    expect(shared.cache.size).toBe(0);
  });

  it("PUBLIC_CACHE=false: a page's loaders asking at the same time share one upstream call", async () => {
    setEnv(parseEnv({ PUBLIC_CACHE: "false" }));
    const shared = store();
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const answers = Promise.all([
      cachedPublic("config:aurora", ctx, load, null, shared),
      cachedForGuest(null, "config:aurora", ctx, load, null, shared),
    ]);
    pending.resolve("config");
    expect(await answers).toEqual(["config", "config"]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
