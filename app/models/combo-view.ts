import { isCalendarDay } from "./calendar-day";

/** What a combo's card says (docs/rules/catalogue.md "Combos page"); no zod here: the page's JS carries it. */

/**
 * The "De … por …" of a card: the price apart only where it is above the combo's (a combo is sold for
 * less than its items apart; a row saying otherwise shows the combo's price alone).
 */
export function comboPrices(card: { preco_original?: number; preco_combo?: number }): {
  apart: number | null;
  together: number;
} | null {
  if (card.preco_combo === undefined) return null;
  const apart =
    card.preco_original !== undefined && card.preco_original > card.preco_combo ? card.preco_original : null;
  return { apart, together: card.preco_combo };
}

const LONG_DAY = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" });

/**
 * "2027-12-31" → "Válido até 31 de dezembro de 2027": the combo's last day as the upstream names it
 * (a calendar day, not an instant: read in any time zone it stays that day); null for none or a
 * text that names no day.
 */
export function comboValidity(validadeFim: string | null): string | null {
  if (!validadeFim || !isCalendarDay(validadeFim)) return null;
  return `Válido até ${LONG_DAY.format(new Date(`${validadeFim}T12:00:00Z`))}`;
}
