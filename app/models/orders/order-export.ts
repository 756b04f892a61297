import { z } from "zod";
import { OrderStatusSchema } from "~/models/checkout/order";
import { isCalendarDay } from "./order-filters";

/** A calendar day YYYY-MM-DD between 2000 and 2099 that exists (no 31 April). */
const DaySchema = z.string().refine(isCalendarDay);

/**
 * The orders export (docs/upstream-api.md §66; docs/rules/orders.md "Orders export" POST /v4/orders/export/{id}, "returns a
 * file"): which of the client's orders go into the spreadsheet. The storefront sends the filters of
 * the list the shopper is looking at, with a preset period already turned into its days.
 */
export const OrderExportRequestSchema = z
  .object({
    /** Orders (quotes accepted among them), or the quotes not accepted. */
    tipo: z.enum(["pedidos", "orcamentos"]).default("pedidos"),
    status: OrderStatusSchema.nullable().default(null),
    /** First and last day placed, YYYY-MM-DD in São Paulo, both included; null for no bound. */
    de: DaySchema.nullable().default(null),
    ate: DaySchema.nullable().default(null),
    /** As call 61's query: a company's user logged in, whose own orders go unless they are the principal. */
    idusuariovinculado: z
      .union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,14}$/)])
      .transform(Number)
      .nullable()
      .default(null),
    clientevinculadoprincipal: z.boolean().default(false),
  })
  .strict()
  .refine((body) => body.de === null || body.ate === null || body.de <= body.ate, { path: ["ate"] });
export type OrderExportRequest = z.input<typeof OrderExportRequestSchema>;

/** The file types the export may answer: a workbook, or text separated by semicolons. */
export const EXPORT_FILE_TYPES = {
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "text/csv": "csv",
} as const;

/** The largest file the storefront passes on to the shopper. */
export const MAX_EXPORT_BYTES = 20 * 1024 * 1024;
