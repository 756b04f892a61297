import type { OpeningHours } from "~/models/supplier";

const DAY_NAMES = ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"] as const;
/** The week as shoppers read a timetable: Monday first, Sunday last. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * A store's opening hours as lines a shopper reads: consecutive days (Monday to Saturday, then
 * Sunday) with the same hours together — "Segunda a sexta: 07:00–17:00", "Sábado: 07:00–12:00".
 * A day with two openings lists both: "08:00–12:00 e 14:00–18:00".
 */
export function openingHoursLines(hours: readonly OpeningHours[]): string[] {
  const byDay = new Map<number, string>();
  for (const day of WEEK) {
    // filter() makes the copy sort() orders (toSorted is missing on the older phones this page runs on).
    const spans = hours
      .filter((entry) => entry.dia_semana === day)
      .sort((a, b) => a.abre.localeCompare(b.abre))
      .map((entry) => `${entry.abre}–${entry.fecha}`);
    if (spans.length > 0) byDay.set(day, spans.join(" e "));
  }
  const lines: string[] = [];
  let run: { first: number; last: number; text: string } | null = null;
  const close = () => {
    if (!run) return;
    const first = DAY_NAMES[run.first]!;
    lines.push(
      run.first === run.last
        ? `${first}: ${run.text}`
        : `${first} a ${DAY_NAMES[run.last]!.toLowerCase()}: ${run.text}`,
    );
  };
  let previous: number | null = null;
  for (const day of WEEK) {
    const text = byDay.get(day);
    // A run goes on only from the day just before: a closed day in between ends it.
    if (text && run && run.text === text && run.last === previous) {
      run.last = day;
    } else if (text) {
      close();
      run = { first: day, last: day, text };
    }
    previous = day;
  }
  close();
  return lines;
}
