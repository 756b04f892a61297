import Database from "better-sqlite3";
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../../upstream/db/migrate";
import { databasePath, openDatabase } from "../../../upstream/db/open";

const temporaryDirs: string[] = [];
function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "upstream-migrations-"));
  temporaryDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("migrations", () => {
  it("are numbered files applied in order", () => {
    const versions = readMigrations().map((migration) => migration.version);
    expect(versions.length).toBeGreaterThanOrEqual(3);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it("apply once and are recorded; a second run applies nothing", () => {
    const db = new Database(":memory:");
    const all = readMigrations().map((migration) => migration.version);
    expect(migrate(db)).toEqual(all);
    expect(migrate(db)).toEqual([]);
    expect(db.prepare("SELECT version FROM schema_migrations ORDER BY version").pluck().all()).toEqual(all);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(
      expect.arrayContaining([
        "suppliers",
        "products",
        "products_fts",
        "carousels",
        "customers",
        "search_tags",
        "product_tags",
        "link_actions",
        "combos",
        "combo_items",
        "static_pages",
        "recommendation_feedback",
        "availability_alerts",
        "account_users",
        "sessions",
        "password_resets",
        "verification_codes",
        "outbox",
        "terms_of_use",
        "terms_acceptances",
        "company_registry",
        "settings",
        "store_hours",
        "delivery_options",
        "delivery_windows",
        "orders",
        "order_items",
        "order_status_history",
        "saved_cards",
        "pix_receivers",
        "pix_charges",
        "order_ratings",
      ]),
    );
    db.close();
  });

  it("apply only the new ones when more are added", () => {
    const dir = temporaryDir();
    writeFileSync(join(dir, "001_first.sql"), "CREATE TABLE a (id INTEGER PRIMARY KEY);");
    writeFileSync(join(dir, "notes.txt"), "not a migration");
    const db = new Database(":memory:");
    expect(migrate(db, readMigrations(dir))).toEqual([1]);
    writeFileSync(join(dir, "002_second.sql"), "CREATE TABLE b (id INTEGER PRIMARY KEY);");
    expect(migrate(db, readMigrations(dir))).toEqual([2]);
    expect(db.prepare("SELECT nome FROM schema_migrations ORDER BY version").pluck().all()).toEqual([
      "first",
      "second",
    ]);
    db.close();
  });

  it("roll back a failing migration entirely and leave it unrecorded", () => {
    const dir = temporaryDir();
    writeFileSync(join(dir, "001_broken.sql"), "CREATE TABLE c (id INTEGER); INSERT INTO nowhere VALUES (1);");
    const db = new Database(":memory:");
    expect(() => migrate(db, readMigrations(dir))).toThrow(/nowhere/);
    expect(db.prepare("SELECT COUNT(*) FROM schema_migrations").pluck().get()).toBe(0);
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_schema WHERE name = 'c'").pluck().get()).toBe(0);
    db.close();
  });
});

describe("openDatabase", () => {
  it("creates the data directory and upstream.db in WAL mode with foreign keys, migrated", () => {
    const dataDir = join(temporaryDir(), "nested", "data");
    const db = openDatabase(dataDir);
    expect(db.name).toBe(databasePath(dataDir));
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it("reopens an existing database without applying anything again", () => {
    const dataDir = temporaryDir();
    mkdirSync(dataDir, { recursive: true });
    openDatabase(dataDir).close();
    const db = openDatabase(dataDir);
    expect(db.prepare("SELECT COUNT(*) FROM schema_migrations").pluck().get()).toBe(readMigrations().length);
    db.close();
  });
});
