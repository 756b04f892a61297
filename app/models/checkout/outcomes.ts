import { paymentMessages } from "~/models/messages/payment";
import { formatBRL } from "~/models/money";
import type { PaymentResult } from "./payment";
import { shopperText } from "~/models/shared/shopper-text";

/**
 * What the shopper is told once an order is placed or a card charged: the one-time message of the
 * page that follows (its kind and words).
 */
export type OutcomeMessage = { kind: "success" | "warning" | "error"; message: string };

export const outcomeText = {
  placed: (numpedido: string) => `Pedido ${numpedido} recebido.`,
  /** After placing: the server charged another total than the one shown when the shopper finished. */
  totalDiffers: (placed: number, shown: number) =>
    `O total registrado pelo fornecedor foi ${formatBRL(placed)}, diferente dos ${formatBRL(shown)} mostrados ao finalizar. Confira o pedido abaixo.`,
  paid: "Pagamento aprovado.",
  /** docs/rules/checkout.md "Payment": a pending status with success is a warning; the gateway's words, else these. */
  pending: "O pagamento está em análise pelo emissor do cartão. Avisaremos quando for aprovado.",
} as const;

/**
 * The message after an order was placed: the server's own (or 'Pedido N recebido.'); a warning
 * that also says both totals when the server charged another total than the page showed
 * (`placedTotal` null: the order was found by the duplicate check, its total not answered).
 */
export function placedMessage(
  numpedido: string,
  serverMessage: string | null,
  placedTotal: number | null,
  shownTotal: number,
): OutcomeMessage {
  const message = serverMessage ?? outcomeText.placed(numpedido);
  if (placedTotal === null || Math.abs(placedTotal - shownTotal) < 0.005) return { kind: "success", message };
  return { kind: "warning", message: `${message} ${outcomeText.totalDiffers(placedTotal, shownTotal)}` };
}

/**
 * docs/rules/checkout.md "Payment": approved → a success; pending with success → a warning (the issuer's analysis,
 * never a failure's words); refused → the server's Mensagem or docs/rules/checkout.md "Payment"'s fallback, kept on the card
 * form ("error").
 */
export function cardVerdict(result: Pick<PaymentResult, "sucesso" | "status" | "Mensagem">): OutcomeMessage {
  const said = shopperText(result.Mensagem);
  if (result.sucesso && result.status === "APROVADO") return { kind: "success", message: said ?? outcomeText.paid };
  if (result.sucesso) return { kind: "warning", message: said ?? outcomeText.pending };
  return { kind: "error", message: said ?? paymentMessages.failure };
}
