import type { Database, Statement } from "better-sqlite3";

const cache = new WeakMap<Database, Map<string, Statement>>();

/** The prepared statement for this SQL on this database, prepared once and reused. */
export function statement(db: Database, sql: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}
