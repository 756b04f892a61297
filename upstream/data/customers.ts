import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";
import { MESSAGES, notFound, numericId } from "../http";

/** The `{idcliente}` of `{clientpath}` = `cliente/{idcliente}`; `anonimo` is a guest. */
const GUEST_CLIENT = "anonimo";

export type CustomerStanding = { idcliente: number; cadastro_aprovado: boolean };

/** The customer of a client path at this supplier: null for a guest, a 404 for an unknown customer. */
export function resolveClientPath(db: Database, idcliente: string, idfornecedor: string): CustomerStanding | null {
  if (idcliente === GUEST_CLIENT) return null;
  const standing = customerStanding(db, idcliente, idfornecedor);
  if (standing === undefined) throw notFound(MESSAGES.customerNotFound);
  return standing;
}

/** Like resolveClientPath, for an optional idcliente parameter: absent (or `anonimo`) is a guest. */
export function resolveClient(
  db: Database,
  idcliente: string | undefined,
  idfornecedor: string
): CustomerStanding | null {
  return resolveClientPath(db, idcliente ?? GUEST_CLIENT, idfornecedor);
}

/**
 * A customer's standing with a supplier; undefined when the customer does not exist.
 * A customer not (yet) registered with this supplier counts as not approved.
 */
export function customerStanding(db: Database, idcliente: string, idfornecedor: string): CustomerStanding | undefined {
  const row = statement(
    db,
    `SELECT c.idcliente, cs.cadastro_aprovado FROM customers c
     LEFT JOIN customer_suppliers cs ON cs.idcliente = c.idcliente AND cs.idfornecedor = ?
     WHERE c.idcliente = ?`
  ).get(idfornecedor, numericId(idcliente)) as { idcliente: number; cadastro_aprovado: number | null } | undefined;
  return row && { idcliente: row.idcliente, cadastro_aprovado: row.cadastro_aprovado === 1 };
}

/** The supplier where a customer's account lives: one where it has a standing, approved ones first. */
export function homeSupplier(db: Database, idcliente: number): string | undefined {
  return statement(
    db,
    `SELECT cs.idfornecedor FROM customer_suppliers cs JOIN suppliers s ON s.idfornecedor = cs.idfornecedor
     WHERE cs.idcliente = ? AND s.ativo = 1 ORDER BY cs.cadastro_aprovado DESC, s.ordem LIMIT 1`
  )
    .pluck()
    .get(idcliente) as string | undefined;
}
