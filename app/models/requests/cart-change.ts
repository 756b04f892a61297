import { z } from "zod";
import { isBelowSmallestQuantity, MAX_QUANTITY } from "~/models/quantity-input";
import { bodyId, MAX_BODY_LINES } from "./request-fields";

/**
 * The body of call 40's POST (docs/upstream-api.md §40), written once: the storefront types what it
 * sends with it (app/services/api/cart.server.ts), the reference server parses what it receives
 * with it (upstream/routes/cart.ts), and the contract describes it (contract/openapi/calls/cart.ts).
 */

/** `observacao` and `numPedidoCliente`: trimmed; absent keeps the stored text, `""` or null clears it. */
const note = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null));

/** Absent or null is false. */
const flag = () =>
  z
    .boolean()
    .nullish()
    .transform((value) => value ?? false);

export const CartChangeSchema = z.object({
  cartItens: z
    .array(
      z.object({
        idproduto: bodyId(),
        // Rounded to 3 decimals, a quantity above 0 must stay above 0: 0.0000001 is no quantity at all.
        quantidade: z
          .number()
          .min(0)
          .max(MAX_QUANTITY)
          .refine((quantity) => !isBelowSmallestQuantity(quantity)),
        embalarParaPresente: flag(),
      }),
    )
    .max(MAX_BODY_LINES),
  observacao: note(500),
  numPedidoCliente: note(40),
  desbloquearAtendimento: flag(),
});

/** A cart change as sent. */
export type CartChange = z.input<typeof CartChangeSchema>;
/** A cart change as the server reads it: ids as numbers, notes trimmed, flags false when absent. */
export type CartChangeRead = z.output<typeof CartChangeSchema>;
