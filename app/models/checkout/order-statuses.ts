/**
 * The order statuses (docs/rules/orders.md "Order statuses"), in the order an order moves through
 * them, CANCELADO last (the order steps read this order). A module of its own, with no schema: the
 * pages' filters and steps read the list in the browser, where the order's zod schemas
 * (./order.ts) would bring zod along.
 */
export const ORDER_STATUSES = [
  "ORCAMENTO_NOVO",
  "ORCAMENTO_PRECIFICADO",
  "ENVIADO",
  "SEPARANDO",
  "AGUARDANDOPAGAMENTO",
  "PAGO",
  "EMENTREGA",
  "PRONTO_RETIRADA",
  "ENTREGUE",
  "CANCELADO",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
