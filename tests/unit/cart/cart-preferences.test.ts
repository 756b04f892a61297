import { describe, expect, it } from "vitest";
import { CartSchema } from "~/models/cart";
import { CartPreferencesSchema, preferencesAfter, preferencesFor } from "~/models/cart-preferences";

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
