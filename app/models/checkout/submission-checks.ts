import { formatBRL } from "~/models/money";
import type { PaymentMethod } from "~/models/supplier";

/**
 * Which of the checkout's checks hold for what the shopper sends (docs/rules/checkout.md "Credit
 * limit and quotes"): "A quote is never blocked by the credit limit: nothing is charged when it is
 * sent. The limit applies only when the priced quote is accepted and paid by invoice; accepted with
 * PIX or card, it does not. Placing an order paid by invoice above the limit stays refused."
 */

/** What is sent: an order placed ("Finalizar pedido"), a quote sent ("Enviar como orçamento"), a priced quote accepted. */
export type Submission = "order" | "quote" | "acceptance";

/**
 * The checks, in the page's order: the customer's approval, something in the cart, where and when to
 * deliver, the option's minimum, a payment method, and an invoice within the credit available.
 */
export type SubmissionCheck = "approval" | "items" | "delivery" | "minimum" | "payment" | "credit";

/**
 * A quote is checked as an order is but for the credit (nothing is charged); an acceptance only for
 * its payment (its products, delivery and prices are the store's, priced already).
 */
const CHECKS: Record<Submission, readonly SubmissionCheck[]> = {
  order: ["approval", "items", "delivery", "minimum", "payment", "credit"],
  quote: ["approval", "items", "delivery", "minimum", "payment"],
  acceptance: ["payment", "credit"],
};

/** Whether this check may keep this submission from going. */
export function checkApplies(check: SubmissionCheck, submission: Submission): boolean {
  return CHECKS[submission].includes(check);
}

/** The credit limit holds for this submission paid this way: an order or an acceptance, by invoice. */
export function creditLimitApplies(submission: Submission, payment: Pick<PaymentMethod, "tipo"> | null): boolean {
  return payment?.tipo === "FATURADO" && checkApplies("credit", submission);
}

/**
 * Why this submission cannot go on the credit available (null: it can): paid by invoice, for an
 * order or an acceptance, a total above what is available. No limit known (null) keeps nothing back:
 * the upstream decides.
 */
export function creditBlocker(
  submission: Submission,
  payment: Pick<PaymentMethod, "tipo"> | null,
  total: number,
  creditAvailable: number | null,
): string | null {
  if (!creditLimitApplies(submission, payment) || creditAvailable === null || total <= creditAvailable) return null;
  return creditText.above(creditAvailable);
}

export const creditText = {
  above: (available: number) =>
    `O total passa do seu limite de crédito disponível (${formatBRL(available)}). Escolha outra forma de pagamento.`,
  /** Beside the checkout's buttons when only the credit keeps the order back and the store takes quotes. */
  quoteStillSent: "Você ainda pode enviar como orçamento: nada é cobrado agora.",
  /** Beside the acceptance's choice of payment. */
  atAcceptance: (available: number | null) =>
    available === null
      ? "Pelo boleto faturado, o total é descontado do seu limite de crédito. Com PIX ou cartão, o limite não se aplica."
      : `Pelo boleto faturado, o total precisa caber no seu limite de crédito disponível (${formatBRL(available)}). Com PIX ou cartão, o limite não se aplica.`,
  /** Beside the invoice at the acceptance, when the quote's total passes the credit available. */
  acceptanceAbove:
    "Este orçamento passa do seu crédito disponível: para aceitá-lo agora, escolha outra forma de pagamento.",
} as const;
