/** When orders happened, as a shopper in Brazil reads it: São Paulo's date and time, whatever the server's zone. */

const DAY = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" });
const MOMENT = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

function instant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-23T12:00:00.000Z" → "23/11/2026"; a text that is no instant is shown as it came. */
export function formatOrderDay(iso: string): string {
  const date = instant(iso);
  return date ? DAY.format(date) : iso;
}

/** "2026-11-23T12:00:00.000Z" → "23/11/2026, 09:00"; a text that is no instant is shown as it came. */
export function formatOrderMoment(iso: string): string {
  const date = instant(iso);
  return date ? MOMENT.format(date) : iso;
}
