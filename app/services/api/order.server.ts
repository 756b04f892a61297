import { DuplicateCheckSchema, OrderPlacedSchema, OrderSchema, type OrderSubmission } from "~/models/checkout/order";
import { appPath, upstreamRequest, type ApiContext } from "./client.server";

/** Calls 53–55 of docs/upstream-api.md: place an order, ask whether it exists already, read one. */

const customerPath = (idcliente: string, rest: string) => appPath(`/v2/app/{apptoken}/usuario/${encodeURIComponent(idcliente)}/${rest}`);

/** POST …/usuario/{idcliente}/pedido: never sent twice by the client itself (the duplicate check decides after a fault). */
export function placeOrder(idcliente: string, order: OrderSubmission, ctx: ApiContext) {
  return upstreamRequest({ method: "POST", path: customerPath(idcliente, "pedido"), body: order, schema: OrderPlacedSchema, ctx });
}

/** POST …/usuario/{idcliente}/pedido/duplicidade: whether this order (its key, or an identical one just placed) exists. */
export function checkDuplicateOrder(idcliente: string, order: OrderSubmission, ctx: ApiContext) {
  return upstreamRequest({ method: "POST", path: customerPath(idcliente, "pedido/duplicidade"), body: order, schema: DuplicateCheckSchema, ctx });
}

/** GET /v2/app/{apptoken}/order/{numpedido}: one of the customer's orders. */
export function getOrder(numpedido: string, ctx: ApiContext) {
  return upstreamRequest({ path: appPath(`/v2/app/{apptoken}/order/${encodeURIComponent(numpedido)}`), schema: OrderSchema, ctx });
}
