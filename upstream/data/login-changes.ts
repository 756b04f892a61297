import type { Database } from "better-sqlite3";
import { hashPassword } from "../credentials";
import { statement } from "../db/statements";
import type { CustomerLogin, Login } from "./logins";

/** Which e-mails and documents a login may take, and changing a login's e-mail and password. */

/** Whether any login (customer, sub-user or representative) other than `except` has this e-mail (any case). */
export function emailInUse(db: Database, email: string, except?: CustomerLogin): boolean {
  const owners = statement(
    db,
    `SELECT 'customer' AS kind, idcliente AS id FROM customers WHERE email = @email
     UNION ALL SELECT 'user', idusuario FROM account_users WHERE email = @email
     UNION ALL SELECT 'representative', idrepresentante FROM representatives WHERE email = @email`
  ).all({ email }) as { kind: Login["kind"]; id: number }[];
  const exceptId = except && (except.kind === "customer" ? except.idcliente : except.idusuario);
  return owners.some((owner) => owner.kind !== except?.kind || owner.id !== exceptId);
}

/** Whether a customer or representative has this CPF or CNPJ (normalised: digits and upper-case letters). */
export function documentInUse(db: Database, cpf: string): boolean {
  return (
    statement(
      db,
      "SELECT 1 FROM customers WHERE cpf = @cpf UNION ALL SELECT 1 FROM representatives WHERE cpf = @cpf"
    ).get({ cpf }) !== undefined
  );
}

/** Sets a customer's or sub-user's password (stored as a scrypt hash). */
export function setLoginPassword(db: Database, login: CustomerLogin, password: string): void {
  const sql =
    login.kind === "customer"
      ? "UPDATE customers SET senha_hash = ? WHERE idcliente = ?"
      : "UPDATE account_users SET senha_hash = ? WHERE idusuario = ?";
  statement(db, sql).run(hashPassword(password), login.kind === "customer" ? login.idcliente : login.idusuario);
}

/** Changes a customer's or sub-user's login e-mail; a customer's new e-mail is not verified yet. */
export function setLoginEmail(db: Database, login: CustomerLogin, email: string): void {
  if (login.kind === "customer") {
    statement(db, "UPDATE customers SET email = ?, email_verificado = 0 WHERE idcliente = ?").run(email, login.idcliente);
  } else {
    statement(db, "UPDATE account_users SET email = ? WHERE idusuario = ?").run(email, login.idusuario);
  }
}
