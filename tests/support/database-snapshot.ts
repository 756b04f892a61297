/**
 * A copy of the reference upstream's database (`${dataDir}/upstream.db`) that integration tests
 * put back after each test, so that every test starts from the same data (the seeded demo
 * accounts with their passwords, e-mails, carts…) whatever the tests before it changed. The
 * server keeps running: only the tables whose rows differ from the copy are rewritten, in one
 * transaction, with the server's own connection waiting on SQLite's lock meanwhile.
 */
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databasePath } from "../../upstream/db/open";

export type DatabaseSnapshot = {
  /** Puts every table back as it was when the snapshot was taken; answers the tables it rewrote. */
  restore(): string[];
  /** Removes the copy. */
  discard(): void;
};

type TableRow = { name: string; type: string };

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function open(file: string): Database.Database {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  return db;
}

/** Copies the database of the upstream that keeps its data in `dataDir`, as it is now. */
export function snapshotDatabase(dataDir: string): DatabaseSnapshot {
  const live = databasePath(dataDir);
  const dir = mkdtempSync(join(tmpdir(), "upstream-snapshot-"));
  const copy = join(dir, "snapshot.db");
  const source = open(live);
  try {
    source.prepare("VACUUM INTO ?").run(copy);
  } finally {
    source.close();
  }

  return {
    restore() {
      const db = open(live);
      try {
        // Rows go back as they were, whatever references them: no foreign-key actions meanwhile.
        db.pragma("foreign_keys = OFF");
        db.prepare("ATTACH DATABASE ? AS snapshot").run(copy);
        // Plain tables only: full-text indexes (virtual tables and their shadow tables) follow
        // their content table through its triggers.
        const tables = (db.pragma("snapshot.table_list") as TableRow[])
          .filter((table) => table.type === "table" && !table.name.startsWith("sqlite_"))
          .map((table) => table.name);
        const rewritten: string[] = [];
        db.transaction(() => {
          for (const table of tables) {
            const now = `main.${quoted(table)}`;
            const then = `snapshot.${quoted(table)}`;
            const same = db
              .prepare(
                `SELECT (SELECT count(*) FROM ${now}) = (SELECT count(*) FROM ${then})
                   AND NOT EXISTS (SELECT * FROM ${now} EXCEPT SELECT * FROM ${then})
                   AND NOT EXISTS (SELECT * FROM ${then} EXCEPT SELECT * FROM ${now})`,
              )
              .pluck()
              .get();
            if (same === 1) continue;
            db.exec(`DELETE FROM ${now}; INSERT INTO ${now} SELECT * FROM ${then};`);
            rewritten.push(table);
          }
        }).immediate();
        db.exec("DETACH DATABASE snapshot");
        return rewritten;
      } finally {
        db.close();
      }
    },
    discard() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
