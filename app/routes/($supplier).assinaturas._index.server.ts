import { subscriptionView } from "~/models/subscriptions/subscription-view";
import { listSubscriptions } from "~/services/api/subscription.server";
import { requireOrderOwner } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * "Assinaturas" (docs/rules/orders.md "Subscriptions" GET /v4/subscription/list/{a}/{b}): the customer's
 * subscriptions at this store, the active ones first, each with its frequency, next delivery,
 * products and status. A guest goes to log in; a representative picks a client first.
 */
export async function loadSubscriptionsPage(context: SupplierContext) {
  const { idcliente } = requireOrderOwner(context);
  const subscriptions = await listSubscriptions(context.supplier.idfornecedor, idcliente, context.api);
  return {
    subscriptions: subscriptions
      .filter((subscription) => subscription.idfornecedor === context.supplier.idfornecedor)
      .map(subscriptionView),
    offered: context.supplier.meta_info.hasRecorrencia,
  };
}
