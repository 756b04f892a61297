import { describe, expect, it } from "vitest";
import {
  instalmentChoices,
  instalmentLabel,
  interestFreeText,
  offersInstalments,
  postedInstalments,
  type InstalmentPlan,
} from "~/models/checkout/instalments";

/** Bom Sabor's card plan in the embedded upstream: up to 6×, interest-free up to 3×, at least R$ 10,00, 1,99 % a month beyond. */
const BOM_SABOR: InstalmentPlan = { maxParcelas: 6, parcelasSemJuros: 3, valorMinimoParcela: 10, jurosMensal: 1.99 };
const ALL_FREE: InstalmentPlan = { maxParcelas: 6, parcelasSemJuros: 6, valorMinimoParcela: 0, jurosMensal: 0 };

const summary = (plan: InstalmentPlan | null, total: number) =>
  instalmentChoices(plan, total).map(
    ({ parcelas, valor, total: paid, semJuros }) => `${parcelas}×${valor}${semJuros ? "" : `=${paid}`}`,
  );

describe('docs/rules/checkout.md "Instalments": "1× always; then each number up to maxParcelas whose instalment is at least valorMinimoParcela, interest-free up to parcelasSemJuros, with jurosMensal a month (Price table) beyond"', () => {
  it.each<[string, InstalmentPlan | null, number, string[]]>([
    ["no plan: paid at once", null, 90, ["1×90"]],
    ["a plan, nothing to pay: at once", BOM_SABOR, 0, ["1×0"]],
    [
      "R$ 90,00 at Bom Sabor: 3× free, 4–6× with interest",
      BOM_SABOR,
      90,
      ["1×90", "2×45", "3×30", "4×23.63=94.52", "5×19.09=95.45", "6×16.06=96.36"],
    ],
    ["R$ 45,00: the minimum instalment stops at 4×", BOM_SABOR, 45, ["1×45", "2×22.5", "3×15", "4×11.82=47.28"]],
    ["R$ 25,00: only 2× reach R$ 10,00", BOM_SABOR, 25, ["1×25", "2×12.5"]],
    ["R$ 9,90: below the minimum, at once only", BOM_SABOR, 9.9, ["1×9.9"]],
    ["every instalment free, cents rounded", ALL_FREE, 100, ["1×100", "2×50", "3×33.33", "4×25", "5×20", "6×16.67"]],
    [
      "interest-free beyond the maximum is capped at it",
      { ...ALL_FREE, maxParcelas: 2, parcelasSemJuros: 10 },
      100,
      ["1×100", "2×50"],
    ],
  ])("%s", (_case, plan, total, expected) => {
    expect(summary(plan, total)).toEqual(expected);
  });
});

describe('"em até N× de R$ X sem juros" only where a plan offers 2 or more instalments without interest', () => {
  it.each<[InstalmentPlan | null, number, string | null]>([
    [BOM_SABOR, 90, "em até 3× de R$ 30,00 sem juros"],
    [BOM_SABOR, 25, "em até 2× de R$ 12,50 sem juros"],
    [BOM_SABOR, 9.9, null],
    [null, 90, null],
    [{ ...BOM_SABOR, parcelasSemJuros: 1 }, 90, null],
  ])("%j for R$ %d: %s", (plan, total, text) => {
    expect(interestFreeText(plan, total)?.replace(/\u00a0/g, " ") ?? null).toBe(text);
  });
});

describe("the choice the card form posts", () => {
  it.each([
    ["3", 3],
    ["24", 24],
    ["0", 1],
    ["25", 1],
    ["2x", 1],
    [null, 1],
  ])("%s is %d instalments", (posted, parcelas) => {
    expect(postedInstalments(posted)).toBe(parcelas);
  });

  it.each([
    [3, true],
    [6, true],
    [7, false],
  ])("%d× of R$ 90,00 at Bom Sabor is offered: %s", (parcelas, offered) => {
    expect(offersInstalments(BOM_SABOR, 90, parcelas)).toBe(offered);
  });

  it("is labelled with its value and, with interest, the total paid", () => {
    const labels = instalmentChoices(BOM_SABOR, 90).map((choice) => instalmentLabel(choice).replace(/\u00a0/g, " "));
    expect(labels).toEqual([
      "1× de R$ 90,00 (à vista)",
      "2× de R$ 45,00 sem juros",
      "3× de R$ 30,00 sem juros",
      "4× de R$ 23,63 com juros (total R$ 94,52)",
      "5× de R$ 19,09 com juros (total R$ 95,45)",
      "6× de R$ 16,06 com juros (total R$ 96,36)",
    ]);
  });
});
