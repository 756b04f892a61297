import { CharacteristicListSchema, type Characteristic } from "~/models/supplier";
import { upstreamRequest, type ApiContext } from "./client.server";
import { UpstreamError } from "./errors";
import { cachedPublic } from "./public-cache.server";
import { log } from "../logger.server";

/**
 * GET /v4/caracteristica-cliente/todas/{id} (docs/upstream-api.md §8): the supplier's questions of a
 * customer's registration, the same for everyone (cached). Read tolerantly: when the upstream cannot
 * answer, the sign-up asks none (the upstream does not refuse a registration without them).
 */
export async function getCustomerCharacteristics(idfornecedor: string, ctx: ApiContext): Promise<Characteristic[]> {
  try {
    return await cachedPublic(
      `customer-characteristics:${idfornecedor}`,
      ctx,
      (publicCtx) =>
        upstreamRequest({
          path: `/v4/caracteristica-cliente/todas/${encodeURIComponent(idfornecedor)}`,
          schema: CharacteristicListSchema,
          ctx: publicCtx,
        }),
      CharacteristicListSchema,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("registration.characteristics_failed", { status: error.status ?? error.failure });
    return [];
  }
}
