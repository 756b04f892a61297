import { z } from "zod";
import { MAX_LIST_LINES, MAX_LIST_NAME } from "~/models/lists/shopping-list";
import { isBelowSmallestQuantity, MAX_QUANTITY } from "~/models/quantity-input";
import { bodyId } from "./request-fields";

/**
 * The bodies of the shopping-list calls (docs/upstream-api.md §74, §75, §79 and §81), written once:
 * the storefront types what it sends with them (app/services/api/shopping-list.server.ts), the
 * reference server parses what it receives with them (upstream/routes/shopping-lists.ts), and the
 * contract describes them (contract/openapi/calls/lists.ts).
 */

/** A list's name: trimmed, 1 to 80 characters, no control characters. */
const listName = () =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1)
        .max(MAX_LIST_NAME)
        // eslint-disable-next-line no-control-regex
        .regex(/^[^\u0000-\u001f\u007f]*$/),
    );

/** A quantity above 0, at most 100 000, that stays above 0 rounded to 3 decimals. */
const quantity = () =>
  z
    .number()
    .positive()
    .max(MAX_QUANTITY)
    .refine((value) => !isBelowSmallestQuantity(value));

/** Call 74: a new list of the client's, empty or with its first lines (a product page's, a cart's, an order's). */
export const NewShoppingListSchema = z.object({
  idcliente: bodyId(),
  nome: listName(),
  itens: z
    .array(z.object({ idproduto: bodyId(), quantidade: quantity() }))
    .max(MAX_LIST_LINES)
    .default([]),
});
export type NewShoppingList = z.input<typeof NewShoppingListSchema>;

/** Call 75 (added to the line's quantity) and call 79 (the line's new quantity). */
export const ShoppingListQuantitySchema = z.object({ quantidade: quantity() });
export type ShoppingListQuantity = z.input<typeof ShoppingListQuantitySchema>;

/** Call 81: the list's new name. */
export const ShoppingListNameSchema = z.object({ nome: listName() });
export type ShoppingListName = z.input<typeof ShoppingListNameSchema>;
