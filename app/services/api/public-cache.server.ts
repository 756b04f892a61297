import { NO_CACHE_POLICY, SUPPLIER_DATA_POLICY, SwrCache, supplierDataCache, type CachePolicy } from "../cache.server";
import { getEnv } from "../env.server";
import { sharedSlot, type KeptShape } from "../shared-cache.server";
import type { ApiContext } from "./client.server";

/** `shared`: with REDIS_URL, the instances share its entries while fresh (the Redis tier, ADR 0055). */
export type PublicStore = { cache: SwrCache; policy: CachePolicy; shared?: boolean };

/** Supplier config, theme, menus, footer, categories: fresh for a minute, stale for ten more. */
export const SUPPLIER_DATA: PublicStore = { cache: supplierDataCache, policy: SUPPLIER_DATA_POLICY, shared: true };

/** What guests see of the catalogue (listings, filters, products): fresh for 15 s, stale for 45 s more. */
export const GUEST_CATALOGUE: PublicStore = {
  cache: new SwrCache({ maxEntries: 1_000 }),
  policy: { ttlMs: 15_000, staleMs: 45_000 },
  shared: true,
};

/**
 * Public data through a shared cache. The load runs without the asking shopper's token and abort
 * signal: what is stored is what any guest would get, and one shopper leaving does not fail the
 * others waiting on the same request. With PUBLIC_CACHE=false nothing is kept: each page asks the
 * upstream again (the loaders of one page, asking at the same time, still share one request).
 * Only what any guest gets comes here (a customer's answers go by cachedForGuest straight to the
 * upstream): so only that reaches the Redis tier of a shared store. `shape` is the schema of what the
 * load keeps (its upstream call's schema): a value read from Redis is used only as it passes it, never
 * as-is; null keeps the entries in the process (no Redis tier).
 */
export function cachedPublic<T>(
  key: string,
  ctx: ApiContext,
  load: (publicCtx: ApiContext) => Promise<T>,
  shape: KeptShape<T> | null,
  store: PublicStore = SUPPLIER_DATA,
): Promise<T> {
  // The asking page's deadline stays: a shared load ends by then, before any later page's own deadline.
  const publicCtx: ApiContext = {
    idfornecedor: ctx.idfornecedor,
    consent: ctx.consent,
    basePath: ctx.basePath,
    deadline: ctx.deadline,
  };
  const policy = getEnv().PUBLIC_CACHE ? store.policy : NO_CACHE_POLICY;
  const shared = shape && store.shared && policy.ttlMs > 0 ? sharedSlot(ctx.idfornecedor ?? null, key, shape) : null;
  return store.cache.get(key, policy, () => load(publicCtx), shared);
}

/** A guest's answer is public and cached; a customer's carries their own prices and is asked each time. */
export function cachedForGuest<T>(
  idcliente: string | null,
  key: string,
  ctx: ApiContext,
  load: (requestCtx: ApiContext) => Promise<T>,
  shape: KeptShape<T> | null,
  store: PublicStore = SUPPLIER_DATA,
): Promise<T> {
  return idcliente ? load(ctx) : cachedPublic(key, ctx, load, shape, store);
}
