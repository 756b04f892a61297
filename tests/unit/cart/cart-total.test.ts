import { describe, expect, it } from "vitest";
import { linePrice, type PricedLine } from "~/models/cart-total";

const rice = {
  preco: 159.9,
  descontoProgressivo: { "5": 155.9, "10": 151.9 },
  precovendaatacado: null,
  minvendaatacado: null,
};
const water = { preco: 2.5, precovendaatacado: 1.99, minvendaatacado: 240, multiploincremento: 12 };
const wine = { preco: 89.9, preco_embalagem: 14.9 };

const line = (produto: PricedLine["produto"], quantidade: number, embalarParaPresente = false): PricedLine => ({
  produto,
  quantidade,
  embalarParaPresente,
});

describe("docs/rules/cart.md \"Cart total\": 'Total = sum of price times quantity, plus gift-wrap cost (preco_embalagem times quantity) for lines where wrapping is on.' — a line's share", () => {
  it.each([
    ["a progressive tier from 5", line(rice, 5), 779.5],
    ["the normal price below the tier", line(rice, 4), 639.6],
    ["wholesale once quantity × multiple reaches the minimum (20 × 12 = 240)", line(water, 20), 39.8],
    ["the normal price one box short (19 × 12 = 228)", line(water, 19), 47.5],
    ["gift wrap on: price × 2 + 14.90 × 2", line(wine, 2, true), 209.6],
    ["gift wrap off", line(wine, 2, false), 179.8],
  ])("%s", (_case, priced, expected) => {
    expect(linePrice(priced, []).total).toBe(expected);
  });

  it("without the product multiple (tag disable-product-multiple) 20 bottles do not reach 240", () => {
    expect(linePrice(line(water, 20), ["disable-product-multiple"]).total).toBe(50);
  });

  it("a line tells its unit price, the rule that gave it, and its wrap", () => {
    expect(linePrice(line(wine, 3, true), [])).toEqual({ unitPrice: 89.9, rule: "normal", wrap: 44.7, total: 314.4 });
  });
});

describe('docs/rules/cart.md "Price rule"', () => {
  it("the attendant price wins over tiers and wholesale (price rule 1)", () => {
    expect(linePrice(line({ ...rice, precoatendente: 120 }, 10), [])).toMatchObject({
      unitPrice: 120,
      rule: "attendant",
      total: 1200,
    });
  });
});
