import { subscriptionView } from "~/models/subscriptions/subscription-view";
import { listSubscriptions } from "~/services/api/subscription.server";
import { ordersOfRestrictedUser, requireOrderOwner } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * "Assinaturas" (docs/rules/orders.md "Subscriptions" GET /v4/subscription/list/{a}/{b}): the customer's
 * subscriptions at this store, the active ones first, each with its frequency, next delivery,
 * products and status. A guest goes to log in; a representative picks a client first. A company's
 * user who is not its principal login gets only the subscriptions of the orders they placed (call 61
 * scoped to them, read beside the subscriptions), as on the orders pages.
 */
export async function loadSubscriptionsPage(context: SupplierContext) {
  const { account, idcliente } = requireOrderOwner(context);
  const [subscriptions, theirs] = await Promise.all([
    listSubscriptions(context.supplier.idfornecedor, idcliente, context.api),
    ordersOfRestrictedUser(context, account, idcliente),
  ]);
  return {
    subscriptions: subscriptions
      .filter((subscription) => subscription.idfornecedor === context.supplier.idfornecedor)
      .filter((subscription) => theirs === null || theirs.has(subscription.numpedido))
      .map(subscriptionView),
    offered: context.supplier.meta_info.hasRecorrencia,
  };
}
