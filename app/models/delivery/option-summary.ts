import type { DeliveryOption } from "./delivery-option";
import { feeLabel, minimumLabel, nextSlotLabel } from "./option-labels";

/**
 * What it costs to get a supplier's goods to the shopper, in a few lines for a supplier's card
 * (docs/rules/delivery.md "Service area", docs/rules/delivery.md "Delivery options": the first option is the one in effect): the
 * delivery fee and free-delivery threshold, or pickup at the store; the minimum order; the next slot.
 */
export function optionSummary(option: DeliveryOption): string[] {
  const how =
    option.tipoEntrega === "RETIRADA"
      ? `Retirada na loja: ${option.loja?.nome ?? "Loja do Fornecedor"}`
      : `Entrega: ${feeLabel(option)}`;
  return [how, minimumLabel(option), nextSlotLabel(option)].filter((line): line is string => line !== null);
}
