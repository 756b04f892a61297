import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";

export type OutboxMessage = { para: string; assunto: string; corpo: string };

/** "Sends" an e-mail: the reference server only keeps it, for the operator to read. */
export function sendMessage(db: Database, message: OutboxMessage): void {
  statement(db, "INSERT INTO outbox (para, assunto, corpo) VALUES (@para, @assunto, @corpo)").run(message);
}

/** The latest messages, newest first, to one address (any case) or to anyone. */
export function latestMessages(
  db: Database,
  { para, limit }: { para?: string; limit: number }
): (OutboxMessage & { criado_em: string })[] {
  return statement(
    db,
    `SELECT para, assunto, corpo, criado_em FROM outbox WHERE @para IS NULL OR para = @para COLLATE NOCASE
     ORDER BY idmensagem DESC LIMIT @limit`
  ).all({ para: para ?? null, limit }) as (OutboxMessage & { criado_em: string })[];
}
