import { z } from "zod";

/**
 * The body of the analytics log call (docs/upstream-api.md §89):
 * a purchase as GA4 names it, in BRL, logged by the storefront's server once per order (ADR 0041).
 * The storefront types what it sends with it (app/services/api/analytics-log.server.ts), the
 * reference server parses what it receives with it (upstream/routes/shopper-signals.ts).
 */
export const AnalyticsLogItemSchema = z.object({
  item_id: z.union([z.string().trim().min(1).max(60), z.number().int()]).transform(String),
  item_name: z.string().max(300),
  price: z.number().nonnegative(),
  quantity: z.number().positive(),
});

export const AnalyticsLogSchema = z.object({
  measurement_id: z.string().regex(/^G-[A-Z0-9]{4,20}$/),
  event: z.literal("purchase"),
  currency: z.literal("BRL"),
  transaction_id: z.union([z.string().trim().min(1).max(40), z.number().int()]).transform(String),
  value: z.number().nonnegative(),
  items: z.array(AnalyticsLogItemSchema).max(500),
});
export type AnalyticsLog = z.input<typeof AnalyticsLogSchema>;
