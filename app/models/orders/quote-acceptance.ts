import { z } from "zod";
import { OrderStatusSchema, PaymentStatusSchema } from "~/models/checkout/order";
import { QUOTE_ACCEPT_INTENT } from "./quote-acceptance-view";

/**
 * A priced quote accepted by its customer (tag support-budget; docs/rules/orders.md "Quotes" ORCAMENTO_PRECIFICADO →
 * ENVIADO; docs/upstream-api.md §67): what the storefront sends, what the server answers, and what
 * an order's page says of its quote.
 */

/**
 * POST …/orcamento/{numpedido}/aceitar: the total the customer saw and accepts and, when they pay
 * otherwise than the quote was sent with, the method they pay with (docs/rules/checkout.md "Credit limit and
 * quotes": the credit limit holds only for an acceptance paid by invoice).
 */
export const QuoteAcceptanceRequestSchema = z
  .object({
    totalpedido: z.number().finite().nonnegative(),
    idformapagamento: z
      .union([z.string().regex(/^\d{1,18}$/), z.number().int().nonnegative()])
      .transform(String)
      .optional(),
  })
  .strict();
export type QuoteAcceptanceRequest = z.input<typeof QuoteAcceptanceRequestSchema>;

export const QuoteAcceptedSchema = z.object({
  numpedido: z.union([z.string(), z.number()]).transform(String),
  status: OrderStatusSchema,
  totalpedido: z.coerce.number().finite(),
  orcamentoAceitoEm: z.string(),
  pagamento: z.object({ tipo: z.enum(["CARTAO", "PIX", "FATURADO", "NA_ENTREGA"]), status: PaymentStatusSchema }),
});
export type QuoteAccepted = z.infer<typeof QuoteAcceptedSchema>;

/** The confirmation form's fields: the method chosen among those offered (absent from an older page: the quote's own). */
export const QuoteAcceptanceFormSchema = z.object({
  intent: z.literal(QUOTE_ACCEPT_INTENT),
  idformapagamento: z.string().trim().max(40).optional(),
  totalpedido: z.coerce.number({ message: "Valor do orçamento inválido." }).finite().nonnegative().max(100_000_000),
});
