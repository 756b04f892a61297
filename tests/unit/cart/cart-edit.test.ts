import { describe, expect, it } from "vitest";
import { CartLineSchema, type CartLine } from "~/models/cart";
import { applyEdit, cartCoupon, keepUnseen, lineInputs, priceLines } from "~/models/cart-edit";

/** A cart line as the server would answer it, for a product with the given rules. */
function line(
  idproduto: string,
  nome: string,
  quantidade: number,
  product: Record<string, unknown> = {},
  extra: Partial<CartLine> = {},
): CartLine {
  return {
    ...CartLineSchema.parse({
      idproduto,
      quantidade,
      precoUnitario: 0,
      total: 0,
      produto: { id: idproduto, nome, preco: 10, precoatendente: null, ...product },
    }),
    ...extra,
  };
}

const cheese = line("2026", "Queijo brie", 1, {
  unidade: "kg",
  granularidade: 0.5,
  min_por_pedido: 0.5,
  maxporpedido: 3,
  preco: 139.9,
  preco_embalagem: null,
});
const oil = line("2001", "Azeite extravirgem", 2, { preco: 64.9, preco_embalagem: 9.9 });
const rice = line("1001", "Arroz branco 5 kg", 6, {
  preco: 159.9,
  precovendaatacado: 149.9,
  minvendaatacado: 60,
  multiploincremento: 6,
  granularidade: 6,
  min_por_pedido: 6,
  efeitospoliticas: { descontoProgressivo: { 12: 155.9 } },
});

describe('a cart edit by docs/rules/cart.md "Cart quantity"', () => {
  it.each([
    ["+ steps 0.5 kg", cheese, { kind: "increment" } as const, 1.5],
    ["− steps 0.5 kg", cheese, { kind: "decrement" } as const, 0.5],
    ["set 2.2 kg goes to the next multiple, 2.5", cheese, { kind: "set", value: 2.2 } as const, 2.5],
    ["set 10 kg is capped at the maximum, 3", cheese, { kind: "set", value: 10 } as const, 3],
    ["set 0.0000000001 kg is raised to the step", cheese, { kind: "set", value: 0.0000000001 } as const, 0.5],
  ])("%s", (_case, start, change, expected) => {
    const [changed] = applyEdit([start], { idproduto: start.idproduto, ...change });
    expect(changed?.quantidade).toBe(expected);
  });

  it("'Lines with quantity 0 are dropped; the rest are sorted by name'", () => {
    const lines = applyEdit([rice, oil, cheese], { idproduto: "2026", kind: "delete" });
    expect(lines.map((item) => item.produto.nome)).toEqual(["Arroz branco 5 kg", "Azeite extravirgem"]);
  });

  it("leaves other lines as they are", () => {
    const [, changed] = applyEdit([rice, oil], { idproduto: "2001", kind: "increment" });
    expect(applyEdit([rice, oil], { idproduto: "2001", kind: "increment" })[0]).toBe(rice);
    expect(changed?.quantidade).toBe(3);
  });

  it("wraps a gift only where the product has a wrap price", () => {
    expect(applyEdit([oil], { idproduto: "2001", kind: "wrap", on: true })[0]?.embalarParaPresente).toBe(true);
    expect(applyEdit([cheese], { idproduto: "2026", kind: "wrap", on: true })[0]?.embalarParaPresente).toBe(false);
  });

  it("sends each line's product, quantity and wrap", () => {
    expect(lineInputs([oil])).toEqual([{ idproduto: "2001", quantidade: 2, embalarParaPresente: false }]);
  });
});

describe("a page's save keeps the stored lines the page never saw", () => {
  const sent = (quantidade: number) => [{ idproduto: "2001", quantidade, embalarParaPresente: false }];
  const input = (item: CartLine) => lineInputs([item])[0];
  it.each([
    ["a product added in another tab stays", sent(3), [oil, cheese], ["2001"], [...sent(3), input(cheese)]],
    ["a product the page removed goes", [], [oil, cheese], ["2001", "2026"], []],
    ["only what the page saw goes", [], [oil, cheese], ["2001"], [input(cheese)]],
    ["the page's quantity wins for a product it saw", sent(5), [oil], ["2001"], sent(5)],
    ["a page that sends no list replaces the whole cart", sent(1), [oil, cheese], undefined, sent(1)],
  ])("%s", (_case, lines, stored, seen, expected) => {
    expect(keepUnseen(lines, stored, seen)).toEqual(expected);
  });
});

describe('the lines priced while a save is on its way (docs/rules/cart.md "Price rule" and total)', () => {
  it.each([
    ["normal price below the tier", 6, 159.9, "normal"],
    ["the tier at 12", 12, 155.9, "tier"],
    ["the tier wins over wholesale at 60 × 6", 60, 155.9, "tier"],
  ])("%s", (_case, quantidade, price, rule) => {
    const { lines } = priceLines([{ ...rice, quantidade }], [], null);
    expect(lines[0]).toMatchObject({ precoUnitario: price, regraPreco: rule });
  });

  it("the wholesale price once quantity × multiploincremento reaches minvendaatacado", () => {
    const noTier = { ...rice, produto: { ...rice.produto, efeitospoliticas: { descontoProgressivo: {} } } };
    expect(priceLines([{ ...noTier, quantidade: 6 }], [], null).lines[0]?.regraPreco).toBe("normal");
    expect(priceLines([{ ...noTier, quantidade: 12 }], [], null).lines[0]).toMatchObject({
      precoUnitario: 149.9,
      regraPreco: "wholesale",
    });
    expect(priceLines([{ ...noTier, quantidade: 12 }], ["disable-product-multiple"], null).lines[0]?.regraPreco).toBe(
      "normal",
    );
  });

  it("'Total = sum of price times quantity, plus gift-wrap cost (preco_embalagem times quantity)', less the coupon", () => {
    const wrapped = { ...oil, embalarParaPresente: true };
    const { lines, totals } = priceLines([wrapped, cheese], [], {
      tipoDesconto: "%",
      valorDescontoPercentual: 10,
      produtosComDesconto: ["2026"],
    });
    expect(lines.map((item) => item.total)).toEqual([149.6, 125.91]);
    expect(totals).toEqual({ subtotal: 269.7, valorEmbalagens: 19.8, valorDesconto: 13.99, totalCompras: 275.51 });
    expect(priceLines([], [], null).totals).toEqual({
      subtotal: 0,
      valorEmbalagens: 0,
      valorDesconto: 0,
      totalCompras: 0,
    });
  });

  it("reads the coupon priced into a cart", () => {
    expect(
      cartCoupon({ codigoCupom: null, tipoDesconto: "%", valorDescontoPercentual: 0, produtosComDesconto: [] }),
    ).toBeNull();
    expect(
      cartCoupon({ codigoCupom: "VALE20", tipoDesconto: "R$", valorDescontoPercentual: 20, produtosComDesconto: [] }),
    ).toEqual({
      tipoDesconto: "R$",
      valorDescontoPercentual: 20,
      produtosComDesconto: [],
    });
  });
});
