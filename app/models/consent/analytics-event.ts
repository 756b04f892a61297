/**
 * GA4 ecommerce events as the page names them for the analytics code (ADR 0041; in BRL, docs/rules/architecture.md
 * "Words"): the product ids and the prices the shopper saw. The page only names them; nothing is sent
 * unless the shopper chose performance.
 */
export type AnalyticsEventName =
  "view_item_list" | "view_item" | "add_to_cart" | "begin_checkout" | "add_payment_info" | "purchase";

export type AnalyticsItem = { item_id: string; item_name: string; price: number; quantity: number };

/** Cents kept exact: 0.1 + 0.2 is 0.3. */
const money = (value: number) => Math.round(value * 100) / 100;

export function analyticsEvent(
  event: AnalyticsEventName,
  items: readonly AnalyticsItem[],
  extra: { transaction_id?: string; value?: number; payment_type?: string } = {},
): string {
  const value = money(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  return JSON.stringify({ event, currency: "BRL", value, ...extra, items });
}

/** An order's or a cart's lines as items: the unit price each line shows, else its total over its quantity. */
export function lineItems(
  lines: readonly { idproduto: string; nome: string; quantidade: number; total: number; precoUnitario?: number }[],
): AnalyticsItem[] {
  return lines.map((line) => ({
    item_id: line.idproduto,
    item_name: line.nome,
    price: line.precoUnitario ?? (line.quantidade > 0 ? money(line.total / line.quantidade) : line.total),
    quantity: line.quantidade,
  }));
}
