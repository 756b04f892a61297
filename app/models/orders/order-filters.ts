import { ORDER_STATUSES, type OrderStatus } from "~/models/checkout/order-statuses";
import { orderStatusLabel } from "~/models/checkout/order-status";
import type { OrderListTab } from "./order-form-names";
import type { OrderSummary } from "./order-summary";

/**
 * The filters of "Meus pedidos" (docs/rules/orders.md "Orders list"; docs/rules/orders.md "Order statuses"): a status
 * and a period, read from the page's address (`?situacao=&periodo=&de=&ate=`), where a plain GET
 * form puts them. Anything the form would not send is ignored, never passed on. Call 61 takes no
 * filter, so the storefront applies them to the list it answers; the export (call 66) takes them.
 */

/** The statuses each tab can be filtered by, in the order an order goes through them. */
export const TAB_STATUSES: Record<OrderListTab, readonly OrderStatus[]> = {
  pedidos: ORDER_STATUSES.filter((status) => !status.startsWith("ORCAMENTO")),
  orcamentos: ["ORCAMENTO_NOVO", "ORCAMENTO_PRECIFICADO", "CANCELADO"],
};

/** The preset periods: the last N days, today included. */
export const PERIOD_PRESETS = [
  { value: "30", label: "Últimos 30 dias", days: 30 },
  { value: "90", label: "Últimos 90 dias", days: 90 },
  { value: "365", label: "Últimos 12 meses", days: 365 },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]["value"];

export type OrderFilters = {
  status: OrderStatus | null;
  /** A preset; null when none, or when days were typed (they win). */
  periodo: PeriodPreset | null;
  /** Days as YYYY-MM-DD (São Paulo's calendar), `de` never after `ate`. */
  de: string | null;
  ate: string | null;
};

export const NO_FILTERS: OrderFilters = { status: null, periodo: null, de: null, ate: null };

/** A calendar day YYYY-MM-DD between 2000 and 2099 that exists (no 31 April). */
export function isCalendarDay(day: string): boolean {
  if (!/^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(day)) return false;
  const noon = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().startsWith(day);
}

function day(value: string | null): string | null {
  return value !== null && isCalendarDay(value) ? value : null;
}

/**
 * The filters in the address for this tab: a status of the tab, a preset, or days (typed days win
 * over a preset; two days the wrong way round are swapped). Anything else is left out.
 */
export function parseOrderFilters(search: URLSearchParams, tab: OrderListTab): OrderFilters {
  const status = TAB_STATUSES[tab].find((candidate) => candidate === search.get("situacao")) ?? null;
  let de = day(search.get("de"));
  let ate = day(search.get("ate"));
  if (de !== null && ate !== null && de > ate) [de, ate] = [ate, de];
  const preset = PERIOD_PRESETS.find((candidate) => candidate.value === search.get("periodo"))?.value ?? null;
  return { status, periodo: de === null && ate === null ? preset : null, de, ate };
}

export function hasFilters(filters: OrderFilters): boolean {
  return filters.status !== null || filters.periodo !== null || filters.de !== null || filters.ate !== null;
}

/** The day a moment falls on in São Paulo, YYYY-MM-DD. */
const SAO_PAULO_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
export function saoPauloDay(moment: Date): string {
  return SAO_PAULO_DAY.format(moment);
}

function daysBefore(dayText: string, days: number): string {
  return new Date(new Date(`${dayText}T12:00:00Z`).getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The days the filters cover, both ends included, on the day `today` is (a preset ends today). */
export function filterRange(filters: OrderFilters, today: string): { de: string | null; ate: string | null } {
  const preset = PERIOD_PRESETS.find((candidate) => candidate.value === filters.periodo);
  if (preset) return { de: daysBefore(today, preset.days - 1), ate: today };
  return { de: filters.de, ate: filters.ate };
}

/** The orders the filters keep: of the status, placed on a day of the range (in São Paulo). */
export function applyOrderFilters<T extends Pick<OrderSummary, "status" | "dataPedido">>(
  summaries: readonly T[],
  filters: OrderFilters,
  today: string,
): T[] {
  const { de, ate } = filterRange(filters, today);
  return summaries.filter((summary) => {
    if (filters.status !== null && summary.status !== filters.status) return false;
    if (de === null && ate === null) return true;
    const placed = new Date(summary.dataPedido);
    if (Number.isNaN(placed.getTime())) return false;
    const placedDay = saoPauloDay(placed);
    return (de === null || placedDay >= de) && (ate === null || placedDay <= ate);
  });
}

/** The filters as the address carries them (for page links, the tabs and the export). */
export function filterParams(filters: OrderFilters): [string, string][] {
  const params: [string, string][] = [];
  if (filters.status) params.push(["situacao", filters.status]);
  if (filters.periodo) params.push(["periodo", filters.periodo]);
  if (filters.de) params.push(["de", filters.de]);
  if (filters.ate) params.push(["ate", filters.ate]);
  return params;
}

/** The status choices of a tab's filter, with the spec's labels. */
export function statusOptions(tab: OrderListTab): { value: OrderStatus; label: string }[] {
  return TAB_STATUSES[tab].map((status) => ({ value: status, label: orderStatusLabel(status) }));
}

/** "12/11/2026": a day as a shopper reads it. */
export function formatDay(dayText: string): string {
  const [year, month, date] = dayText.split("-");
  return `${date}/${month}/${year}`;
}

/** The filters in words, for the line above the results ("Em separação · de 01/11/2026 a 30/11/2026"). */
export function describeFilters(filters: OrderFilters): string {
  const parts: string[] = [];
  if (filters.status) parts.push(orderStatusLabel(filters.status));
  const preset = PERIOD_PRESETS.find((candidate) => candidate.value === filters.periodo);
  if (preset) parts.push(preset.label.toLowerCase());
  else if (filters.de && filters.ate)
    parts.push(
      filters.de === filters.ate
        ? `em ${formatDay(filters.de)}`
        : `de ${formatDay(filters.de)} a ${formatDay(filters.ate)}`,
    );
  else if (filters.de) parts.push(`desde ${formatDay(filters.de)}`);
  else if (filters.ate) parts.push(`até ${formatDay(filters.ate)}`);
  return parts.join(" · ");
}
