import { CartSchema, SubscriptionTypesSchema } from "~/models/cart";
import type { DeliveryType } from "~/models/delivery/delivery-option";
import type { CartChange } from "~/models/requests/cart-change";
import { appPath, upstreamRequest, type ApiContext } from "./client.server";
import { cachedPublic } from "./public-cache.server";
import { withShopperTexts } from "~/models/shared/shopper-text";

/** Calls 40 and 44 of docs/upstream-api.md: the customer's cart at a supplier, and its subscription types. */

export type CartQuery = {
  idfornecedor: string;
  idformapagamento: string | null;
  idtipoassinatura: string | null;
  codigoCupom: string | null;
  /** The shopper removed the manual coupon: an upstream that keeps it with the cart forgets it (§40 `removerCupom`). */
  removerCupom?: boolean;
  cupomAplicacaoAutomatica: boolean;
  /** The shopper's delivery type (docs/rules/delivery.md "Delivery type"): lines and prices follow it. */
  tipoentrega: DeliveryType;
};

/** The body of a save (§40), as app/models/requests/cart-change.ts writes it for the storefront, the reference server and the contract. */
export type { CartChange } from "~/models/requests/cart-change";

const cartPath = (idcliente: string) => {
  const client = encodeURIComponent(idcliente);
  return appPath(`/v2/app/{apptoken}/cliente/${client}/usuario/${client}/cart`);
};

const query = ({ removerCupom, ...cart }: CartQuery) => ({
  ...cart,
  removerCupom: removerCupom ? true : undefined,
  canalVenda: "WEB",
});

/** GET …/usuario/{id}/cart: the stored cart, priced now. */
export function loadCart(idcliente: string, cart: CartQuery, ctx: ApiContext) {
  return upstreamRequest({ path: cartPath(idcliente), query: query(cart), schema: CartSchema, ctx }).then(
    withShopperTexts,
  );
}

/** POST …/usuario/{id}/cart: replace the stored lines, or add to them (`add`, modoRepeticaoPedido). */
export function saveCart(idcliente: string, cart: CartQuery, change: CartChange, ctx: ApiContext, add = false) {
  return upstreamRequest({
    method: "POST",
    path: cartPath(idcliente),
    query: { ...query(cart), modoRepeticaoPedido: add ? true : undefined },
    body: change,
    schema: CartSchema,
    ctx,
  }).then(withShopperTexts);
}

/** GET /v4/subscription/type/list/{idfornecedor}: the same for every shopper, so cached with the supplier's data. */
export function listSubscriptionTypes(idfornecedor: string, ctx: ApiContext) {
  return cachedPublic(
    `subscription-types:${idfornecedor}`,
    ctx,
    (publicCtx) =>
      upstreamRequest({
        path: `/v4/subscription/type/list/${encodeURIComponent(idfornecedor)}`,
        schema: SubscriptionTypesSchema,
        ctx: publicCtx,
      }),
    SubscriptionTypesSchema,
  );
}
