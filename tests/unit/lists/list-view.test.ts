import { describe, expect, it } from "vitest";
import { CartSchema } from "~/models/cart";
import { ProductSummarySchema } from "~/models/catalogue";
import {
  applyReport,
  cartQuantityOf,
  editedListLine,
  isListId,
  listLineView,
  listPreviewLine,
  steppedListQuantity,
} from "~/models/lists/list-view";
import type { ShoppingListLine } from "~/models/lists/shopping-list";

/**
 * A shopping list's page (docs/upstream-api.md §71, §73, §78): each line goes into the cart by the
 * cart's own rules — docs/rules/cart.md "Cart quantity": "an increase or direct set jumps to the
 * minimum, or to the next multiple of the granularity"; "The result is capped at maxporpedido" — and
 * "Colocar tudo no carrinho" is reported line by line from the cart before and after.
 */

type Rules = Partial<{
  granularidade: number;
  min_por_pedido: number;
  maxporpedido: number;
  disponivel: boolean;
  preco: number;
  unidade: string;
}>;
const product = (id: number, rules: Rules = {}) =>
  ProductSummarySchema.parse({ id, codigo: `P-${id}`, nome: `Produto ${id}`, preco: 10, ...rules });
const line = (id: number, quantidade: number, rules: Rules | null = {}): ShoppingListLine => ({
  idproduto: String(id),
  quantidade,
  produto: rules === null ? null : product(id, rules),
});
const cart = (lines: [id: number, quantidade: number, preco?: number][]) =>
  CartSchema.parse({
    cartItens: lines.map(([id, quantidade, preco = 10]) => ({
      idproduto: id,
      quantidade,
      precoUnitario: preco,
      total: preco * quantidade,
      produto: { id, nome: `Produto ${id}`, preco: 10 },
    })),
    subtotal: 0,
    totalCompras: 0,
  });

describe("a list's id in an address", () => {
  it.each([
    ["2", true],
    ["123456789012345", true],
    ["1234567890123456", false],
    ["abc", false],
    ["2;DROP", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (value, expected) => expect(isListId(value)).toBe(expected));
});

describe("the quantity a line goes into the cart with (the cart's set rule)", () => {
  it.each([
    ["as kept when valid", 6, {}, 6],
    ["raised to the minimum", 1, { min_por_pedido: 3 }, 3],
    ["up to the next multiple of the step", 1.2, { granularidade: 0.5 }, 1.5],
    ["capped at the maximum", 12, { maxporpedido: 10 }, 10],
  ] as const)("%s", (_case, quantidade, rules, expected) => {
    expect(cartQuantityOf(quantidade, product(1, rules))).toBe(expected);
  });
});

describe("a line as the page shows it", () => {
  it("says how it goes into the cart and why it differs, with the price only where the viewer may see it", () => {
    const view = listLineView(line(1, 12, { maxporpedido: 10, unidade: "un", preco: 189.9 }), true);
    expect(view).toMatchObject({
      noCarrinho: 10,
      noCarrinhoTexto: "10 un",
      preco: 189.9,
      disponivel: true,
      noCatalogo: true,
    });
    expect(view.ajuste).toBe("A quantidade de Produto 1 foi ajustada para 10 un (máximo de 10 un por pedido).");
    const hidden = listLineView(line(1, 12, { maxporpedido: 10 }), false);
    expect(hidden.preco).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain("189");
  });

  it("keeps a product that left the catalogue, as unavailable, with nothing to buy", () => {
    expect(listLineView(line(1999, 1, null), true)).toMatchObject({
      noCatalogo: false,
      disponivel: false,
      noCarrinho: 0,
      preco: null,
      nome: "Produto fora do catálogo (código interno 1999)",
    });
  });

  it("goes into the cart with nothing when the product is out of stock", () => {
    expect(listLineView(line(6, 2, { disponivel: false }), true)).toMatchObject({
      noCarrinho: 0,
      noCarrinhoTexto: "—",
      ajuste: null,
    });
  });
});

describe("a line's quantity edited on its page with JavaScript (the same rules as the list's action)", () => {
  // Sold in steps of 0,5 kg from 1 kg, at most 3 kg.
  const apples = listLineView(
    line(7, 2, { granularidade: 0.5, min_por_pedido: 1, maxporpedido: 3, unidade: "kg" }),
    true,
  );
  it.each([
    ["+ from the field's quantity", "2", "increment", "2,5"],
    ["− from the field's quantity", "2", "decrement", "1,5"],
    ["+ capped at the maximum", "3", "increment", "3"],
    ["− below the minimum empties the line", "1", "decrement", "0"],
    ["+ from a field that holds no quantity starts at the list's", "abc", "increment", "2,5"],
  ] as const)("%s", (_, text, kind, expected) => {
    expect(steppedListQuantity(apples, text, kind)).toBe(expected);
  });

  it.each([
    ["a quantity by the rules", "2,5", { quantidadeTexto: "2,5 kg", noCarrinhoTexto: "2,5 kg" }],
    ["typed off the step: the next multiple", "3,2", { quantidadeTexto: "3 kg", noCarrinhoTexto: "3 kg" }],
    ["typed below the minimum: the minimum", "0,2", { quantidadeTexto: "1 kg", noCarrinhoTexto: "1 kg" }],
    ["not a quantity", "dois", null],
    ["zero", "0", null],
  ] as const)("shows at once %s", (_, text, expected) => {
    expect(editedListLine(apples, text)).toEqual(expected);
  });

  it("an unavailable product goes into the cart with nothing", () => {
    const out = listLineView(line(8, 2, { disponivel: false }), true);
    expect(editedListLine(out, "3")).toEqual({ quantidadeTexto: "3 un", noCarrinhoTexto: "—" });
  });
});

describe("a line as the lists' page shows it, compact", () => {
  it("is the list page's line cut to name, what goes into the cart and the price, hidden where the viewer may not see it", () => {
    expect(listPreviewLine(line(1, 12, { maxporpedido: 10, unidade: "un", preco: 189.9 }), true)).toEqual({
      idproduto: "1",
      nome: "Produto 1",
      noCatalogo: true,
      disponivel: true,
      noCarrinhoTexto: "10 un",
      preco: 189.9,
    });
    const hidden = listPreviewLine(line(1, 12, { preco: 189.9 }), false);
    expect(hidden.preco).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain("189");
    expect(listPreviewLine(line(1999, 1, null), true)).toMatchObject({ noCatalogo: false, disponivel: false });
  });
});

describe("the report of 'Colocar tudo no carrinho'", () => {
  const lines = [
    line(1, 6),
    line(2, 12, { maxporpedido: 10 }),
    line(3, 1, { min_por_pedido: 3 }),
    line(4, 2, { disponivel: false }),
    line(5, 1, null),
    line(6, 2),
  ];
  const before = cart([[1, 6]]);
  const after = cart([
    [1, 12, 9.5],
    [2, 10],
    [3, 3],
  ]);
  const report = applyReport(lines, before, after, true);

  it.each([
    [1, "found", 6, "Adicionado. Preço no carrinho: R$\u00a09,50 (na lista R$\u00a010,00)."],
    [2, "adjusted", 10, "A quantidade de Produto 2 foi ajustada para 10 un (máximo de 10 un por pedido)."],
    [3, "adjusted", 3, "A quantidade de Produto 3 foi ajustada para 3 un (mínimo de 3 un por pedido)."],
    [4, "unavailable", 0, "Produto indisponível: ficou fora do carrinho"],
    [5, "not-found", 0, "Produto fora do catálogo: ficou fora do carrinho"],
    [6, "unavailable", 0, "Não entrou no carrinho"],
  ] as const)("line %i: %s, %d added", (linha, status, quantidade, situacao) => {
    expect(report[linha - 1]).toMatchObject({ linha, status, quantidade, situacao });
  });

  it("says a line already at its maximum in the cart, and no price where prices are hidden", () => {
    const again = applyReport([line(2, 12, { maxporpedido: 10 })], cart([[2, 10]]), cart([[2, 10]]), false);
    expect(again[0]).toMatchObject({ status: "adjusted", quantidade: 0 });
    const priceless = applyReport([line(1, 6)], null, cart([[1, 6, 9.5]]), false);
    expect(priceless[0]?.situacao).toBe("Adicionado.");
  });
});
