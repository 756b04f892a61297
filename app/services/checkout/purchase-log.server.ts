import { analyticsKeyFor } from "~/models/consent/analytics";
import { lineItems } from "~/models/consent/analytics-event";
import type { Cart } from "~/models/cart";
import { logAnalyticsPurchase } from "../api/analytics-log.server";
import { getTheme } from "../api/supplier.server";
import { readConsentChoice } from "../consent.server";
import type { SupplierContext } from "../supplier-context.server";
import { settledOr } from "../upstream-failure.server";

/**
 * An order just placed, logged through the analytics log call (ADR 0041) where the page's own GA4
 * would run: the supplier's tag and key, and the shopper's choice of performance. Called once, where
 * the order is placed (not for a form sent again); not waited for, and its failure is only logged:
 * the order is never affected.
 */
export async function logPurchase(
  request: Request,
  context: SupplierContext,
  order: { numpedido: string; cart: Cart; total: number },
): Promise<void> {
  try {
    const { supplier, api } = context;
    const choice = await readConsentChoice(request.headers.get("Cookie"));
    if (!choice?.performance) return;
    const ctx = { ...api, signal: undefined, deadline: undefined };
    const theme = await getTheme(supplier.idfornecedor, ctx);
    const key = analyticsKeyFor(supplier, theme.trackingGoogleAnalytics ?? supplier.config.analytics.key, choice);
    if (!key) return;
    const items = lineItems(
      order.cart.cartItens.map((line) => ({
        idproduto: line.idproduto,
        nome: line.produto.nome,
        quantidade: line.quantidade,
        total: line.total,
      })),
    );
    const log = {
      measurement_id: key,
      event: "purchase" as const,
      currency: "BRL" as const,
      transaction_id: order.numpedido,
      value: order.total,
      items,
    };
    void settledOr(logAnalyticsPurchase(supplier.idfornecedor, log, ctx), null, "analytics.purchase_log_failed", {
      numpedido: order.numpedido,
    });
  } catch {
    // The theme could not be read: no log, and the order is as placed.
  }
}
