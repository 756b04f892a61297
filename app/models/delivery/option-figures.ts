import type { DeliveryOption } from "./delivery-option";

// The options' labels (and a slot's, which the server says) are in option-labels.ts: the cart's
// JS needs only these figures, which follow its subtotal as the shopper edits it.

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
