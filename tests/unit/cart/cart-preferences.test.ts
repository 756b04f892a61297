import { describe, expect, it } from "vitest";
import { CartSchema } from "~/models/cart";
import {
  CartPreferencesSchema,
  couponAfter,
  preferencesAfter,
  preferencesAfterOrder,
  preferencesFor,
} from "~/models/cart-preferences";

const cart = (fields: Record<string, unknown> = {}) =>
  CartSchema.parse({ cartItens: [], subtotal: 0, totalCompras: 120.5, idformapagamento: 12, ...fields });
const mine = CartPreferencesSchema.parse({ idcliente: "501", codigoCupom: "BEMVINDO10" });

describe("the cart's part of the session", () => {
  it("belongs to one client: another client's preferences start afresh", () => {
    expect(preferencesFor(mine, "501")).toBe(mine);
    expect(preferencesFor(mine, "502")).toEqual(CartPreferencesSchema.parse({ idcliente: "502" }));
    expect(preferencesFor(undefined, "501").resumo).toBeNull();
  });

  it('remembers the automatic coupon\'s code (docs/rules/cart.md "Coupon"), the method priced for and the summary', () => {
    const after = preferencesAfter(
      cart({ cupomAutomatico: { codigoCupom: "AUTO5", valorDescontoPercentual: 5, tipoDesconto: "%" } }),
      mine,
    );
    expect(after).toMatchObject({
      codigoCupom: "BEMVINDO10",
      codigoCupomAutomatico: "AUTO5",
      idformapagamento: "12",
      resumo: { linhas: 0, total: 120.5 },
    });
  });

  it("keeps nothing the session could not hold, so the session stays readable", () => {
    const after = preferencesAfter(
      cart({ cupomAutomatico: { codigoCupom: "X".repeat(41), valorDescontoPercentual: 5, tipoDesconto: "%" } }),
      mine,
    );
    expect(after).toEqual({ ...mine, codigoCupomAutomatico: null, resumo: null });
    expect(preferencesAfter(cart({ totalCompras: -1 }), mine).resumo).toBeNull();
    expect(preferencesAfter(cart({ idformapagamento: "9".repeat(21) }), mine).idformapagamento).toBeNull();
  });
});

describe("the cart's part of the session after an order (ADR 0021)", () => {
  const line = {
    idproduto: "2001",
    quantidade: 2,
    precoUnitario: 64.9,
    total: 129.8,
    produto: { id: "2001", nome: "Azeite", preco: 64.9, precoatendente: null },
  };
  const manual = CartPreferencesSchema.parse({
    idcliente: "501",
    codigoCupom: "BEMVINDO10",
    aplicacaoAutomatica: false,
    resumo: { linhas: 1, total: 116.82 },
  });
  it.each([
    {
      about: "the order emptied the cart: no coupon left behind, the header at 0",
      items: [],
      codigoCupom: null,
      aplicacaoAutomatica: true,
      linhas: 0,
    },
    {
      about: "a cart filled again since: its coupon terms kept, the header its own",
      items: [line],
      codigoCupom: "BEMVINDO10",
      aplicacaoAutomatica: false,
      linhas: 1,
    },
  ])("$about", ({ items, codigoCupom, aplicacaoAutomatica, linhas }) => {
    const after = preferencesAfterOrder(cart({ cartItens: items }), manual);
    expect(after).toMatchObject({ codigoCupom, aplicacaoAutomatica, codigoCupomAutomatico: null, resumo: { linhas } });
  });
});

/**
 * The rule (app/models/cart-preferences.ts, couponAfter; docs/upstream-api.md §40, ADR 0020): "the
 * coupon the upstream keeps with the cart (`cupomManual`) when it names one — the one applied on
 * another device, or before a logout; otherwise the one the storefront holds, which stays chosen
 * (and said not to be applied, with the reason) while the upstream does not price it in. An upstream
 * that keeps no coupon (the field left out) changes nothing."
 */
describe("the manual coupon after an answer of call 40", () => {
  it.each([
    ["an upstream that keeps no coupon, and none held", undefined, null, null],
    ["an upstream that keeps no coupon: the one held goes on", undefined, "BEMVINDO10", "BEMVINDO10"],
    ["the one kept upstream, after a login (none held yet)", "BEMVINDO10", null, "BEMVINDO10"],
    ["the one kept upstream, applied on another device", "QUEIJOS15", "BEMVINDO10", "QUEIJOS15"],
    ["the same one on both sides", "BEMVINDO10", "BEMVINDO10", "BEMVINDO10"],
    [
      "none kept upstream: the one held stays chosen (the cart says it is not applied)",
      null,
      "BEMVINDO10",
      "BEMVINDO10",
    ],
    ["none on either side", null, null, null],
  ] as const)("%s", (_case, cupomManual, held, after) => {
    expect(couponAfter(cupomManual, held)).toBe(after);
  });

  it("takes the upstream's coupon into the session in place of the automatic one, as applying it does", () => {
    const fresh = CartPreferencesSchema.parse({ idcliente: "501" });
    expect(preferencesAfter(cart({ cupomManual: "BEMVINDO10" }), fresh)).toMatchObject({
      codigoCupom: "BEMVINDO10",
      aplicacaoAutomatica: false,
    });
    expect(preferencesAfter(cart({ cupomManual: null }), fresh)).toMatchObject({
      codigoCupom: null,
      aplicacaoAutomatica: true,
    });
    expect(preferencesAfter(cart({ cupomManual: 42 }), mine)).toMatchObject({ codigoCupom: "BEMVINDO10" });
  });
});
