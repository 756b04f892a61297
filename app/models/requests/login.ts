import { z } from "zod";
import { bodyId } from "./request-fields";

/**
 * The bodies of the logins (docs/upstream-api.md §28 and §29, §32) and of a switch to a linked
 * client (§38), written once: the storefront types what it sends with them
 * (app/services/api/account.server.ts), the reference server parses what it receives with them
 * (upstream/routes/authentication.ts), and the contract describes them
 * (contract/openapi/calls/accounts.ts).
 */

/** A login, a supplier or a key: 1 to 254 characters, trimmed. */
const loginText = () => z.string().trim().min(1).max(254);

/** Calls 28 and 29: the storefront sends every key, null when it does not apply. */
export const AuthenticateBodySchema = z.object({
  cpf: loginText(),
  senha: z.string().max(200).nullish(),
  idcliente: bodyId().nullish(),
  idfornecedor: loginText(),
  /** Always null from the storefront; a server need not read it. */
  idcadastroextracliente: z.null().optional(),
  /** false for call 28, true for call 29; a server need not read it (the path says which). */
  loginAsRepresentante: z.boolean().optional(),
  tokenOrigin: z.string().max(200).nullish(),
});
export type AuthenticateBody = z.input<typeof AuthenticateBodySchema>;

/** Call 32: a session for the customer an ERP id names, by an integration's key. */
export const ApiKeyLoginBodySchema = z.object({
  apiKey: loginText(),
  idErpUsuario: loginText(),
  idFornecedor: loginText(),
});
export type ApiKeyLoginBody = z.input<typeof ApiKeyLoginBodySchema>;

/** Call 38: act for another client of the login's `usuarios_vinculados`. */
export const SwitchLinkedClientBodySchema = z.object({ idclienteVinculado: bodyId() });
export type SwitchLinkedClientBody = z.input<typeof SwitchLinkedClientBodySchema>;
