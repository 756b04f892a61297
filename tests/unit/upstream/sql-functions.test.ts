import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { foldText, registerSqlFunctions } from "../../../upstream/db/functions";

describe("foldText", () => {
  it("drops case and accents", () => {
    expect(foldText("Óleo de Soja")).toBe("oleo de soja");
    expect(foldText("Açúcar, Pão e Maçã")).toBe("acucar, pao e maca");
    expect(foldText("feija\u0303o")).toBe("feijao");
  });
});

describe("sem_acento", () => {
  it("sorts Portuguese names as a reader expects", () => {
    const db = new Database(":memory:");
    registerSqlFunctions(db);
    db.exec(
      "CREATE TABLE t (nome TEXT); INSERT INTO t VALUES ('Óleo'), ('Zebra'), ('abacaxi'), ('Água'), ('Açúcar'), (NULL)",
    );
    expect(db.prepare("SELECT nome FROM t ORDER BY sem_acento(nome)").pluck().all()).toEqual([
      null,
      "abacaxi",
      "Açúcar",
      "Água",
      "Óleo",
      "Zebra",
    ]);
    db.close();
  });
});
