/**
 * The orders the reference upstream keeps (its own database, read-only): how many a customer has and
 * what each was charged, to tell "nothing placed" and "one order" from what pages say.
 */
import Database from "better-sqlite3";
import { databasePath } from "../../../upstream/db/open";

export type PlacedOrder = {
  numpedido: number;
  totalpedido: number;
  pagamento_status: string;
  /** The order's status (ENVIADO, AGUARDANDOPAGAMENTO…). */
  status: string;
  /** The instalments its card payment was made in (call 57's `parcelas`); null before any card payment. */
  pagamento_parcelas: number | null;
  anotacoes: string | null;
  emitido_por: string | null;
};

/** The orders of the customer with this e-mail (or this id), oldest first. */
export function placedOrders(dataDir: string, customer: string | number): PlacedOrder[] {
  const db = new Database(databasePath(dataDir), { readonly: true });
  try {
    db.pragma("busy_timeout = 10000");
    const idcliente =
      typeof customer === "number"
        ? customer
        : (db.prepare("SELECT idcliente FROM customers WHERE email = ?").pluck().get(customer) as number | undefined);
    return db
      .prepare(
        "SELECT numpedido, totalpedido, pagamento_status, status, pagamento_parcelas, anotacoes, emitido_por FROM orders WHERE idcliente = ? ORDER BY numpedido",
      )
      .all(idcliente ?? -1) as PlacedOrder[];
  } finally {
    db.close();
  }
}
