import { formatBRL } from "~/models/money";
import type { DeliveryOption } from "./delivery-option";
import { minimumLabel, nextSlotLabel } from "./option-labels";

/**
 * One option of a freight estimate (call 52 with the products, docs/upstream-api.md §52) as the
 * product page and the cart say it: its name, the fee for those products ("Grátis" when nothing is
 * charged), when it can arrive (the first open slot), the free-delivery threshold while the fee is
 * charged, and the minimum order.
 */
export type EstimateLine = {
  descricao: string;
  fee: string;
  next: string | null;
  free: string | null;
  minimum: string | null;
};

export function estimateLines(options: readonly DeliveryOption[]): EstimateLine[] {
  return options.map((option) => ({
    descricao: option.descricao,
    fee: option.valor === 0 ? "Grátis" : formatBRL(option.valor),
    next: nextSlotLabel(option),
    free:
      option.valor > 0 && option.frete_gratis_acima !== null
        ? `Grátis a partir de ${formatBRL(option.frete_gratis_acima)} em produtos`
        : null,
    minimum: minimumLabel(option),
  }));
}

/**
 * A freight estimate before the checkout (the product page, the cart): what the CEP field shows
 * (the CEP asked, else the one the visitor gave before; null at a pickup-only store, which has no
 * field), the CEP the lines are for ("05422-001"; null for pickup), and the options for those
 * products, or why there are none.
 */
export type FreightEstimate = {
  cep: string | null;
  estimatedFor: string | null;
  lines: EstimateLine[];
  message: string | null;
};
