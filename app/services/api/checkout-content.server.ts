import { CharacteristicListSchema, CustomContentSchema, type Characteristic } from "~/models/supplier";
import { upstreamRequest, type ApiContext } from "./client.server";
import { cachedPublic } from "./public-cache.server";

/** Calls 6 and 8 of docs/upstream-api.md: what the supplier writes and asks at checkout, the same for every shopper (cached). */

const segment = (value: string) => encodeURIComponent(value);

/** GET /v4/app/token/custom-content/{id}?contentType=ORDER_INSTRUCTIONS: plain text, shown as text. */
export async function getOrderInstructions(idfornecedor: string, ctx: ApiContext): Promise<string> {
  const answer = await cachedPublic(
    `order-instructions:${idfornecedor}`,
    ctx,
    (publicCtx) =>
      upstreamRequest({
        path: `/v4/app/token/custom-content/${segment(idfornecedor)}`,
        query: { contentType: "ORDER_INSTRUCTIONS" },
        schema: CustomContentSchema,
        ctx: publicCtx,
      }),
    CustomContentSchema,
  );
  return answer.content.trim();
}

/** GET /v4/caracteristica-pedido/todas/{id}: the extra fields of each order. */
export function getOrderCharacteristics(idfornecedor: string, ctx: ApiContext): Promise<Characteristic[]> {
  return cachedPublic(
    `order-characteristics:${idfornecedor}`,
    ctx,
    (publicCtx) =>
      upstreamRequest({
        path: `/v4/caracteristica-pedido/todas/${segment(idfornecedor)}`,
        schema: CharacteristicListSchema,
        ctx: publicCtx,
      }),
    CharacteristicListSchema,
  );
}
