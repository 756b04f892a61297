import { z } from "zod";

/**
 * The body of the acceptance of the terms of use (docs/upstream-api.md §35), written once: the
 * storefront types what it sends with it (app/services/api/account.server.ts, acceptTermsOfUse),
 * the reference server parses what it receives with it (upstream/routes/terms-of-use.ts), and the
 * contract describes it (contract/openapi/calls/accounts.ts).
 */
export const TermsAcceptanceBodySchema = z.object({ versao: z.number().int().positive() });
export type TermsAcceptanceBody = z.input<typeof TermsAcceptanceBodySchema>;
