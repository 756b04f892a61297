import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";
import type { CustomerSession } from "./sessions";

/** Who placed an order, as stored with it (docs/rules/account.md "Linked users": the order records "Pedido emitido por"). */
export type OrderAuthor = { emitido_por: string | null; idusuario_emissor: number | null; idrepresentante: string | null; representante_nome: string | null };

const nameOf = (db: Database, sql: string, id: number) => statement(db, sql).pluck().get(id) as string | undefined;

/**
 * Who placed an order in this session. The session says it, not the order's body, so that nobody
 * signs an order in another's name: a representative acting for the client, a company's sub-user,
 * or the company acting for one of its branches; nobody when the client placed it itself.
 */
export function orderAuthor(db: Database, session: CustomerSession): OrderAuthor {
  if (session.idrepresentante !== null) {
    const nome = nameOf(db, "SELECT nome FROM representatives WHERE idrepresentante = ?", session.idrepresentante) ?? null;
    return { emitido_por: nome, idusuario_emissor: null, idrepresentante: String(session.idrepresentante), representante_nome: nome };
  }
  const emitido_por =
    session.idusuario !== null
      ? nameOf(db, "SELECT nome FROM account_users WHERE idusuario = ?", session.idusuario)
      : session.idclienteLogin !== null && session.idclienteLogin !== session.idcliente
        ? nameOf(db, "SELECT nome FROM customers WHERE idcliente = ?", session.idclienteLogin)
        : undefined;
  return { emitido_por: emitido_por ?? null, idusuario_emissor: session.idusuario, idrepresentante: null, representante_nome: null };
}
