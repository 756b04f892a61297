import { z } from "zod";
import { isCalendarDay } from "./calendar-day";
import { catalogueId } from "./catalogue-id";
import { ComboSummaryListSchema } from "./product";

/** One combo of the lists of docs/upstream-api.md §22 (promotional-combo-all, promotional-combo-client), as the contract has it. */
export type ComboSummary = z.infer<typeof ComboSummaryListSchema>[number];

/**
 * A combo as the combos page shows it (docs/rules/catalogue.md "Combos page"): what links to its page,
 * and its prices only when the row carried both readable (`preco_original` above `preco_combo` or not).
 */
export type ComboCard = {
  idcombo: string;
  nome: string;
  descricao: string | null;
  imagem: string | null;
  validade_fim: string | null;
  preco_original?: number;
  preco_combo?: number;
};

const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => (value?.trim() ? value : null));
const price = z.number().finite().nonnegative().optional().catch(undefined);

/** What a row needs to be a card at all: an id a storefront address can carry, and a name. */
const ComboRowSchema = z.object({
  idcombo: z.union([z.string(), z.number()]).transform(String),
  nome: z.string().trim().min(1),
  descricao: text,
  imagem: text,
  validade_fim: text.transform((value) => (value && isCalendarDay(value) ? value : null)),
  preco_original: price,
  preco_combo: price,
});

/**
 * The list as the storefront reads it (DESIGN: one row it cannot read degrades that row, never the
 * page), in the server's order, each combo once (a repeated id is left out):
 * - a row without an id a page address can carry (1 to 15 digits) or without a name is left out
 *   (nothing to link to or to call it), and counted as unreadable;
 * - a field it cannot read is dropped on that row only: a text becomes null (a blank one, or a last
 *   day that names no calendar day, too), and without a readable `preco_combo` (missing, negative,
 *   not a number) both prices go, the card then saying the price is on the combo's page. A row kept
 *   that is not as the contract has it counts as degraded (logged).
 */
export function readComboList(rows: readonly unknown[]): { combos: ComboCard[]; unreadable: number; degraded: number } {
  const seen = new Set<string>();
  const combos: ComboCard[] = [];
  let degraded = 0;
  for (const row of rows) {
    const parsed = ComboRowSchema.safeParse(row);
    if (!parsed.success || catalogueId(parsed.data.idcombo) === null || seen.has(parsed.data.idcombo)) continue;
    seen.add(parsed.data.idcombo);
    const { preco_original, preco_combo, ...card } = parsed.data;
    if (!ComboSummaryListSchema.element.safeParse(row).success || preco_combo === undefined) degraded += 1;
    combos.push(
      preco_combo === undefined
        ? card
        : { ...card, preco_combo, ...(preco_original !== undefined && { preco_original }) },
    );
  }
  return { combos, unreadable: rows.length - combos.length, degraded };
}
