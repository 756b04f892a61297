import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { AccountUserSchema } from "../../app/models/account";
import { statement } from "../db/statements";

type AccountUserAnswer = z.input<typeof AccountUserSchema>;
type AccountUserRow = Omit<AccountUserAnswer, "senha_definida"> & { senha_definida: number };

const USER_COLUMNS = "idusuario, nome, email, senha_hash IS NOT NULL AS senha_definida, criado_em";
const toAnswer = (row: AccountUserRow): AccountUserAnswer => ({ ...row, senha_definida: row.senha_definida === 1 });

/** The company's name when it is a principal customer (it has linked clients); undefined otherwise. */
export function principalName(db: Database, idcliente: number): string | undefined {
  return statement(
    db,
    `SELECT nome FROM customers WHERE idcliente = ?
     AND EXISTS (SELECT 1 FROM linked_customers WHERE idcliente_principal = customers.idcliente)`
  )
    .pluck()
    .get(idcliente) as string | undefined;
}

/** The people who log in for a company account, in the order they were added. */
export function accountUsers(db: Database, idcliente: number): AccountUserAnswer[] {
  const rows = statement(db, `SELECT ${USER_COLUMNS} FROM account_users WHERE idcliente = ? ORDER BY idusuario`).all(
    idcliente
  ) as AccountUserRow[];
  return rows.map(toAnswer);
}

/** Adds a person to a company account, without a password until they set one. */
export function addAccountUser(db: Database, idcliente: number, user: { nome: string; email: string }): AccountUserAnswer {
  const row = statement(
    db,
    `INSERT INTO account_users (idcliente, nome, email) VALUES (?, ?, ?) RETURNING ${USER_COLUMNS}`
  ).get(idcliente, user.nome, user.email) as AccountUserRow;
  return toAnswer(row);
}

/** Removes a person from a company account, and with them their sessions and links; false when not there. */
export function removeAccountUser(db: Database, idcliente: number, idusuario: number): boolean {
  return statement(db, "DELETE FROM account_users WHERE idcliente = ? AND idusuario = ?").run(idcliente, idusuario).changes > 0;
}
