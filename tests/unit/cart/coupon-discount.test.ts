import { describe, expect, it } from "vitest";
import { couponBenefit, coveredValue, lineDiscounts, type CouponTerms } from "~/models/coupon-discount";

const lines = [
  { idproduto: "1", value: 100 },
  { idproduto: "2", value: 50 },
  { idproduto: "3", value: 0.1 },
];
const percent = (value: number, produtos: string[] = []): CouponTerms => ({
  tipoDesconto: "%",
  valorDescontoPercentual: value,
  produtosComDesconto: produtos,
});
const amount = (value: number, produtos: string[] = []): CouponTerms => ({
  tipoDesconto: "R$",
  valorDescontoPercentual: value,
  produtosComDesconto: produtos,
});

describe('coupon discount (docs/rules/cart.md "Cart fields": tipoDesconto, default %; produtosComDesconto)', () => {
  it.each([
    ["10 % of every line", percent(10), [10, 5, 0.01]],
    ["10 % of the products it covers only", percent(10, ["2"]), [0, 5, 0]],
    ["a percentage above 100 takes the whole line, no more", percent(150, ["1"]), [100, 0, 0]],
    ["a negative percentage gives nothing", percent(-5), [0, 0, 0]],
    ["R$ 30 spread by value over the lines covered", amount(30), [19.98, 9.99, 0.03]],
    ["R$ 30 on one product", amount(30, ["2"]), [0, 30, 0]],
    ["R$ 80 on a line worth 50 gives 50", amount(80, ["2"]), [0, 50, 0]],
    ["a coupon covering nothing in the cart gives nothing", amount(10, ["9"]), [0, 0, 0]],
  ])("%s", (_case, coupon, expected) => {
    expect(lineDiscounts(lines, coupon)).toEqual(expected);
  });

  it("spreads an amount so that the shares add up to it exactly", () => {
    const thirds = [1, 2, 3].map((n) => ({ idproduto: String(n), value: 33.33 }));
    const shares = lineDiscounts(thirds, amount(10));
    expect(shares).toEqual([3.33, 3.33, 3.34]);
    expect(couponBenefit(thirds, amount(10))).toBe(10);
  });

  it("counts only the covered lines towards a coupon's minimum order", () => {
    expect(coveredValue(lines, percent(10, ["1", "3"]))).toBe(100.1);
    expect(coveredValue(lines, percent(10))).toBe(150.1);
  });

  it("compares benefits in BRL, whatever the kind of discount", () => {
    expect(couponBenefit(lines, percent(10))).toBe(15.01);
    expect(couponBenefit(lines, amount(20))).toBe(20);
  });
});
