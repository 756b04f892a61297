import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { registerSqlFunctions } from "./functions";
import { migrate } from "./migrate";

const DATABASE_FILE_NAME = "upstream.db";

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE_NAME);
}

/**
 * Opens (creating when needed) `${dataDir}/upstream.db` in WAL mode, brings its schema up to date and
 * registers the SQL functions the queries use. Its transactions take the write lock when they begin.
 */
export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(databasePath(dataDir));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  registerSqlFunctions(db);
  writeLockedTransactions(db);
  migrate(db);
  return db;
}

/**
 * Every `db.transaction(fn)` of this connection begins with BEGIN IMMEDIATE instead of a plain BEGIN.
 * The server and the operator commands each hold a connection to the same file: a transaction that
 * reads and then writes, begun as a plain read, fails at its first write with SQLITE_BUSY_SNAPSHOT
 * ("database is locked", whatever the busy timeout) when the other connection wrote in between, and
 * the call answered 500 (a shopper's cart save while an order was invoiced). Taking the write lock at
 * once makes the other connection wait its busy timeout instead. A transaction inside another is a
 * savepoint, as before; `.deferred` stays available.
 */
function writeLockedTransactions(db: Database.Database): void {
  const transaction = db.transaction.bind(db);
  // better-sqlite3's IMMEDIATE variant carries the others (.deferred, .immediate, …) as its own properties.
  db.transaction = ((fn: Parameters<typeof transaction>[0]) => transaction(fn).immediate) as typeof db.transaction;
}
