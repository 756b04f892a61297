import { redirect } from "@remix-run/node";
import { filterParams, filterRange, parseOrderFilters, saoPauloDay } from "~/models/orders/order-filters";
import { listTab } from "~/models/orders/order-list-view";
import { UpstreamError } from "~/services/api/errors";
import { exportOrders } from "~/services/api/order-export.server";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { orderListQuery, requireOrderOwner } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { supplierPath } from "~/models/links";

export const exportText = {
  failed: "Não foi possível exportar seus pedidos agora. Tente de novo em instantes.",
} as const;

/** The file's name: what it holds, the store and the day, in letters any system takes ("pedidos-aurora-2026-11-23.xlsx"). */
export function exportFileName(tab: "pedidos" | "orcamentos", slug: string, today: string, extension: string): string {
  const store =
    slug
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "loja";
  return `${tab}-${store}-${today}.${extension}`;
}

/**
 * GET /{s}/pedidos/exportar?tipo=&situacao=&periodo=&de=&ate= (call 66): the orders the list shows
 * with those filters, as the upstream's spreadsheet, streamed to the shopper as a download. Only the
 * logged-in customer's orders (a company's user: those they placed, as the list). The filters are
 * read as the list reads them (anything else ignored), a preset turned into its days. When the file
 * cannot be had, the list comes back with a message.
 */
export async function exportOrdersFile(request: Request, context: SupplierContext): Promise<Response> {
  const { account, idcliente } = requireOrderOwner(context);
  const search = new URL(request.url).searchParams;
  const tab = listTab(search.get("tipo"));
  const filters = parseOrderFilters(search, tab);
  const today = saoPauloDay(new Date());
  const { de, ate } = filterRange(filters, today);
  const { idusuariovinculado, clientevinculadoprincipal } = orderListQuery(account);
  try {
    const file = await exportOrders(
      idcliente,
      { tipo: tab, status: filters.status, de, ate, idusuariovinculado, clientevinculadoprincipal },
      { ...context.api, signal: request.signal },
    );
    return new Response(file.body, {
      status: 200,
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${exportFileName(tab, context.supplier.slug, today, file.extension)}"`,
      },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("orders.export_failed", { failure: error.failure, status: error.status ?? null });
    const query = new URLSearchParams([
      ...(tab === "orcamentos" ? [["tipo", tab]] : []),
      ...filterParams(filters),
    ]).toString();
    return redirect(supplierPath(context.basePath, `/pedidos${query ? `?${query}` : ""}`), {
      headers: { "Set-Cookie": await setFlashHeader({ kind: "error", message: exportText.failed }) },
    });
  }
}
