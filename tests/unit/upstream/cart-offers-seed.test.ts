import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../../upstream/db/migrate";
import { seedIfEmpty } from "../../../upstream/seed";
import { couponDates } from "../../../upstream/seed/insert-cart-offers";

describe("couponDates: demo coupons dated from the day they are seeded", () => {
  it.each([
    ["sem-fim", "2026-11-22", { inicio: null, fim: null }],
    ["encerrado", "2026-11-22", { inicio: "2026-10-01", fim: "2026-10-31" }],
    ["encerrado", "2026-01-15", { inicio: "2025-12-01", fim: "2025-12-31" }],
    ["encerrado", "2028-03-01", { inicio: "2028-02-01", fim: "2028-02-29" }],
    ["ano-que-vem", "2026-11-22", { inicio: "2027-12-01", fim: "2027-12-31" }],
  ] as const)("%s on %s", (validity, today, dates) => {
    expect(couponDates(validity, today)).toEqual(dates);
  });

  it("keeps fixed dates", () => {
    expect(couponDates({ inicio: "2026-01-01", fim: "2036-12-31" }, "2026-11-22")).toEqual({
      inicio: "2026-01-01",
      fim: "2036-12-31",
    });
  });
});

describe("the seeded coupons and subscription types", () => {
  let db: Database.Database;
  beforeAll(() => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    migrate(db);
    seedIfEmpty(db);
  });

  const codes = (slug: string) =>
    db
      .prepare("SELECT codigo FROM coupons JOIN suppliers s USING (idfornecedor) WHERE s.slug = ? ORDER BY idcupom")
      .pluck()
      .all(slug);

  it("are those of docs/upstream-api.md", () => {
    expect(codes("aurora")).toEqual(["ATACADO3", "PRIMEIRACOMPRA", "CAFE10"]);
    expect(codes("bomsabor")).toEqual([
      "BEMVINDO10",
      "QUEIJOS15",
      "VALE20",
      "EXPIRADO",
      "NATAL",
      "BALCAO",
      "ANA25",
      "AUTO5",
    ]);
    expect(codes("casaverde")).toEqual(["FEIRA5"]);
    expect(
      db
        .prepare("SELECT idcliente FROM coupon_customers JOIN coupons USING (idcupom) WHERE codigo = 'ANA25'")
        .pluck()
        .all(),
    ).toEqual([501]);
    expect(
      db
        .prepare("SELECT COUNT(*) FROM coupon_products JOIN coupons USING (idcupom) WHERE codigo = 'QUEIJOS15'")
        .pluck()
        .get(),
    ).toBe(11);
  });

  it("offer subscriptions at aurora and bomsabor only", () => {
    const rows = db
      .prepare(
        "SELECT s.slug, s.has_recorrencia, COUNT(t.idtipoassinatura) AS tipos FROM suppliers s LEFT JOIN subscription_types t USING (idfornecedor) GROUP BY s.slug ORDER BY s.slug",
      )
      .all();
    expect(rows).toEqual([
      { slug: "aurora", has_recorrencia: 1, tipos: 3 },
      { slug: "bomsabor", has_recorrencia: 1, tipos: 3 },
      { slug: "casaverde", has_recorrencia: 0, tipos: 0 },
    ]);
  });
});
