import { z } from "zod";
import { plainText } from "~/models/plain-text";
import { email, personName } from "./account-fields";

/**
 * The body of a new user of a company account (docs/upstream-api.md §37), written once: the
 * storefront types what it sends with it (app/services/api/account.server.ts, createAccountUser),
 * the reference server parses what it receives with it (upstream/routes/account-users.ts), and the
 * contract describes it (contract/openapi/calls/accounts.ts). The name goes into the invitation
 * e-mail: direction overrides and control characters are dropped before its length is checked.
 */
export const AccountUserBodySchema = z.object({
  email: email(),
  nome: z.string().transform(plainText).pipe(personName()),
});
export type AccountUserBody = z.input<typeof AccountUserBodySchema>;
