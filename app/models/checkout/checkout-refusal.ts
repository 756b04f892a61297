import type { DeliveryOption, DeliverySlot } from "~/models/delivery/delivery-option";
import { formatBRL } from "~/models/money";
import type { PaymentMethod } from "~/models/supplier";
import type { PlaceOrderForm } from "./checkout-form";
import { checkoutBlockers, orderTotal, type Readiness } from "./checkout-readiness";

export const refusalText = {
  paymentNotOffered: "Essa forma de pagamento não está disponível para você. Escolha outra.",
  slotPassed: "O horário que você escolheu não está mais disponível: mostramos o próximo. Confira ou escolha outro.",
  totalChanged: (total: number) =>
    `O total do pedido passou a ser ${formatBRL(total)}. Confira o pedido e finalize de novo.`,
  /** Also said next to the payment choice: the prices now follow the method chosen. */
  repriced: (method: string) => `Os preços foram atualizados para o pagamento com ${method}.`,
  /** The upstream's rule (docs/upstream-api.md §53): the change is for an amount at least the total. */
  changeTooSmall: "O troco deve ser para um valor igual ou maior que o total do pedido.",
} as const;

/** A press of "Finalizar pedido" beside the checkout as the server prices it now. */
export type OrderAttempt = {
  /** What the form says: the method chosen, the slot and total the page showed, the change asked for. */
  form: Pick<PlaceOrderForm, "idformapagamento" | "agendamentoVisto" | "totalVisto" | "trocoPara">;
  /** The checkout priced for the method chosen, as the page's "what keeps the order from going" reads it. */
  readiness: Readiness;
  /** The payment methods offered to this customer now (call 9). */
  offered: readonly PaymentMethod[];
  /** The method the cart was priced for before this press: another one means the prices moved with it. */
  pricedBefore: string | null;
  /** "Finalizar pedido" places an order; "Enviar como orçamento" sends a quote, never kept back by the credit limit. */
  submission?: "order" | "quote";
};

/** Why nothing is placed: 400 for a field to correct (said beside it), 409 for a checkout that changed or cannot go. */
export type CheckoutRefusal = { status: 400 | 409; fieldErrors: Record<string, string[]>; formErrors: string[] };

/** The order may go: what it is made of, as the checks found it (the option and method always there). */
export type AcceptedOrder = {
  method: PaymentMethod;
  option: DeliveryOption;
  slot: DeliverySlot | null;
  trocoPara: number | null;
};

export type OrderDecision = { kind: "refused"; refusal: CheckoutRefusal } | ({ kind: "accepted" } & AcceptedOrder);

const refused = (
  status: CheckoutRefusal["status"],
  fieldErrors: Record<string, string[]>,
  formErrors: string[] = [],
): OrderDecision => ({
  kind: "refused",
  refusal: { status, fieldErrors, formErrors },
});

/**
 * The checkout's refusals, first one wins (docs/upstream-api.md §53, whose rules the upstream
 * checks again [docs/rules/checkout.md "Order submission", docs/rules/delivery.md "Minimum order and opening hours": "Minimum order value"]): a method not offered; then
 * everything the page lists as keeping the order from going (`checkoutBlockers`: approval, an
 * empty cart, no place or option or slot, the minimum, no method, an invoice above the credit —
 * this one for an order only, never for a quote), all said at once; then a slot or a total other than the page showed (the shopper confirms what
 * changed, nothing is placed); then change asked for below the total. None: the order as it goes.
 */
export function decideOrder({
  form,
  readiness,
  offered,
  pricedBefore,
  submission = "order",
}: OrderAttempt): OrderDecision {
  const method = offered.find((candidate) => candidate.idformapagamento === form.idformapagamento);
  if (!method) return refused(400, { idformapagamento: [refusalText.paymentNotOffered] });
  const blockers = checkoutBlockers(readiness, submission);
  const { option, slot } = readiness;
  // No option is always a delivery blocker: the second test only tells the type so.
  if (blockers.length > 0 || option === null)
    return refused(
      409,
      {},
      blockers.map((blocker) => blocker.message),
    );
  if (form.agendamentoVisto !== undefined && (slot?.data_de_entrega ?? "") !== form.agendamentoVisto)
    return refused(409, {}, [refusalText.slotPassed]);
  const { total } = orderTotal(readiness);
  if (form.totalVisto !== undefined && Math.abs(form.totalVisto - total) >= 0.005) {
    const repriced = pricedBefore !== method.idformapagamento ? `${refusalText.repriced(method.descricao)} ` : "";
    return refused(409, {}, [`${repriced}${refusalText.totalChanged(total)}`]);
  }
  // Change is asked under cash on delivery only: a value left there while paying otherwise means nothing.
  const trocoPara = method.tipo === "NA_ENTREGA" ? form.trocoPara : null;
  if (trocoPara !== null && trocoPara < total) return refused(400, { trocoPara: [refusalText.changeTooSmall] });
  return { kind: "accepted", method, option, slot, trocoPara };
}
