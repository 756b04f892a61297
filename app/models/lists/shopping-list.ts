import { z } from "zod";
import { ProductSummarySchema } from "~/models/catalogue";

/**
 * The shopping-list contract (docs/upstream-api.md §71–§81): a client's own lists and the lists its
 * supplier suggests to it, each holding products and quantities only (no price, no order number, no
 * payment). A list is its client's at its supplier: a company's users and a representative serving
 * the company share it.
 */

const id = z.union([z.string(), z.number()]).transform(String);

/** CLIENTE: the client's own list; SUGERIDA: one the supplier suggests (read-only for the client). */
export const SHOPPING_LIST_KINDS = ["CLIENTE", "SUGERIDA"] as const;
export const ShoppingListKindSchema = z.enum(SHOPPING_LIST_KINDS);
export type ShoppingListKind = z.infer<typeof ShoppingListKindSchema>;

export { LIST_PAGE_SIZE, MAX_LIST_LINES, MAX_LIST_NAME, MAX_LIST_PAGE, MAX_LISTS_PER_CLIENT } from "./list-limits";

/** A list without its lines: calls 72, 74–77 and 79–81. */
export const ShoppingListSummarySchema = z.object({
  idlista: id,
  nome: z.string().min(1),
  tipo: ShoppingListKindSchema,
  ativa: z.boolean().default(true),
  /** How many products it holds. */
  quantidadeItens: z.number().int().min(0),
  /** ISO-8601 instant of its last change. */
  atualizadaEm: z.string().nullable().default(null),
});
export type ShoppingListSummary = z.output<typeof ShoppingListSummarySchema>;

export const ShoppingListListSchema = z.array(ShoppingListSummarySchema);

/**
 * A line: the product (null when it left the catalogue: the line stays, and the storefront shows it
 * as unavailable) and the quantity kept, above 0.
 */
export const ShoppingListLineSchema = z.object({
  idproduto: id,
  quantidade: z.number().positive(),
  produto: ProductSummarySchema.nullable(),
});
export type ShoppingListLine = z.output<typeof ShoppingListLineSchema>;

/** Call 73: the list and one page of its lines, in the order they were added. */
export const ShoppingListPageSchema = ShoppingListSummarySchema.extend({
  pagina: z.number().int().positive(),
  porPagina: z.number().int().positive(),
  itens: z.array(ShoppingListLineSchema),
});
export type ShoppingListPage = z.output<typeof ShoppingListPageSchema>;
