import type { Database } from "better-sqlite3";
import { newToken, secretDigest } from "../credentials";
import { statement } from "../db/statements";
import type { CustomerLogin, Login } from "./logins";

const MINUTE_MS = 60_000;
export const SESSION_TTL_MS = 12 * 60 * MINUTE_MS;
export const HANDOFF_TTL_MS = 5 * MINUTE_MS;

/**
 * Whom a customer session acts for, at which supplier, and who opened it: `idclienteLogin` is the
 * customer whose login it is (the company, for a sub-user), null when a representative opened it.
 */
export type CustomerSession = {
  idfornecedor: string;
  idcliente: number;
  idclienteLogin: number | null;
  idusuario: number | null;
  idrepresentante: number | null;
};

export type RepresentativeSession = { idfornecedor: string; idrepresentante: number };

export type IssuedToken = { token: string; expira_em: string };

type SessionRow = {
  idfornecedor: string;
  idcliente: number;
  idcliente_login: number | null;
  idusuario: number | null;
  idrepresentante: number | null;
};

const nowIso = () => new Date().toISOString();
const expiryIso = (ttlMs: number) => new Date(Date.now() + ttlMs).toISOString();

function store(db: Database, token: string, tipo: string, session: CustomerSession | RepresentativeSession, expira_em: string) {
  statement(
    db,
    `INSERT INTO sessions (token_sha256, tipo, idfornecedor, idcliente, idcliente_login, idusuario, idrepresentante, expira_em)
     VALUES (@digest, @tipo, @idfornecedor, @idcliente, @idclienteLogin, @idusuario, @idrepresentante, @expira_em)`
  ).run({
    idcliente: null,
    idclienteLogin: null,
    idusuario: null,
    ...session,
    digest: secretDigest(token),
    tipo,
    expira_em,
  });
}

/** A new token for a customer session (12 h). */
export function openCustomerSession(db: Database, session: CustomerSession): IssuedToken {
  const issued = { token: newToken(), expira_em: expiryIso(SESSION_TTL_MS) };
  store(db, issued.token, "cliente", session, issued.expira_em);
  return issued;
}

/** A new hand-off token: the same login, for a session at another supplier (5 min, used once). */
export function openHandoff(db: Database, session: CustomerSession): IssuedToken {
  const issued = { token: newToken(), expira_em: expiryIso(HANDOFF_TTL_MS) };
  store(db, issued.token, "passagem", session, issued.expira_em);
  return issued;
}

/** Records a representative's JWT, so that logout and the operator can end it. */
export function storeRepresentativeToken(db: Database, token: string, session: RepresentativeSession, expira_em: string) {
  store(db, token, "representante", session, expira_em);
}

const fromRow = (row: SessionRow): CustomerSession => ({
  idfornecedor: row.idfornecedor,
  idcliente: row.idcliente,
  idclienteLogin: row.idcliente_login,
  idusuario: row.idusuario,
  idrepresentante: row.idrepresentante,
});

const SESSION_COLUMNS = "idfornecedor, idcliente, idcliente_login, idusuario, idrepresentante";
const VALID = "token_sha256 = @digest AND tipo = @tipo AND revogado = 0 AND expira_em > @now";

/** The customer session of a token still valid; undefined otherwise. */
export function findCustomerSession(db: Database, token: string): CustomerSession | undefined {
  const row = statement(db, `SELECT ${SESSION_COLUMNS} FROM sessions WHERE ${VALID}`).get({
    digest: secretDigest(token),
    tipo: "cliente",
    now: nowIso(),
  }) as SessionRow | undefined;
  return row && fromRow(row);
}

/** The representative session of a token still valid; undefined otherwise. */
export function findRepresentativeSession(db: Database, token: string): RepresentativeSession | undefined {
  return statement(db, `SELECT idfornecedor, idrepresentante FROM sessions WHERE ${VALID}`).get({
    digest: secretDigest(token),
    tipo: "representante",
    now: nowIso(),
  }) as RepresentativeSession | undefined;
}

/** Uses up a hand-off token for this supplier: the session it stands for, once; undefined after that. */
export function consumeHandoff(db: Database, token: string, idfornecedor: string): CustomerSession | undefined {
  const row = statement(
    db,
    `UPDATE sessions SET revogado = 1 WHERE ${VALID} AND idfornecedor = @idfornecedor RETURNING ${SESSION_COLUMNS}`
  ).get({ digest: secretDigest(token), tipo: "passagem", now: nowIso(), idfornecedor }) as SessionRow | undefined;
  return row && fromRow(row);
}

/** Ends a token of any kind; an unknown one changes nothing. */
export function revokeToken(db: Database, token: string): void {
  statement(db, "UPDATE sessions SET revogado = 1 WHERE token_sha256 = ?").run(secretDigest(token));
}

/** Ends every token a login opened, except `keep` when given; returns how many were still open. */
export function revokeLoginSessions(db: Database, login: Login, keep?: string): number {
  const where = {
    customer: "idcliente_login = @id AND idusuario IS NULL",
    user: "idusuario = @id",
    representative: "idrepresentante = @id",
  }[login.kind];
  const id = login.kind === "customer" ? login.idcliente : login.kind === "user" ? login.idusuario : login.idrepresentante;
  const sql = `UPDATE sessions SET revogado = 1 WHERE revogado = 0 AND ${where} AND token_sha256 IS NOT @kept`;
  return statement(db, sql).run({ id, kept: keep === undefined ? null : secretDigest(keep) }).changes;
}

/** The login a customer session belongs to; null when a representative opened it. */
export function sessionLogin(session: CustomerSession): CustomerLogin | null {
  if (session.idclienteLogin === null) return null;
  return session.idusuario === null
    ? { kind: "customer", idcliente: session.idclienteLogin }
    : { kind: "user", idusuario: session.idusuario, idcliente: session.idclienteLogin };
}
