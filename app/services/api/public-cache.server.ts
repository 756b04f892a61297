import { SUPPLIER_DATA_POLICY, supplierDataCache } from "../cache.server";
import type { ApiContext } from "./client.server";

/**
 * Public supplier data through the shared cache. The load runs without the asking shopper's
 * token and abort signal: what is stored is what any guest would get, and one shopper leaving
 * does not fail the others waiting on the same request.
 */
export function cachedPublic<T>(key: string, ctx: ApiContext, load: (publicCtx: ApiContext) => Promise<T>): Promise<T> {
  const publicCtx: ApiContext = { idfornecedor: ctx.idfornecedor, consent: ctx.consent, basePath: ctx.basePath };
  return supplierDataCache.get(key, SUPPLIER_DATA_POLICY, () => load(publicCtx));
}
