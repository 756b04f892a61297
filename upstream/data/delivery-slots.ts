import type { DeliverySlot } from "../../app/models/delivery/delivery-option";

/** A weekly window of a delivery option: its day (0 Sunday … 6 Saturday) and its hours, HH:MM in São Paulo. */
export type DeliveryWindow = { dia_semana: number; inicio: string; fim: string };

/** How many days the slots are offered for, today (in São Paulo) included. */
export const SLOT_DAYS = 7;
/** The most slots an option lists (docs/upstream-api.md §51). */
export const MAX_SLOTS = 12;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * America/Sao_Paulo as a fixed offset: Brazil has kept no daylight-saving time since 2019, so the
 * slots need no time-zone database and do not depend on the server's zone.
 */
const OFFSET = "-03:00";
const OFFSET_MS = -3 * 60 * MINUTE_MS;

/** "08:30" → 510. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The slots of the windows still open at `now`, earliest first, at most MAX_SLOTS: each window is
 * one slot on each of its days over the next SLOT_DAYS days, open when its start is at least
 * `leadMinutes` after `now`.
 */
export function openSlots(windows: readonly DeliveryWindow[], leadMinutes: number, now: Date): DeliverySlot[] {
  const earliest = now.getTime() + leadMinutes * MINUTE_MS;
  // São Paulo's wall clock, read with the UTC getters: its midnight today as a UTC instant.
  const local = new Date(now.getTime() + OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const byStart = [...windows].sort((a, b) => minutesOf(a.inicio) - minutesOf(b.inicio));
  const slots: DeliverySlot[] = [];
  for (let day = 0; day < SLOT_DAYS && slots.length < MAX_SLOTS; day++) {
    const midnight = today + day * DAY_MS;
    const weekday = new Date(midnight).getUTCDay();
    const data = new Date(midnight).toISOString().slice(0, 10);
    for (const window of byStart) {
      if (window.dia_semana !== weekday) continue;
      const start = midnight + minutesOf(window.inicio) * MINUTE_MS - OFFSET_MS;
      if (start < earliest) continue;
      slots.push({ data_de_entrega: `${data}T${window.inicio}:00${OFFSET}`, data, inicio: window.inicio, fim: window.fim });
    }
  }
  return slots.slice(0, MAX_SLOTS);
}
