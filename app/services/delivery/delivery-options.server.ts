import { DeliveryOptionListSchema, type DeliveryOption, type DeliveryType } from "~/models/delivery/delivery-option";
import { upstreamRequest, type ApiContext } from "~/services/api/client.server";
import { UpstreamError } from "~/services/api/errors";
import { cachedPublic, GUEST_CATALOGUE, type PublicStore } from "~/services/api/public-cache.server";
import { SwrCache } from "~/services/cache.server";
import { getEnv } from "~/services/env.server";
import { log } from "~/services/logger.server";
import { shopperText } from "~/models/shared/shopper-text";
import type { DeliveryProducts } from "~/models/requests/delivery-products";

/** Calls 51 and 52 of docs/upstream-api.md: the delivery options of a saved address or of a CEP. */

/** docs/rules/delivery.md "Delivery options": the fallback when the upstream gives no message of its own. */
export const DELIVERY_OPTIONS_FAILED = "Falha ao consultar agendamentos";
/** docs/rules/delivery.md "Delivery options". */
export const NO_DELIVERY_OPTION =
  "Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.";

/**
 * What a lookup gave: the options (possibly none), or a refusal with the upstream's message that
 * another address could fix (`changeAddress`: docs/rules/delivery.md "Delivery options"'s openModal, the CEP search offered), or a
 * failure of the upstream itself.
 */
export type DeliveryOptionsResult =
  | { kind: "options"; options: DeliveryOption[] }
  | { kind: "refused"; message: string; changeAddress: boolean }
  | { kind: "failed"; message: string };

/** A cart line as call 52 reads it (its body: app/models/requests/delivery-products.ts). */
export type ProductForDelivery = { idproduto: string; quantidade: number; valor: number };

const segment = (value: string) => encodeURIComponent(value);

/** The upstream's refusal as the shopper reads it (docs/rules/delivery.md "Delivery options": its Mensagem): one line, not too long; otherwise null. */
function shopperMessage(message: string | undefined): string | null {
  const text = shopperText(message);
  return text && text.length <= 200 ? text : null;
}

async function settle(call: Promise<DeliveryOption[]>, about: Record<string, string>): Promise<DeliveryOptionsResult> {
  try {
    return { kind: "options", options: await call };
  } catch (error) {
    if (
      error instanceof UpstreamError &&
      error.failure === "status" &&
      (error.status === 400 || error.status === 404 || error.status === 422)
    ) {
      return {
        kind: "refused",
        message: shopperMessage(error.serverMessage) ?? DELIVERY_OPTIONS_FAILED,
        changeAddress: true,
      };
    }
    if (error instanceof Response) throw error;
    log.warn("delivery.options_failed", { ...about, reason: error instanceof Error ? error.message : String(error) });
    return { kind: "failed", message: DELIVERY_OPTIONS_FAILED };
  }
}

/** GET /v4/app/{apptoken}{idcliente}/formas-entrega/{idfornecedor}: a logged-in customer's saved address, or pickup. */
export function deliveryOptionsForAddress(
  idcliente: number,
  idfornecedor: string,
  query: { tipoEntrega: DeliveryType; idendereco: string | null; idformapagamento: string | null },
  ctx: ApiContext,
): Promise<DeliveryOptionsResult> {
  const joined = `${getEnv().APP_TOKEN}${idcliente}`;
  return settle(
    upstreamRequest({
      path: `/v4/app/${segment(joined)}/formas-entrega/${segment(idfornecedor)}`,
      query: {
        tipoEntrega: query.tipoEntrega,
        idendereco: query.idendereco ?? undefined,
        idformapagamento: query.idformapagamento ?? undefined,
      },
      schema: DeliveryOptionListSchema,
      ctx,
    }),
    { idfornecedor, call: "address" },
  );
}

/**
 * The answers of call 52 without products, kept as long as the guests' catalogue but in a store of
 * their own: many CEPs asked (the marketplace asks every serving supplier) never push the
 * catalogue out. Not shared between instances (no Redis tier): its keys are the CEPs and the
 * positions shoppers typed.
 */
const DELIVERY_OPTIONS: PublicStore = { cache: new SwrCache({ maxEntries: 2_000 }), policy: GUEST_CATALOGUE.policy };

/** The CEP segment of call 52 for pickup, which does not read it. */
const PICKUP_CEP = "00000000";

/**
 * POST /v4/app/formas-entrega/{idfornecedor}/{cep}: a CEP (and its position, when known), or
 * pickup; any shopper. Without products the answer is the same for everyone (what it costs to get
 * an order there, and when), so it is shared for a few seconds like the guests' catalogue.
 */
export function deliveryOptionsForCep(
  idfornecedor: string,
  query: {
    tipoEntrega: DeliveryType;
    cep: string | null;
    position: { lat: number; lng: number } | null;
    produtos: ProductForDelivery[];
  },
  ctx: ApiContext,
): Promise<DeliveryOptionsResult> {
  const cep = query.tipoEntrega === "RETIRADA" ? PICKUP_CEP : (query.cep ?? PICKUP_CEP);
  const position = query.tipoEntrega === "RETIRADA" ? null : query.position;
  const ask = (requestCtx: ApiContext) =>
    upstreamRequest({
      method: "POST",
      path: `/v4/app/formas-entrega/${segment(idfornecedor)}/${segment(cep)}`,
      query: { tipoEntrega: query.tipoEntrega, lat: position?.lat, lng: position?.lng },
      body: { produtos: query.produtos } satisfies DeliveryProducts,
      schema: DeliveryOptionListSchema,
      ctx: requestCtx,
    });
  const key = `delivery-options:${idfornecedor}:${query.tipoEntrega}:${cep}:${position?.lat ?? ""}:${position?.lng ?? ""}`;
  return settle(query.produtos.length === 0 ? cachedPublic(key, ctx, ask, null, DELIVERY_OPTIONS) : ask(ctx), {
    idfornecedor,
    call: "cep",
  });
}
