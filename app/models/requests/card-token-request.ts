import { z } from "zod";
import { NewCardSchema } from "~/models/checkout/payment";

/**
 * What the shopper's browser sends to the card gateway's `urlTokenizacao` (docs/upstream-api.md
 * §60), written once: the checkout's card form types it (app/components/checkout/card-tokenization.ts),
 * the reference server's test gateway parses it (upstream/routes/card-gateway.ts), and the contract
 * describes it (contract/openapi/calls/payments.ts). The card's fields are a new card's (call 57).
 */
export const CardTokenRequestSchema = z
  .object({
    /** The supplier's public key (call 60's answer). */
    chavePublica: z.string().max(100),
    number: NewCardSchema.shape.number,
    /** Trimmed before it is checked, as a typed name is. */
    name: z.string().trim().min(2).max(80),
    expiry: NewCardSchema.shape.expiry,
    cvc: NewCardSchema.shape.cvc,
  })
  .strict();
export type CardTokenRequest = z.input<typeof CardTokenRequestSchema>;
