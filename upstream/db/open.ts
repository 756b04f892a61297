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
 * registers the SQL functions the queries use.
 */
export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(databasePath(dataDir));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  registerSqlFunctions(db);
  migrate(db);
  return db;
}
