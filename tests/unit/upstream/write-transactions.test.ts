import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../../upstream/db/open";

const temporaryDirs: string[] = [];
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The embedded upstream's database is shared by the server and the operator commands, each with a
 * connection of its own (WAL). A transaction that reads and then writes must hold the write lock from
 * its start: begun as a plain read, a write committed by the other connection in between makes its
 * own write fail at once with SQLITE_BUSY_SNAPSHOT ("database is locked"), whatever the busy timeout,
 * and a shopper's cart save answered 500.
 */
describe("the upstream's transactions take the write lock when they begin", () => {
  it("another connection's write waits (here: is refused at once) instead of breaking the transaction under way", () => {
    const dir = mkdtempSync(join(tmpdir(), "upstream-write-lock-"));
    temporaryDirs.push(dir);
    const server = openDatabase(dir);
    const operator = openDatabase(dir);
    operator.pragma("busy_timeout = 0");
    server.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)");
    let operatorWrite: "written" | "refused" | null = null;

    const save = server.transaction(() => {
      // The transaction reads first, as a cart save does (the stored cart, the products)…
      server.prepare("SELECT COUNT(*) FROM notes").pluck().get();
      // …while the operator changes something in between.
      try {
        operator.prepare("INSERT INTO notes (text) VALUES ('do operador')").run();
        operatorWrite = "written";
      } catch (error) {
        expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
        operatorWrite = "refused";
      }
      server.prepare("INSERT INTO notes (text) VALUES ('entregar cedo')").run();
    });

    expect(() => save()).not.toThrow();
    expect(operatorWrite).toBe("refused");
    expect(server.prepare("SELECT text FROM notes").pluck().all()).toEqual(["entregar cedo"]);
    server.close();
    operator.close();
  });

  it("keeps the other variants: a transaction asked for as deferred, or as immediate, still runs", () => {
    const dir = mkdtempSync(join(tmpdir(), "upstream-write-lock-"));
    temporaryDirs.push(dir);
    const db = openDatabase(dir);
    db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)");
    const add = db.transaction((text: string) => db.prepare("INSERT INTO notes (text) VALUES (?)").run(text));
    add("plain");
    add.deferred("deferred");
    add.immediate("immediate");
    // A transaction inside another is a savepoint of the outer one.
    db.transaction(() => add("nested"))();
    expect(db.prepare("SELECT text FROM notes ORDER BY id").pluck().all()).toEqual([
      "plain",
      "deferred",
      "immediate",
      "nested",
    ]);
    db.close();
  });
});
