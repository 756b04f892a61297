import { deliveryMessages } from "~/models/messages/delivery";
import { orderMessages } from "~/models/messages/order";
import { formatBRL, roundCents } from "~/models/money";
import type { PaymentMethod } from "~/models/supplier";
import type { DeliveryOption, DeliverySlot } from "~/models/delivery/delivery-option";
import { feeFor, missingForMinimum } from "~/models/delivery/option-figures";
import type { OrderPlace } from "./order-submission";
import { creditBlocker, creditText, type Submission } from "./submission-checks";

/** What keeps an order from being placed, and which part of the checkout fixes it. */
export type Blocker = { part: "cart" | "delivery" | "payment" | "approval"; message: string };

export const checkoutText = {
  chooseDeliveryPlace: "Informe onde receber o pedido antes de finalizar.",
  addressNeeded: "Para receber em casa, escolha um endereço cadastrado ou a retirada na loja.",
  noOption: deliveryMessages.noOption,
  slotNeeded: "Escolha quando receber o pedido.",
  choosePayment: "Escolha a forma de pagamento.",
  belowMinimum: (minimum: number, missing: number) =>
    `Pedido mínimo de ${formatBRL(minimum)}: faltam ${formatBRL(missing)} em produtos.`,
  aboveCredit: creditText.above,
  awaitingApproval: "Seu cadastro aguarda aprovação do fornecedor; o pedido poderá ser enviado depois da aprovação.",
} as const;

export type Readiness = {
  cart: { subtotal: number; totalCompras: number; lines: number };
  place: OrderPlace;
  /** The options looked up (null: no place yet), or the upstream's refusal. */
  options:
    { kind: "options"; options: readonly DeliveryOption[] } | { kind: "refused" | "failed"; message: string } | null;
  option: DeliveryOption | null;
  slot: DeliverySlot | null;
  payment: PaymentMethod | null;
  /** limite_credito_disponivel, for an invoice (null: no limit known). */
  creditAvailable: number | null;
  /** restrict-not-approved-user-submission and the customer not approved. */
  restricted: boolean;
  /**
   * When the place is refused (out of the store's area): the option another saved address the store
   * serves would have, so that its minimum order is said at once, not after the address is changed.
   */
  elsewhere?: DeliveryOption | null;
};

/** What the order costs with delivery: the cart's total plus the option's fee at the cart's subtotal. */
export function orderTotal(readiness: Pick<Readiness, "cart" | "option">): { fee: number; total: number } {
  const fee = readiness.option ? feeFor(readiness.option, readiness.cart.subtotal) : 0;
  return { fee, total: roundCents(readiness.cart.totalCompras + fee) };
}

/**
 * docs/rules/checkout.md "Order submission": "An order needs at least one item", "Minimum order value": every
 * reason the order (or, `"quote"`, the quote) cannot go yet, in the order of the page (cart,
 * delivery, payment). An empty list: the button sends it. A quote is checked as an order is, but
 * never kept back by the credit limit (docs/rules/checkout.md "Credit limit and quotes",
 * `creditBlocker`). The server checks all of it again.
 */
export function checkoutBlockers(
  readiness: Readiness,
  submission: Exclude<Submission, "acceptance"> = "order",
): Blocker[] {
  const blockers: Blocker[] = [];
  if (readiness.restricted) blockers.push({ part: "approval", message: checkoutText.awaitingApproval });
  if (readiness.cart.lines === 0) blockers.push({ part: "cart", message: orderMessages.emptyCart });
  const { options, option, place } = readiness;
  if (place.kind === "none") blockers.push({ part: "delivery", message: checkoutText.chooseDeliveryPlace });
  else if (place.kind === "cep") blockers.push({ part: "delivery", message: checkoutText.addressNeeded });
  else if (options && options.kind !== "options") blockers.push({ part: "delivery", message: options.message });
  else if (!option) blockers.push({ part: "delivery", message: checkoutText.noOption });
  else if (option.agendamentos.length > 0 && !readiness.slot)
    blockers.push({ part: "delivery", message: checkoutText.slotNeeded });
  // The minimum of the option in effect; out of the area, of the one another served address would have.
  const minimumOf = option ?? (options?.kind === "refused" ? (readiness.elsewhere ?? null) : null);
  const missing = minimumOf && readiness.cart.lines > 0 ? missingForMinimum(minimumOf, readiness.cart.subtotal) : 0;
  if (minimumOf?.pedido_minimo != null && missing > 0)
    blockers.push({ part: "cart", message: checkoutText.belowMinimum(minimumOf.pedido_minimo, missing) });
  if (!readiness.payment) blockers.push({ part: "payment", message: checkoutText.choosePayment });
  else {
    const aboveCredit = creditBlocker(
      submission,
      readiness.payment,
      orderTotal(readiness).total,
      readiness.creditAvailable,
    );
    if (aboveCredit) blockers.push({ part: "payment", message: aboveCredit });
  }
  return blockers;
}
