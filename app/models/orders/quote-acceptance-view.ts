import type { Order } from "~/models/checkout/order";
import { formatOrderMoment } from "./order-dates";

/**
 * What an order's page says of its quote (tag support-budget; docs/rules/orders.md "Quotes" ORCAMENTO_NOVO →
 * ORCAMENTO_PRECIFICADO → accepted, docs/upstream-api.md §67), and the confirmation form's names:
 * no zod here, the pages' browser code takes these.
 */

/** The confirmation form's intent. */
export const QUOTE_ACCEPT_INTENT = "aceitar-orcamento";

/** Where a quote stands for its customer, as its page tells it; null for an order that was never a quote. */
export type QuoteAcceptanceView =
  | { state: "awaiting-price" }
  | { state: "priced"; totalpedido: number }
  | { state: "accepted"; aceitoEm: string }
  | { state: "cancelled" };

/** A quote is sent as ORCAMENTO_NOVO, priced as ORCAMENTO_PRECIFICADO, then accepted (or cancelled). */
export function quoteAcceptanceView(
  order: Pick<Order, "status" | "historico" | "orcamentoAceitoEm" | "totalpedido">,
): QuoteAcceptanceView | null {
  if (order.orcamentoAceitoEm !== null)
    return { state: "accepted", aceitoEm: formatOrderMoment(order.orcamentoAceitoEm) };
  const wasQuote = [order.status, ...order.historico.map((entry) => entry.status)].some(
    (status) => status?.startsWith("ORCAMENTO_") === true,
  );
  if (!wasQuote) return null;
  if (order.status === "ORCAMENTO_NOVO") return { state: "awaiting-price" };
  if (order.status === "ORCAMENTO_PRECIFICADO") return { state: "priced", totalpedido: order.totalpedido };
  if (order.status === "CANCELADO") return { state: "cancelled" };
  return null;
}

/** The priced quote can be accepted for this total. */
export function mayAccept(order: Pick<Order, "status" | "orcamentoAceitoEm">): boolean {
  return order.status === "ORCAMENTO_PRECIFICADO" && order.orcamentoAceitoEm === null;
}
