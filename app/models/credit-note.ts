import { formatBRL, roundCents } from "./money";

export type CreditNote = { available: string; shortfall: string | null };

/**
 * A company's credit in the cart (call 69: limite_credito_disponivel): what is available to
 * invoice, and, when the cart is to be invoiced ("FATURADO") and its total passes it, by how much.
 * None when the customer has no credit limit.
 */
export function creditNote(
  creditAvailable: number | null,
  total: number,
  paymentType: string | null,
): CreditNote | null {
  if (creditAvailable === null) return null;
  const available = Math.max(0, creditAvailable);
  const over = roundCents(total - available);
  return {
    available: `Crédito disponível para faturar: ${formatBRL(available)}`,
    shortfall:
      paymentType === "FATURADO" && over > 0
        ? `O total passa do crédito em ${formatBRL(over)}: escolha outra forma de pagamento ou reduza o pedido.`
        : null,
  };
}
