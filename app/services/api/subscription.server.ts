import { SubscriptionListSchema, SubscriptionSchema } from "~/models/subscriptions/subscription";
import { upstreamRequest, type ApiContext } from "./client.server";

/** Call 68 of docs/upstream-api.md (docs/rules/orders.md "Subscriptions"): the customer's subscriptions, one of them, cancelling it. */

/** GET /v4/subscription/list/{idfornecedor}/{idcliente}. */
export function listSubscriptions(idfornecedor: string, idcliente: string, ctx: ApiContext) {
  return upstreamRequest({
    path: `/v4/subscription/list/${encodeURIComponent(idfornecedor)}/${encodeURIComponent(idcliente)}`,
    schema: SubscriptionListSchema,
    ctx,
  });
}

/** GET /v4/subscription/get/{idassinatura}. */
export function getSubscription(idassinatura: string, ctx: ApiContext) {
  return upstreamRequest({
    path: `/v4/subscription/get/${encodeURIComponent(idassinatura)}`,
    schema: SubscriptionSchema,
    ctx,
  });
}

/** DELETE /v4/subscription/cancel/{idassinatura}: never sent twice by the client itself. */
export function cancelSubscription(idassinatura: string, ctx: ApiContext) {
  return upstreamRequest({
    method: "DELETE",
    path: `/v4/subscription/cancel/${encodeURIComponent(idassinatura)}`,
    schema: SubscriptionSchema,
    ctx,
  });
}
