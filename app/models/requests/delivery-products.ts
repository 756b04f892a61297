import { z } from "zod";
import { MAX_QUANTITY } from "~/models/quantity-input";
import { bodyId, MAX_BODY_LINES } from "./request-fields";

/**
 * The body of call 52 (docs/upstream-api.md §52: the delivery options for a CEP and the cart's
 * lines), written once: the storefront types what it sends with it
 * (app/services/delivery/delivery-options.server.ts), the reference server parses what it receives
 * with it (upstream/routes/delivery-options.ts), and the contract describes it
 * (contract/openapi/calls/delivery.ts).
 */

/** The highest unit price a line may say, in BRL: enough for any product, and no line's value overflows. */
const MAX_UNIT_PRICE = 1_000_000;

export const DeliveryProductsSchema = z.object({
  produtos: z
    .array(
      z.object({
        idproduto: bodyId(),
        quantidade: z.number().min(0).max(MAX_QUANTITY),
        valor: z.number().min(0).max(MAX_UNIT_PRICE),
      }),
    )
    .max(MAX_BODY_LINES),
});
export type DeliveryProducts = z.input<typeof DeliveryProductsSchema>;
