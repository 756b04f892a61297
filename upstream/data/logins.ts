import type { Database } from "better-sqlite3";
import { documentShape } from "../../app/models/document";
import { hashPassword, newToken, verifyPassword } from "../credentials";
import { statement } from "../db/statements";

/**
 * Who can log in: a customer with an e-mail (its own login), a sub-user of a company account (by
 * e-mail; `idcliente` is the company), or a sales representative.
 */
export type Login =
  | { kind: "customer"; idcliente: number }
  | { kind: "user"; idusuario: number; idcliente: number }
  | { kind: "representative"; idrepresentante: number };

export type LoginRecord<L extends Login = Login> = {
  login: L;
  nome: string;
  email: string;
  /** The CPF or CNPJ, normalised (digits and upper-case letters); null for a sub-user. */
  cpf: string | null;
  senha_hash: string | null;
};

export type CustomerLogin = Extract<Login, { kind: "customer" | "user" }>;
export type RepresentativeLogin = Extract<Login, { kind: "representative" }>;

/**
 * A login text: an e-mail when it has "@", otherwise a document in any case, whose dots, dashes,
 * slashes and spaces are ignored: a CPF (11 digits) or a CNPJ (14 letters and digits, the last two
 * digits).
 */
type LoginKey = { email: string } | { cpf: string };

function loginKey(text: string): LoginKey | null {
  const trimmed = text.trim();
  if (trimmed.includes("@")) return { email: trimmed };
  const document = documentShape(trimmed);
  return document === null ? null : { cpf: document };
}

type PersonFields = Omit<LoginRecord, "login">;

const personFields = ({ nome, email, cpf, senha_hash }: PersonFields): PersonFields => ({ nome, email, cpf, senha_hash });

/** Customers without an e-mail (branches of a company) have no login of their own. */
function customerWhere(db: Database, column: "idcliente" | "email" | "cpf", value: string | number) {
  const row = statement(
    db,
    `SELECT idcliente, nome, email, cpf, senha_hash FROM customers WHERE ${column} = ? AND email IS NOT NULL`
  ).get(value) as (PersonFields & { idcliente: number }) | undefined;
  return row && { login: { kind: "customer", idcliente: row.idcliente } as const, ...personFields(row) };
}

function accountUserWhere(db: Database, column: "idusuario" | "email", value: string | number) {
  const row = statement(
    db,
    `SELECT idusuario, idcliente, nome, email, NULL AS cpf, senha_hash FROM account_users WHERE ${column} = ?`
  ).get(value) as (PersonFields & { idusuario: number; idcliente: number }) | undefined;
  return row && { login: { kind: "user", idusuario: row.idusuario, idcliente: row.idcliente } as const, ...personFields(row) };
}

/** The customer or sub-user a login text names. */
export function findCustomerLogin(db: Database, text: string): LoginRecord<CustomerLogin> | undefined {
  const key = loginKey(text);
  if (!key) return undefined;
  if ("cpf" in key) return customerWhere(db, "cpf", key.cpf);
  return customerWhere(db, "email", key.email) ?? accountUserWhere(db, "email", key.email);
}

/** The representative a login text names. */
export function findRepresentativeLogin(db: Database, text: string): LoginRecord<RepresentativeLogin> | undefined {
  const key = loginKey(text);
  if (!key) return undefined;
  const column = "email" in key ? "email" : "cpf";
  const row = statement(
    db,
    `SELECT idrepresentante, nome, email, cpf, senha_hash FROM representatives WHERE ${column} = ?`
  ).get("email" in key ? key.email : key.cpf) as (PersonFields & { idrepresentante: number }) | undefined;
  return row && { login: { kind: "representative", idrepresentante: row.idrepresentante }, ...personFields(row) };
}

/** A customer's or sub-user's login as it is now. */
export function customerLoginById(db: Database, login: CustomerLogin): LoginRecord<CustomerLogin> | undefined {
  return login.kind === "customer"
    ? customerWhere(db, "idcliente", login.idcliente)
    : accountUserWhere(db, "idusuario", login.idusuario);
}

let unknownLoginHash: string | undefined;

/**
 * Whether the password is this login's. An unknown login, or one without a password yet, is checked
 * against a throwaway hash, so that the answer takes as long as for a known login.
 */
export function passwordMatches(record: { senha_hash: string | null } | undefined, password: string): boolean {
  unknownLoginHash ??= hashPassword(newToken());
  const matches = verifyPassword(password, record?.senha_hash ?? unknownLoginHash);
  return matches && Boolean(record?.senha_hash);
}

/** "ana.souza@exemplo.com.br" → "an***@exemplo.com.br": enough to recognise it, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

