import { z } from "zod";
import { password } from "./account-fields";

/**
 * The body of a new password from a recovery link (docs/upstream-api.md §36), written once: the
 * storefront types what it sends with it (app/services/api/account.server.ts, resetPassword), the
 * reference server parses what it receives with it (upstream/routes/registration.ts), and the
 * contract describes it (contract/openapi/calls/accounts.ts).
 */
export const PasswordResetBodySchema = z.object({ token: z.string().trim().min(1).max(200), senha: password() });
export type PasswordResetBody = z.input<typeof PasswordResetBodySchema>;
