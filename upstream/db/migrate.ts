import type { Database } from "better-sqlite3";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

export type Migration = { version: number; name: string; sql: string };

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql: readFileSync(join(dir, file), "utf8"),
    }))
    .sort((a, b) => a.version - b.version);
}

/** Applies, each in its own transaction, the migrations not yet recorded; returns the versions it applied. */
export function migrate(db: Database, migrations: Migration[] = readMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    nome TEXT NOT NULL,
    aplicada_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare("INSERT INTO schema_migrations (version, nome) VALUES (?, ?)");
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
    })();
  }
  return pending.map((migration) => migration.version);
}
