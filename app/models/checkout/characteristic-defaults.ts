import { isCalendarDay } from "~/models/calendar-day";
import type { Characteristic } from "~/models/supplier";
import { characteristicField } from "./form-names";

/**
 * What the supplier's questions start with on the checkout, by field name: a required date question
 * (the pickup's or delivery's day, as Casa Verde's "Data da retirada") starts at the day of the slot
 * the order goes with (chosen in "Quando?", else the option's first), so the shopper does not type
 * what they already chose; without a slot it starts empty and stays required. `slotDay` is the slot's
 * `data` (YYYY-MM-DD, docs/upstream-api.md §51).
 */
export function characteristicDefaults(
  characteristics: readonly Characteristic[],
  slotDay: string | null,
): Record<string, string> {
  const defaults: Record<string, string> = {};
  if (!slotDay || !isCalendarDay(slotDay)) return defaults;
  for (const characteristic of characteristics) {
    if (characteristic.tipo === "DATA" && characteristic.obrigatorio)
      defaults[characteristicField(characteristic)] = slotDay;
  }
  return defaults;
}
