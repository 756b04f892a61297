import { CartSchema, SubscriptionTypesSchema } from "~/models/cart";
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
};

/** A line as the storefront sends it; the server prices it. */
type CartLineInput = { idproduto: string; quantidade: number; embalarParaPresente: boolean };

export type CartChange = {
  cartItens: CartLineInput[];
  observacao?: string;
  numPedidoCliente?: string;
  desbloquearAtendimento?: boolean;
};

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
  return cachedPublic(`subscription-types:${idfornecedor}`, ctx, (publicCtx) =>
    upstreamRequest({
      path: `/v4/subscription/type/list/${encodeURIComponent(idfornecedor)}`,
      schema: SubscriptionTypesSchema,
      ctx: publicCtx,
    }),
  );
}
