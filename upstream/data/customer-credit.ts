import type { Database } from "better-sqlite3";
import { roundCents } from "../../app/models/money";
import { statement } from "../db/statements";
import type { CartOwner } from "./cart-store";

/**
 * A customer's credit at a supplier (`limite_credito_disponivel`, docs/rules/orders.md "Invoices and credit limit"): what
 * invoiced orders (FATURADO, docs/upstream-api.md §9) are placed against.
 */

/** The credit the customer has left at the supplier; null when the supplier gave them no credit line. */
export function availableCredit(db: Database, owner: CartOwner): number | null {
  const credit = statement(db, "SELECT limite_credito_disponivel FROM customer_suppliers WHERE idcliente = ? AND idfornecedor = ?")
    .pluck()
    .get(owner.idcliente, owner.idfornecedor) as number | null | undefined;
  return credit ?? null;
}

/** Takes an invoiced order's total off the customer's available credit. */
export function consumeCredit(db: Database, owner: CartOwner, amount: number): void {
  const available = availableCredit(db, owner) ?? 0;
  statement(db, "UPDATE customer_suppliers SET limite_credito_disponivel = ? WHERE idcliente = ? AND idfornecedor = ?").run(
    roundCents(available - amount),
    owner.idcliente,
    owner.idfornecedor
  );
}

/**
 * Gives the customer a credit line of `total` at the supplier, all of it available (an operator's
 * command): its name; undefined when the customer has no standing there.
 */
export function setCreditLine(db: Database, idfornecedor: string, email: string, total: number): string | undefined {
  const customer = statement(db, "SELECT idcliente, nome FROM customers WHERE email = ?").get(email) as
    | { idcliente: number; nome: string }
    | undefined;
  if (!customer) return undefined;
  const changed = statement(
    db,
    "UPDATE customer_suppliers SET limite_credito_total = ?, limite_credito_disponivel = ? WHERE idcliente = ? AND idfornecedor = ?"
  ).run(total, total, customer.idcliente, idfornecedor).changes;
  return changed > 0 ? customer.nome : undefined;
}
