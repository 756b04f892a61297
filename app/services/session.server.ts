import { createCookieSessionStorage } from "@remix-run/node";
import { z } from "zod";
import { CartPreferencesSchema } from "~/models/cart-preferences";
import { LinkedClientSchema, LinkedUserSchema, SessionCustomerSchema, type LinkedClient } from "~/models/account";
import { createConfidentialCookie } from "./confidential-cookie.server";

/**
 * A browser keeps a cookie of at most 4 KB, and the session shares it with the customer, the
 * linked user and the chat token: it holds this many linked clients, their names cut short.
 */
export const MAX_LINKED_CLIENTS = 12;
const MAX_LINKED_CLIENT_NAME = 60;

/**
 * Who is logged in, for which supplier (docs/rules/architecture.md "Progressive enhancement": state the spec keeps in the browser lives in the
 * session cookie, encrypted: ADR 0052). The bearer token itself is in `commerce-auth-token`; this cookie holds
 * what pages show and decide with, so no page needs an upstream call to know the shopper.
 */
export const AccountSessionSchema = z.object({
  idfornecedor: z.string(),
  /** The customer the token acts for; null for a representative who has not picked a client. */
  cliente: SessionCustomerSchema.nullable(),
  aprovado: z.boolean(),
  /** The login is its company's principal: it manages the account's users (docs/rules/account.md "Linked users"). */
  principal: z.boolean(),
  /** loginAsUsuarioVinculado: several linked clients, or none principal — the user may switch. */
  trocaCliente: z.boolean(),
  /** The sub-user of a company account who is logged in (orders record "Pedido emitido por"). */
  usuarioVinculado: LinkedUserSchema.nullable(),
  /** A representative's own login, kept while acting for a client (loginAsRepresentante). */
  representante: z.object({ idusuario: z.number(), nome: z.string(), token: z.string() }).nullable(),
  /** The login's own client (the company of a sub-user): linked-client switches name it (docs/upstream-api.md §38). */
  idclienteLogin: z.number().int().positive().optional(),
  /** usuarios_vinculados of the login, for the client picker (see sessionLinkedClients). */
  clientesVinculados: z.array(LinkedClientSchema).max(MAX_LINKED_CLIENTS).optional(),
  /** A version of the terms of use the customer must accept before going on. */
  termosPendentes: z.number().int().nullable(),
  jwttoken: z.string().nullable(),
  /** The integration's key of an API-key login (docs/upstream-api.md §32): orders placed in this session carry it. */
  idapikeys: z.string().max(64).nullable().optional(),
  /** The cart's coupon, subscription type, payment method and header summary (the lines live upstream). */
  carrinho: CartPreferencesSchema.optional(),
  /**
   * The invoices loaded after login (docs/rules/account.md "Login"), for the client they are of: how many are open
   * and past due, and whether the client has a credit line. Another client's (after a switch) is none.
   */
  faturas: z
    .object({
      idcliente: z.string(),
      abertas: z.number().int().min(0),
      vencidas: z.number().int().min(0),
      credito: z.boolean(),
    })
    .optional(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** The linked clients of a login answer, as the session keeps them. */
export function sessionLinkedClients(clients: readonly LinkedClient[]): LinkedClient[] {
  return clients
    .slice(0, MAX_LINKED_CLIENTS)
    .map((client) => ({ ...client, nome: client.nome.slice(0, MAX_LINKED_CLIENT_NAME) }));
}

const SESSION_KEY = "conta";

function storage() {
  return createCookieSessionStorage({
    cookie: createConfidentialCookie("commerce-session", { maxAge: 60 * 60 * 12 }),
  });
}

/** The account of the request's session, whatever supplier it was made for; null when none or unreadable. */
export async function readAccountSession(request: Request): Promise<AccountSession | null> {
  const session = await storage().getSession(request.headers.get("Cookie"));
  const parsed = AccountSessionSchema.safeParse(session.get(SESSION_KEY));
  return parsed.success ? parsed.data : null;
}

export async function saveAccountSessionHeader(request: Request, account: AccountSession): Promise<string> {
  const { getSession, commitSession } = storage();
  const session = await getSession(request.headers.get("Cookie"));
  session.set(SESSION_KEY, account);
  return commitSession(session);
}

export async function clearAccountSessionHeader(): Promise<string> {
  const { getSession, destroySession } = storage();
  return destroySession(await getSession());
}
