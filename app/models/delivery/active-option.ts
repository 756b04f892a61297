import type { DeliveryOption, DeliverySlot } from "./delivery-option";

export type ActiveDelivery = { option: DeliveryOption; slot: DeliverySlot | null };

/**
 * The option and slot in effect (docs/rules/delivery.md "Delivery options": "On success the first option becomes
 * active, with data_de_entrega taken from its first schedule slot"): the shopper's own choice while
 * the upstream still offers it, else the first option with its first slot. A chosen slot no longer
 * offered falls back to the option's first. Null when there is no option.
 */
export function activeDelivery(
  options: readonly DeliveryOption[],
  chosen: { idformaentrega: string | null; data_de_entrega: string | null } | null,
): ActiveDelivery | null {
  const option = options.find((candidate) => candidate.idformaentrega === chosen?.idformaentrega) ?? options[0];
  if (!option) return null;
  const slot =
    option.agendamentos.find((candidate) => candidate.data_de_entrega === chosen?.data_de_entrega) ??
    option.agendamentos[0] ??
    null;
  return { option, slot };
}

/** Whether the option offers that slot now (a slot chosen on a page left open may have passed). */
export function offersSlot(option: DeliveryOption, dataDeEntrega: string): boolean {
  return option.agendamentos.some((slot) => slot.data_de_entrega === dataDeEntrega);
}
