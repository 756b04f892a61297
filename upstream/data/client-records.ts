import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { ClientRecordSchema, ClientSettingsSchema } from "../../app/models/account";
import { statement } from "../db/statements";
import { MESSAGES, conflict, forbidden, unauthorized } from "../http";
import { emailInUse, setLoginEmail, setLoginPassword } from "./login-changes";
import { customerLoginById, passwordMatches } from "./logins";
import { revokeLoginSessions, sessionLogin, type CustomerSession } from "./sessions";
import { termsStatus } from "./terms-of-use";

type SettingsRow = {
  tags: string;
  email_verificado: number;
  cadastro_aprovado: number | null;
  limite_credito_total: number | null;
  limite_credito_disponivel: number | null;
};

/** The flags of the session's client at the session's supplier. */
export function clientSettings(db: Database, session: CustomerSession): z.input<typeof ClientSettingsSchema> {
  const { idcliente, idfornecedor } = session;
  const row = statement(
    db,
    `SELECT c.tags, c.email_verificado, cs.cadastro_aprovado, cs.limite_credito_total, cs.limite_credito_disponivel
     FROM customers c LEFT JOIN customer_suppliers cs ON cs.idcliente = c.idcliente AND cs.idfornecedor = ?
     WHERE c.idcliente = ?`
  ).get(idfornecedor, idcliente) as SettingsRow;
  return {
    idcliente,
    cadastro_aprovado: row.cadastro_aprovado === 1,
    tag: JSON.parse(row.tags) as string[],
    termosuso: termsStatus(db, idcliente, idfornecedor),
    limite_credito_total: row.limite_credito_total,
    limite_credito_disponivel: row.limite_credito_disponivel,
    email_verificado: row.email_verificado === 1,
  };
}

export type Address = { cep: string; rua: string; numero: string; complemento: string | null; bairro: string; cidade: string; uf: string };
type RecordRow = { idcliente: number; nome: string; email: string | null; cpf: string; telefone: string | null; data_nascimento: string | null };

/** A customer's own data; its address only when it has one. */
export function clientRecord(db: Database, idcliente: number): z.input<typeof ClientRecordSchema> {
  const row = statement(
    db,
    `SELECT idcliente, nome, email, cpf, telefone, data_nascimento, cep, rua, numero, complemento, bairro, cidade, uf
     FROM customers WHERE idcliente = ?`
  ).get(idcliente) as RecordRow & { [K in keyof Address]: Address[K] | null };
  const { cep, rua, numero, complemento, bairro, cidade, uf, ...record } = row;
  const endereco =
    cep !== null && rua !== null && numero !== null && bairro !== null && cidade !== null && uf !== null
      ? { cep, rua, numero, complemento, bairro, cidade, uf }
      : null;
  return { ...record, endereco };
}

export type ClientChanges = {
  nome?: string;
  telefone?: string | null;
  data_nascimento?: string | null;
  email?: string;
  novaSenha?: string;
  senhaAtual?: string;
};

const DATA_COLUMNS = ["nome", "telefone", "data_nascimento"] as const;

/**
 * Updates what the session may change (docs/upstream-api.md §34). The customer's own login changes
 * the client's data; a sub-user changes only their own login; a session a representative opened
 * changes nothing. A login change needs the current password, and a new password ends the login's
 * other sessions: the one of `token` goes on.
 */
export function updateClient(db: Database, { session, token }: { session: CustomerSession; token: string }, changes: ClientChanges): void {
  const login = sessionLogin(session);
  const columns = DATA_COLUMNS.filter((column) => changes[column] !== undefined);
  if (!login || (login.kind === "user" && columns.length > 0)) throw forbidden();
  const current = customerLoginById(db, login);
  const email = changes.email?.toLowerCase() === current?.email.toLowerCase() ? undefined : changes.email;
  if (email !== undefined || changes.novaSenha !== undefined) {
    if (!current) throw forbidden();
    if (!passwordMatches(current, changes.senhaAtual ?? "")) throw unauthorized(MESSAGES.wrongCurrentPassword);
    if (email !== undefined && emailInUse(db, email, current.login)) throw conflict(MESSAGES.emailInUse);
  }
  db.transaction(() => {
    if (columns.length > 0) {
      statement(
        db,
        `UPDATE customers SET ${columns.map((column) => `${column} = @${column}`).join(", ")} WHERE idcliente = @idcliente`
      ).run({ ...Object.fromEntries(columns.map((column) => [column, changes[column]])), idcliente: session.idcliente });
    }
    if (current && email !== undefined) setLoginEmail(db, current.login, email);
    if (current && changes.novaSenha !== undefined) {
      setLoginPassword(db, current.login, changes.novaSenha);
      revokeLoginSessions(db, current.login, token);
    }
  })();
}
