import type { Order, PaymentStatus, ReadOrderStatus } from "~/models/checkout/order";
import { paymentStatusLabel } from "~/models/checkout/order-status";

/** Where an order's payment stands, as the orders pages say it (docs/rules/checkout.md "Payment"). */

const OPEN: readonly PaymentStatus[] = ["AGUARDANDO", "RECUSADO"];

/**
 * Where the payment stands in words; null when there is nothing to say: no on-line payment, or one
 * still open on a cancelled order (nobody will pay it).
 */
export function paymentLabel(orderStatus: ReadOrderStatus, payment: PaymentStatus): string | null {
  if (payment === "NAO_SE_APLICA" || (orderStatus === "CANCELADO" && OPEN.includes(payment))) return null;
  return paymentStatusLabel(payment);
}

/** A card or PIX payment not made yet (or refused) can still be made, unless the order was cancelled. */
export function paymentDue(order: Pick<Order, "status" | "formaPagamento" | "pagamento">): boolean {
  const online = order.formaPagamento.tipo === "CARTAO" || order.formaPagamento.tipo === "PIX";
  return online && OPEN.includes(order.pagamento.status) && order.status !== "CANCELADO";
}
