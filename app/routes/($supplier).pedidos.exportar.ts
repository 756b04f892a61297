import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOrdersFile } from "~/services/orders/order-export.server";
import { requireSupplier } from "~/services/supplier-context.server";

/** "Exportar pedidos": the list's orders, with its filters, as a spreadsheet download (docs/upstream-api.md §66). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return exportOrdersFile(request, await requireSupplier(request, params));
}
