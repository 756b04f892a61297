import { describe, expect, it } from "vitest";
import { ProductSummarySchema } from "~/models/catalogue";
import { productOffer } from "~/models/product-facts";

const product = (fields: Record<string, unknown>) =>
  ProductSummarySchema.parse({ id: 1, nome: "Café torrado 500 g", preco: 20, ...fields });

describe("what a product page shows about price and quantities", () => {
  it('gives the normal price, no table and the defaults step 1, minimum 1 (docs/rules/cart.md "Cart quantity": granularity step default 1, min_por_pedido default 1)', () => {
    expect(productOffer(product({}), [])).toEqual({
      price: 20,
      listPrice: null,
      table: [],
      step: 1,
      minimum: 1,
      maximum: null,
    });
  });

  it("lists each progressive tier with the price the rule gives from there", () => {
    const offer = productOffer(product({ efeitospoliticas: { descontoProgressivo: { "10": 18, "50": 16.5 } } }), []);
    expect(offer.table).toEqual([
      { from: 10, price: 18, rule: "tier" },
      { from: 50, price: 16.5, rule: "tier" },
    ]);
  });

  it("shows where wholesale starts, counted in boxes when the multiple applies", () => {
    const offer = productOffer(product({ precovendaatacado: 17, minvendaatacado: 24, multiploincremento: 12 }), []);
    expect(offer.table).toEqual([{ from: 2, price: 17, rule: "wholesale" }]);
  });

  it("puts wholesale before a later tier and keeps the tier where it takes over", () => {
    const offer = productOffer(
      product({ precovendaatacado: 17, minvendaatacado: 5, efeitospoliticas: { descontoProgressivo: { "10": 18 } } }),
      [],
    );
    expect(offer.table).toEqual([
      { from: 5, price: 17, rule: "wholesale" },
      { from: 10, price: 18, rule: "tier" },
    ]);
  });

  it("prices a 0.5 kg product at its minimum and keeps a higher list price as 'de … por'", () => {
    const offer = productOffer(
      product({ unidade: "kg", granularidade: 0.5, min_por_pedido: 1, maxporpedido: 10, preconf: 25 }),
      [],
    );
    expect(offer).toMatchObject({ price: 20, listPrice: 25, step: 0.5, minimum: 1, maximum: 10 });
  });
});
