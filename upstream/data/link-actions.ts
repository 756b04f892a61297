import type { Database } from "better-sqlite3";
import type { LinkAction } from "../../app/models/product";
import { statement } from "../db/statements";
import { MESSAGES, notFound, numericId } from "../http";

/** GET /v4/link-acao/{idfornecedor}/{idlink}: where a campaign link leads; a 404 for another supplier's link. */
export function linkAction(db: Database, idfornecedor: string, idlink: string): LinkAction {
  const action = statement(db, "SELECT tipo, valor FROM link_actions WHERE idlink = ? AND idfornecedor = ?").get(
    numericId(idlink),
    idfornecedor
  ) as LinkAction | undefined;
  if (!action) throw notFound(MESSAGES.linkNotFound);
  return action;
}
