import type { DeliveredTo } from "~/models/delivery/ship-to";
import { getOrder, listOrders } from "~/services/api/order.server";
import { orderListQuery, visibleSummaries } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orFallback, withTimeout } from "~/services/upstream-failure.server";

/**
 * How long the last order's reads (calls 61 and 55, together) may take: every page of a customer
 * with nothing chosen asks for them, so a slow orders list must not hold each page for the
 * upstream's whole timeout (UPSTREAM_TIMEOUT_MS). Past it the page goes on as when they fail.
 */
export const LAST_ORDER_TIMEOUT_MS = 1500;

/** What the ship-to rule learns of the client's orders: where the last delivery went, or that it could not be read. */
export type LastDelivery = { kind: "known"; to: DeliveredTo | null } | { kind: "unknown" };

/**
 * Where the client served's last delivery order went (docs/rules/delivery.md "Ship-to"): the newest
 * delivery in the orders this login may see (call 61, a company's user their own), read whole
 * (call 55) for its address. None when there is no such order; unknown when the reads fail or take
 * longer than LAST_ORDER_TIMEOUT_MS (the page goes on with the primary address, remembers nothing,
 * and asks again next time).
 */
export async function lastDelivery(context: SupplierContext, idcliente: number): Promise<LastDelivery> {
  const account = context.account;
  if (!account) return { kind: "known", to: null };
  const read = async (): Promise<LastDelivery> => {
    const client = String(idcliente);
    const list = visibleSummaries(
      context,
      account,
      client,
      await listOrders(client, orderListQuery(account), context.api),
    );
    const last = list.find((row) => row.tipoEntrega === "DELIVERY");
    if (!last) return { kind: "known", to: null };
    const order = await getOrder(last.numpedido, context.api);
    return { kind: "known", to: order.idcliente === client ? order.enderecoentrega : null };
  };
  return orFallback(withTimeout(read(), LAST_ORDER_TIMEOUT_MS), { kind: "unknown" }, "delivery.last_order_failed", {
    supplier: context.supplier.slug,
  });
}
