import type { OrderStatus, PaymentStatus, ReadOrderStatus } from "./order";

/** docs/rules/orders.md "Order statuses": each status as the shopper reads it. */
const STATUS_LABELS: Record<OrderStatus, string> = {
  ORCAMENTO_NOVO: "Orçamento recebido, em análise",
  ORCAMENTO_PRECIFICADO: "Orçamento precificado",
  ENVIADO: "Pedido recebido",
  SEPARANDO: "Em separação",
  AGUARDANDOPAGAMENTO: "Aguardando pagamento",
  PAGO: "Pronto para entrega",
  EMENTREGA: "Saiu para entrega",
  PRONTO_RETIRADA: "Pronto para retirada",
  ENTREGUE: "Entregue",
  CANCELADO: "Cancelado",
};

/** What a status the storefront does not know (read as null) is called: that order is still shown. */
export const UNKNOWN_STATUS_LABEL = "Situação desconhecida";

export function orderStatusLabel(status: ReadOrderStatus): string {
  return status === null ? UNKNOWN_STATUS_LABEL : STATUS_LABELS[status];
}

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  NAO_SE_APLICA: "Sem pagamento on-line",
  AGUARDANDO: "Aguardando pagamento",
  PENDENTE: "Pagamento em análise",
  APROVADO: "Pagamento aprovado",
  RECUSADO: "Pagamento recusado",
};

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_LABELS[status];
}
