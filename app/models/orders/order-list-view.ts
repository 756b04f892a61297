import { orderStatusLabel } from "~/models/checkout/order-status";
import { formatOrderDay } from "./order-dates";
import { applyOrderFilters, NO_FILTERS, saoPauloDay, type OrderFilters } from "./order-filters";
import { paymentLabel } from "./order-payment";
import { ORDER_LIST_TABS, type OrderListTab } from "./order-form-names";
import type { OrderSummary } from "./order-summary";

/** The orders list page (docs/rules/orders.md "Orders list"): one tab of the customer's orders, a page at a time. */

export const ORDERS_PER_PAGE = 20;

/** A row of the list: what a shopper tells one order from another by. */
export type OrderRow = {
  numpedido: string;
  data: string;
  statusLabel: string;
  total: number;
  pagamento: string;
  entrega: "Entrega" | "Retirada";
  itens: string;
  emitidoPor: string | null;
};

export type OrderListView = {
  tab: OrderListTab;
  rows: OrderRow[];
  /** How many orders and quotes there are in all, for the switch. */
  counts: Record<OrderListTab, number>;
  page: number;
  pages: number;
  /** How many of the tab's orders the filters keep, on every page. */
  found: number;
};

/** `?tipo=`: quotes when it says so, orders otherwise. */
export function listTab(value: string | null): OrderListTab {
  return ORDER_LIST_TABS.find((tab) => tab === value) ?? "pedidos";
}

/** `?pagina=`: a page number from 1; anything else is the first page. */
export function listPage(value: string | null): number {
  return value !== null && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

/**
 * The method, and where its payment stands when it is paid on-line ("PIX · Aguardando pagamento");
 * a cancelled order waits for no payment, so none is said to be due.
 */
export function paymentLine(summary: Pick<OrderSummary, "status" | "formaPagamento" | "pagamento">): string {
  const label = paymentLabel(summary.status, summary.pagamento.status);
  return label ? `${summary.formaPagamento.descricao} · ${label}` : summary.formaPagamento.descricao;
}

function rowOf(summary: OrderSummary): OrderRow {
  return {
    numpedido: summary.numpedido,
    data: formatOrderDay(summary.dataPedido),
    statusLabel: orderStatusLabel(summary.status),
    total: summary.totalpedido,
    pagamento: paymentLine(summary),
    entrega: summary.tipoEntrega === "RETIRADA" ? "Retirada" : "Entrega",
    itens: summary.quantidadeItens === 1 ? "1 produto" : `${summary.quantidadeItens} produtos`,
    emitidoPor: summary.emitidoPor,
  };
}

/** A quote not accepted (yet) is listed with the quotes; an accepted one is an order (call 67). */
export function isOpenQuote(summary: Pick<OrderSummary, "orcamento" | "orcamentoAceito">): boolean {
  return summary.orcamento && !summary.orcamentoAceito;
}

/**
 * The tab's orders (newest first, as the server sends them) that the filters keep, on the day
 * `today` is in São Paulo, the page asked for or the last there is. The counts are the tabs' own,
 * unfiltered.
 */
export function orderListView(
  summaries: readonly OrderSummary[],
  tab: OrderListTab,
  page: number,
  filters: OrderFilters = NO_FILTERS,
  today: string = saoPauloDay(new Date()),
): OrderListView {
  const inTab = summaries.filter((summary) => isOpenQuote(summary) === (tab === "orcamentos"));
  const kept = applyOrderFilters(inTab, filters, today);
  const pages = Math.max(1, Math.ceil(kept.length / ORDERS_PER_PAGE));
  const shown = Math.min(page, pages);
  const quotes = summaries.filter(isOpenQuote).length;
  return {
    tab,
    rows: kept.slice((shown - 1) * ORDERS_PER_PAGE, shown * ORDERS_PER_PAGE).map(rowOf),
    counts: { pedidos: summaries.length - quotes, orcamentos: quotes },
    page: shown,
    pages,
    found: kept.length,
  };
}
