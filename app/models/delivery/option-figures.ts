import type { DeliveryOption, DeliverySlot } from "./delivery-option";

// The options' labels for the delivery page, the delivery bar and the checkout are in
// option-labels.ts: the cart needs only these figures.

const WEEKDAY = new Intl.DateTimeFormat("pt-BR", { weekday: "short", timeZone: "UTC" });

/** "qua., 25/11, 08:00–12:00": a slot as the shopper reads it (its day and hours are America/Sao_Paulo's already). */
export function slotLabel(slot: DeliverySlot): string {
  const [year, month, day] = slot.data.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAY.format(new Date(Date.UTC(year, month - 1, day)));
  return `${weekday}, ${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}, ${slot.inicio}–${slot.fim}`;
}

/** How much is missing to reach the option's minimum order, or 0. */
export function missingForMinimum(option: DeliveryOption, subtotal: number): number {
  return option.pedido_minimo === null ? 0 : Math.max(0, Math.round((option.pedido_minimo - subtotal) * 100) / 100);
}

/**
 * The fee of the option for a subtotal (the cart's as the shopper edits it): nothing from the
 * free-delivery threshold on, else the full fee (docs/upstream-api.md §51 `valor_cheio`).
 */
export function feeFor(
  option: Pick<DeliveryOption, "valor" | "valor_cheio" | "frete_gratis_acima">,
  subtotal: number,
): number {
  if (option.frete_gratis_acima !== null && subtotal >= option.frete_gratis_acima) return 0;
  return option.valor_cheio ?? option.valor;
}
