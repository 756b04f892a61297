import { z } from "zod";
import { birthDate, email, password, personName, phone } from "./account-fields";

/**
 * The body of call 34's PUT (docs/upstream-api.md §34: the customer's data, or the login with the
 * current password), written once: the storefront types what it sends with it
 * (app/services/api/account.server.ts, updateUser), the reference server parses what it receives
 * with it (upstream/routes/customer-account.ts), and the contract describes it
 * (contract/openapi/calls/accounts.ts). A field left out is left as it is.
 */
export const UserUpdateBodySchema = z.object({
  dadosUsuario: z.object({
    nome: personName().optional(),
    telefone: phone(),
    data_nascimento: birthDate(),
    email: email().optional(),
    novaSenha: password().optional(),
    senhaAtual: z.string().max(200).optional(),
  }),
});
export type UserUpdateBody = z.input<typeof UserUpdateBodySchema>;
