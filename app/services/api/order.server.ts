import { DuplicateCheckSchema, OrderPlacedSchema, OrderSchema, type OrderSubmission } from "~/models/checkout/order";
import { OrderRatedSchema, type RatingFields } from "~/models/orders/order-rating";
import { readOrderSummaries, type OrderListQuery, type OrderSummary } from "~/models/orders/order-summary";
import { QuoteAcceptedSchema, type QuoteAcceptanceRequest } from "~/models/orders/quote-acceptance";
import { log } from "../logger.server";
import { appPath, RowsSchema, upstreamRequest, type ApiContext } from "./client.server";

/** Calls 53–55, 61, 62 and 67 of docs/upstream-api.md: place an order, ask whether it exists already, read one, list them, rate one, accept a priced quote. */

const customerPath = (idcliente: string, rest: string) =>
  appPath(`/v2/app/{apptoken}/usuario/${encodeURIComponent(idcliente)}/${rest}`);

/** POST …/usuario/{idcliente}/pedido: never sent twice by the client itself (the duplicate check decides after a fault). */
export function placeOrder(idcliente: string, order: OrderSubmission, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: customerPath(idcliente, "pedido"),
    body: order,
    schema: OrderPlacedSchema,
    ctx,
  });
}

/** POST …/usuario/{idcliente}/pedido/duplicidade: whether this order (its key, or an identical one just placed) exists. */
export function checkDuplicateOrder(idcliente: string, order: OrderSubmission, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: customerPath(idcliente, "pedido/duplicidade"),
    body: order,
    schema: DuplicateCheckSchema,
    ctx,
  });
}

/** GET /v2/app/{apptoken}/order/{numpedido}: one of the customer's orders. */
export function getOrder(numpedido: string, ctx: ApiContext) {
  return upstreamRequest({
    path: appPath(`/v2/app/{apptoken}/order/${encodeURIComponent(numpedido)}`),
    schema: OrderSchema,
    ctx,
  });
}

/**
 * GET /v2/app/pedido/cliente/{idcliente}: the customer's orders and quotes, newest first. A row the
 * storefront cannot read is left out (and logged), never the whole list (OrderSummaryListSchema is
 * the contract; readOrderSummaries reads it row by row).
 */
export async function listOrders(idcliente: string, query: OrderListQuery, ctx: ApiContext): Promise<OrderSummary[]> {
  const rows = await upstreamRequest({
    path: `/v2/app/pedido/cliente/${encodeURIComponent(idcliente)}`,
    query,
    schema: RowsSchema,
    ctx,
  });
  const { orders, unreadable } = readOrderSummaries(rows);
  if (unreadable > 0) log.warn("orders.unreadable_rows", { unreadable, listed: orders.length });
  return orders;
}

/** POST /v1/app/{apptoken}/pedido/{numpedido}/avaliar: the rating, form-encoded (docs/rules/orders.md "Rating"). */
export function rateOrder(numpedido: string, { nota, comentario }: RatingFields, ctx: ApiContext) {
  const body = new URLSearchParams({ nota: String(nota), comentario: comentario ?? "" });
  return upstreamRequest({
    method: "POST",
    path: appPath(`/v1/app/{apptoken}/pedido/${encodeURIComponent(numpedido)}/avaliar`),
    body,
    schema: OrderRatedSchema,
    ctx,
  });
}

/** POST …/usuario/{idcliente}/orcamento/{numpedido}/aceitar (call 67): the priced quote accepted for the total the customer saw, paid with the method chosen. */
export function acceptQuote(
  idcliente: string,
  numpedido: string,
  { totalpedido, idformapagamento }: { totalpedido: number; idformapagamento?: string },
  ctx: ApiContext,
) {
  // The method only when the customer pays otherwise than the quote was sent with (docs/upstream-api.md §67).
  const body: QuoteAcceptanceRequest =
    idformapagamento === undefined ? { totalpedido } : { totalpedido, idformapagamento };
  return upstreamRequest({
    method: "POST",
    path: customerPath(idcliente, `orcamento/${encodeURIComponent(numpedido)}/aceitar`),
    body,
    schema: QuoteAcceptedSchema,
    ctx,
  });
}
