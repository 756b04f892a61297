import { describe, expect, it } from "vitest";
import { deliveryFigure, orderFigures, type FeeTerms } from "~/models/checkout/order-figures";

/** A cart's totals: products R$ 80,91, no wrap, no discount. */
const cart = { subtotal: 80.91, valorEmbalagens: 0, valorDesconto: 0, totalCompras: 80.91 };
const standard: FeeTerms = { valor: 9.9, valor_cheio: null, frete_gratis_acima: 150 };

describe("one set of figures for the cart and the checkout (issue: 'subtotal, discount, delivery — the chosen option's fee, or \"a calcular\" until there is one — and total')", () => {
  it.each<{ about: string; totals: typeof cart; option: FeeTerms | null; delivery: number | null; total: number }>([
    {
      about: "no option yet: the delivery is to be calculated, the total is the products'",
      totals: cart,
      option: null,
      delivery: null,
      total: 80.91,
    },
    {
      about: "the chosen option's fee is in the total (R$ 80,91 + R$ 9,90)",
      totals: cart,
      option: standard,
      delivery: 9.9,
      total: 90.81,
    },
    {
      about: "free from the threshold on, on the subtotal as edited",
      totals: { subtotal: 150, valorEmbalagens: 0, valorDesconto: 0, totalCompras: 150 },
      option: standard,
      delivery: 0,
      total: 150,
    },
    {
      about: "a discount and a gift wrap are in the cart's total already; the fee is added to it",
      totals: { subtotal: 100, valorEmbalagens: 5, valorDesconto: 10, totalCompras: 95 },
      option: standard,
      delivery: 9.9,
      total: 104.9,
    },
    {
      about: "the full fee (valor_cheio) below the threshold, as the order is charged",
      totals: cart,
      option: { valor: 0, valor_cheio: 12.5, frete_gratis_acima: 100 },
      delivery: 12.5,
      total: 93.41,
    },
    {
      about: "pickup at no cost",
      totals: cart,
      option: { valor: 0, valor_cheio: null, frete_gratis_acima: null },
      delivery: 0,
      total: 80.91,
    },
  ])("$about", ({ totals, option, delivery, total }) => {
    expect(orderFigures(totals, option)).toEqual({
      subtotal: totals.subtotal,
      wrapping: totals.valorEmbalagens,
      discount: totals.valorDesconto,
      delivery,
      total,
    });
  });
});

describe("the delivery's figure as the shopper reads it (never 'Grátis' before there is an option)", () => {
  it.each<[number | null, string]>([
    [null, "a calcular"],
    [0, "Grátis"],
    [9.9, "R$\u00a09,90"],
  ])("%s → %s", (fee, label) => {
    expect(deliveryFigure(fee)).toBe(label);
  });
});
