const WEEKDAY = new Intl.DateTimeFormat("pt-BR", { weekday: "short", timeZone: "UTC" });

/**
 * An order's `data_de_entrega` ("2026-11-26T08:00:00-03:00", the slot's start in São Paulo time) as
 * the shopper reads it: "qui., 26/11, a partir das 08:00"; null when there is none or it does not read.
 */
export function slotLabelOf(dataDeEntrega: string | null): string | null {
  const match = dataDeEntrega ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(dataDeEntrega) : null;
  if (!match) return null;
  const [, year, month, day, time] = match as unknown as [string, string, string, string, string];
  const weekday = WEEKDAY.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
  return `${weekday}, ${day}/${month}, a partir das ${time}`;
}
