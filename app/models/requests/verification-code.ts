import { z } from "zod";

/**
 * The body of call 34's confirmation of a code (docs/upstream-api.md §34: POST
 * /v4/verificacao/confirmar), written once: the storefront types what it sends with it
 * (app/services/api/account.server.ts, confirmVerification), the reference server parses what it
 * receives with it (upstream/routes/customer-account.ts), and the contract describes it
 * (contract/openapi/calls/accounts.ts).
 */
export const VerificationCodeBodySchema = z.object({ codigo: z.string().trim().max(20) });
export type VerificationCodeBody = z.input<typeof VerificationCodeBodySchema>;
