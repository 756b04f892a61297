import { describe, expect, it } from "vitest";
import { CartSchema } from "~/models/cart";
import { CartPreferencesSchema, preferencesAfter, preferencesAfterOrder, preferencesFor } from "~/models/cart-preferences";

const cart = (fields: Record<string, unknown> = {}) => CartSchema.parse({ cartItens: [], subtotal: 0, totalCompras: 120.5, idformapagamento: 12, ...fields });
const mine = CartPreferencesSchema.parse({ idcliente: "501", codigoCupom: "BEMVINDO10" });

describe("the cart's part of the session", () => {
  it("belongs to one client: another client's preferences start afresh", () => {
    expect(preferencesFor(mine, "501")).toBe(mine);
    expect(preferencesFor(mine, "502")).toEqual(CartPreferencesSchema.parse({ idcliente: "502" }));
    expect(preferencesFor(undefined, "501").resumo).toBeNull();
  });

  it("remembers the automatic coupon's code (spec §4 'Coupon'), the method priced for and the summary", () => {
    const after = preferencesAfter(cart({ cupomAutomatico: { codigoCupom: "AUTO5", valorDescontoPercentual: 5, tipoDesconto: "%" } }), mine);
    expect(after).toMatchObject({ codigoCupom: "BEMVINDO10", codigoCupomAutomatico: "AUTO5", idformapagamento: "12", resumo: { linhas: 0, total: 120.5 } });
  });

  it("keeps nothing the session could not hold, so the session stays readable", () => {
    const after = preferencesAfter(cart({ cupomAutomatico: { codigoCupom: "X".repeat(41), valorDescontoPercentual: 5, tipoDesconto: "%" } }), mine);
    expect(after).toEqual({ ...mine, codigoCupomAutomatico: null, resumo: null });
    expect(preferencesAfter(cart({ totalCompras: -1 }), mine).resumo).toBeNull();
    expect(preferencesAfter(cart({ idformapagamento: "9".repeat(21) }), mine).idformapagamento).toBeNull();
  });
});

describe("the cart's part of the session after an order (ADR 0021)", () => {
  const line = { idproduto: "2001", quantidade: 2, precoUnitario: 64.9, total: 129.8, produto: { id: "2001", nome: "Azeite", preco: 64.9, precoatendente: null } };
  const manual = CartPreferencesSchema.parse({ idcliente: "501", codigoCupom: "BEMVINDO10", aplicacaoAutomatica: false, resumo: { linhas: 1, total: 116.82 } });
  it.each([
    { about: "the order emptied the cart: no coupon left behind, the header at 0", items: [], codigoCupom: null, aplicacaoAutomatica: true, linhas: 0 },
    { about: "a cart filled again since: its coupon terms kept, the header its own", items: [line], codigoCupom: "BEMVINDO10", aplicacaoAutomatica: false, linhas: 1 },
  ])("$about", ({ items, codigoCupom, aplicacaoAutomatica, linhas }) => {
    const after = preferencesAfterOrder(cart({ cartItens: items }), manual);
    expect(after).toMatchObject({ codigoCupom, aplicacaoAutomatica, codigoCupomAutomatico: null, resumo: { linhas } });
  });
});
