import type { PaymentStatus } from "../../app/models/checkout/order";
import { formatBRL, roundCents } from "../../app/models/money";
import type { PaymentKind } from "./payment-methods";

/** The rules of placing an order (docs/upstream-api.md §53) that need nothing but their inputs. */

/** What the order calls answer the shopper when they refuse an order. */
export const ORDER_MESSAGES = {
  emptyCart: "O carrinho está vazio. Experimente adicionar alguns produtos",
  unavailableProducts: "Alguns produtos não estão disponíveis.",
  slotGone: "Esse horário de entrega não está mais disponível. Escolha outro.",
  deliveryOptionUnavailable: "A forma de entrega escolhida não está disponível. Escolha outra.",
  paymentMethodUnavailable: "A forma de pagamento escolhida não está disponível para você. Escolha outra.",
  awaitingApproval: "Seu cadastro aguarda aprovação do fornecedor; o pedido poderá ser enviado depois da aprovação.",
  quoteNotOffered: "Este fornecedor não recebe pedidos de orçamento.",
  identicalOrder: "Um pedido idêntico foi realizado há poucos segundos.",
  orderNotFound: "Pedido não encontrado.",
} as const;

/** How long after an order the same items and payment method from the same client count as a repeat. */
export const IDENTICAL_ORDER_WINDOW_MS = 60_000;

/** The earliest placing time (ISO-8601) an order identical to one placed at `now` is looked for from. */
export function identicalSince(now: Date): string {
  return new Date(now.getTime() - IDENTICAL_ORDER_WINDOW_MS).toISOString();
}

/**
 * The products and quantities of an order as one text, the same whatever the order of its lines:
 * two orders with the same text have the same items.
 */
export function itemsSignature(items: readonly { idproduto: number; quantidade: number }[]): string {
  const pairs = items.map((item) => [item.idproduto, item.quantidade]).sort(([a = 0], [b = 0]) => a - b);
  return JSON.stringify(pairs);
}

/**
 * Where a new order's payment stands: a quote has nothing to pay yet, invoicing and paying on
 * delivery nothing to pay online; card and PIX wait for the payment calls.
 */
export function initialPaymentStatus(kind: PaymentKind, quote: boolean): PaymentStatus {
  if (quote || kind === "FATURADO" || kind === "NA_ENTREGA") return "NAO_SE_APLICA";
  return "AGUARDANDO";
}

/** Why an invoiced order of this total cannot be placed on the credit available (null: it can). No credit line is none available. */
export function creditRefusal(total: number, available: number | null): string | null {
  const credit = available ?? 0;
  return total <= credit ? null : `O total do pedido passa do seu limite de crédito disponível (${formatBRL(credit)}).`;
}

/** Why change for this amount cannot be brought for an order of this total (null: it can). */
export function changeRefusal(trocoPara: number | null, total: number): string | null {
  if (trocoPara === null || trocoPara >= total) return null;
  return `O troco deve ser para um valor igual ou maior que o total do pedido (${formatBRL(total)}).`;
}

/** Why an order of this subtotal is below the option's minimum (null: it is not). */
export function minimumRefusal(option: { descricao: string; pedido_minimo: number | null }, subtotal: number): string | null {
  if (option.pedido_minimo === null || subtotal >= option.pedido_minimo) return null;
  const missing = roundCents(option.pedido_minimo - subtotal);
  return `O pedido mínimo para ${option.descricao} é de ${formatBRL(option.pedido_minimo)}. Faltam ${formatBRL(missing)}.`;
}

/** What the shopper reads once the order is placed. */
export function successMessage(numpedido: number, quote: boolean): string {
  return quote ? `Orçamento ${numpedido} enviado para análise.` : `Pedido ${numpedido} recebido.`;
}
