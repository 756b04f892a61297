import type { DeliveryType } from "~/models/delivery/delivery-option";
import type { ReadOrderStatus } from "~/models/checkout/order";
import { ORDER_STATUSES, type OrderStatus } from "~/models/checkout/order-statuses";
import { orderStatusLabel } from "~/models/checkout/order-status";

/**
 * The steps an order goes through (docs/rules/orders.md "Order details": "order details (status steps)", docs/rules/orders.md "Order statuses"):
 * which transitions happen is the server's, so the path shown is the one its delivery type expects
 * (a quote's two steps first), with any other status the order did go through in its place.
 */

export type StepState = "done" | "current" | "upcoming" | "cancelled";

/** A step: its status and label, where the order stands against it, and when it got there (ISO; null when not told). */
export type OrderStep = { status: OrderStatus; label: string; state: StepState; data: string | null };

/** `status` null: one the storefront does not know (call 55 read tolerantly). */
export type StepSource = {
  status: ReadOrderStatus;
  tipoEntrega: DeliveryType;
  historico: readonly { status: OrderStatus; data: string }[];
};

/** Every status but CANCELADO, in the order an order moves through them (ORDER_STATUSES lists them so). */
const SEQUENCE: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== "CANCELADO");

/** The path each delivery type is expected to take; waiting for payment shows only when it happened. */
const EXPECTED: Record<DeliveryType, readonly OrderStatus[]> = {
  DELIVERY: ["ENVIADO", "SEPARANDO", "PAGO", "EMENTREGA", "ENTREGUE"],
  RETIRADA: ["ENVIADO", "SEPARANDO", "PRONTO_RETIRADA", "ENTREGUE"],
};

const QUOTE_STEPS: readonly OrderStatus[] = ["ORCAMENTO_NOVO", "ORCAMENTO_PRECIFICADO"];

/** An order sent as a quote: its history starts with the quote's steps. */
export function wasQuote({ status, historico }: Pick<StepSource, "status" | "historico">): boolean {
  return [status, ...historico.map((entry) => entry.status)].some(
    (step) => step !== null && QUOTE_STEPS.includes(step),
  );
}

/** When the order last reached each status. */
function lastDates(historico: StepSource["historico"]): Map<OrderStatus, string> {
  const dates = new Map<OrderStatus, string>();
  for (const entry of historico) dates.set(entry.status, entry.data);
  return dates;
}

/**
 * The order's steps: those before where it stands are done (with their dates when the history has
 * them: the server may skip a step), where it stands is current (done once delivered), the rest
 * upcoming. A cancelled order ends at its cancellation, after the last status it had reached. An
 * order of a status the storefront does not know has no current step: the steps its history shows it
 * reached are done, the rest upcoming.
 */
export function orderSteps({ status, tipoEntrega, historico }: StepSource): OrderStep[] {
  const reached = new Set<OrderStatus>([
    ...(status === null ? [] : [status]),
    ...historico.map((entry) => entry.status),
  ]);
  const expected = new Set([...(wasQuote({ status, historico }) ? QUOTE_STEPS : []), ...EXPECTED[tipoEntrega]]);
  const path = SEQUENCE.filter((step) => expected.has(step) || reached.has(step));
  const dates = lastDates(historico);
  const step = (at: OrderStatus, state: StepState): OrderStep => ({
    status: at,
    label: orderStatusLabel(at),
    state,
    data: state === "upcoming" ? null : (dates.get(at) ?? null),
  });

  if (status === null) return path.map((at) => step(at, reached.has(at) ? "done" : "upcoming"));
  if (status === "CANCELADO") {
    const before = historico.findLast((entry) => entry.status !== "CANCELADO")?.status;
    const stop = before === undefined ? -1 : path.indexOf(before);
    return [...path.slice(0, stop + 1).map((at) => step(at, "done")), step("CANCELADO", "cancelled")];
  }
  const position = path.indexOf(status);
  return path.map((at, index) => {
    if (index < position || (index === position && status === "ENTREGUE")) return step(at, "done");
    return step(at, index === position ? "current" : "upcoming");
  });
}
