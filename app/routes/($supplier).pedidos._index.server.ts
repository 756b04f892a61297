import { parseOrderFilters, saoPauloDay } from "~/models/orders/order-filters";
import { listPage, listTab, orderListView } from "~/models/orders/order-list-view";
import { hasTag } from "~/models/supplier-tags";
import { listOrders } from "~/services/api/order.server";
import { orderListQuery, requireOrderOwner, visibleSummaries } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * "Meus pedidos" (docs/rules/orders.md "Orders list"; call 61): the customer's orders, or their quotes
 * (`?tipo=orcamentos`), newest first, a page at a time (`?pagina=`), filtered by status and period
 * (`?situacao=&periodo=&de=&ate=`). Call 61 takes no filter: they are applied here to its answer, and
 * what is not a filter of the form is ignored. The switch shows where quotes can be sent (tag
 * support-budget) or some were.
 */
export async function loadOrdersPage(request: Request, context: SupplierContext) {
  const { account, idcliente } = requireOrderOwner(context);
  const search = new URL(request.url).searchParams;
  const tab = listTab(search.get("tipo"));
  const filters = parseOrderFilters(search, tab);
  // A row naming another of the company's users is not this user's, whatever list it came in.
  const summaries = visibleSummaries(
    context,
    account,
    idcliente,
    await listOrders(idcliente, orderListQuery(account), context.api),
  );
  const view = orderListView(summaries, tab, listPage(search.get("pagina")), filters, saoPauloDay(new Date()));
  return { ...view, filters, showTabs: hasTag(context.supplier.tag, "support-budget") || view.counts.orcamentos > 0 };
}
