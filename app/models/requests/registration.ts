import { z } from "zod";
import { address, birthDate, email, password, personName, phone, taxDocument } from "./account-fields";

/**
 * The body of a sign-up (docs/upstream-api.md §36), written once: the storefront types what it
 * sends with it (app/services/api/account.server.ts, registerUser), the reference server parses
 * what it receives with it (upstream/routes/registration.ts), and the contract describes it
 * (contract/openapi/calls/accounts.ts).
 */
export const RegistrationBodySchema = z.object({
  idfornecedor: z.string().trim().min(1).max(100),
  /** Where the sign-up came from (the storefront sends `web`); a server need not read it. */
  tokenOrigin: z.string().optional(),
  usuario: z.object({
    nome: personName(),
    data_nascimento: birthDate(),
    cpf: taxDocument(),
    email: email(),
    telefone: phone(),
    senha: password(),
    endereco: address().nullish(),
  }),
  /** The answers to the supplier's customer characteristics (call 8, caracteristica-cliente). */
  caracteristicas: z
    .array(
      z.object({
        idcaracteristica: z.union([z.string().trim().min(1).max(40), z.number().int()]),
        valor: z.string().trim().min(1).max(200),
      }),
    )
    .max(50)
    .optional(),
});
export type RegistrationBody = z.input<typeof RegistrationBodySchema>;
