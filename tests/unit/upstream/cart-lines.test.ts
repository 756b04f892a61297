import { describe, expect, it } from "vitest";
import {
  CART_MESSAGES,
  applyLines,
  keepAvailable,
  keptQuantity,
  type CartItem,
  type LineProduct,
  type LineRequest,
} from "../../../upstream/data/cart-lines";

const product = (id: number, fields: Partial<LineProduct> = {}): LineProduct => ({
  id,
  nome: `Produto ${id}`,
  unidade: "kg",
  disponivel: true,
  granularidade: 1,
  min_por_pedido: 1,
  maxporpedido: null,
  preco_embalagem: null,
  ...fields,
});

/** 1: by the unit; 2: by 0,5 kg from 1 kg, at most 5; 3: with gift wrap; 4: unavailable. */
const products = new Map([
  [1, product(1)],
  [2, product(2, { granularidade: 0.5, maxporpedido: 5 })],
  [3, product(3, { preco_embalagem: 9.9 })],
  [4, product(4, { disponivel: false })],
]);

const item = (idproduto: number, quantidade: number, fields: Partial<CartItem> = {}): CartItem => ({
  idproduto,
  quantidade,
  embalar: false,
  precoatendente: null,
  ...fields,
});
const sent = (idproduto: number, quantidade: number, embalarParaPresente = false): LineRequest => ({
  idproduto,
  quantidade,
  embalarParaPresente,
});

describe('keptQuantity: docs/rules/cart.md "Cart quantity", set directly', () => {
  it.each([
    ["a valid quantity", 2, 2],
    ["below the minimum: the minimum", 0.5, 1],
    ["between steps: the next multiple of the step", 1.2, 1.5],
    ["a multiple of the step", 2.5, 2.5],
    ["above the maximum: the maximum", 12, 5],
  ])("%s", (_case, wanted, kept) => {
    expect(keptQuantity(products.get(2) as LineProduct, wanted)).toBe(kept);
  });

  it("never goes above 100000 a line", () => {
    expect(keptQuantity(product(9, { granularidade: 3 }), 100_000)).toBe(99_999);
  });
});

describe("keepAvailable", () => {
  it("drops stored lines whose product is gone or unavailable, each with a notice", () => {
    const outcome = keepAvailable([item(1, 1), item(4, 1), item(99, 1)], products);
    expect(outcome.items).toEqual([item(1, 1)]);
    expect(outcome.avisos).toEqual([
      "Produto 4 está indisponível e ficou fora do carrinho.",
      "O produto 99 não foi encontrado neste fornecedor e ficou fora do carrinho.",
    ]);
  });
});

describe("applyLines (call 40 POST)", () => {
  const stored = [item(1, 2), item(3, 1, { embalar: true, precoatendente: 7 })];
  const replace = (lines: LineRequest[], unlock = false) => applyLines(stored, { lines, add: false, unlock }, products);
  const add = (lines: LineRequest[], unlock = false) => applyLines(stored, { lines, add: true, unlock }, products);

  it("replaces: only the lines sent stay", () => {
    expect(replace([sent(2, 2)]).items).toEqual([item(2, 2)]);
    expect(replace([]).items).toEqual([]);
  });

  it("adds: each line summed with the stored one of its product, the others kept", () => {
    expect(add([sent(1, 1), sent(2, 1)]).items).toEqual([stored[1], item(1, 3), item(2, 1)]);
  });

  it("removes a product sent with 0, in both modes", () => {
    expect(add([sent(1, 0)]).items).toEqual([stored[1]]);
    expect(replace([sent(1, 0), sent(3, 1)]).items.map((line) => line.idproduto)).toEqual([3]);
  });

  it('rounds what is sent to 3 decimals before the rules (docs/rules/cart.md "Cart quantity")', () => {
    const outcome = replace([sent(2, 1.5004)]);
    expect(outcome.items).toEqual([item(2, 1.5)]);
    expect(outcome.avisos).toEqual([]);
  });

  it("counts lines of one product sent twice as one", () => {
    expect(replace([sent(2, 1), sent(2, 1.5)]).items).toEqual([item(2, 2.5)]);
  });

  it("corrects quantities, one notice for each", () => {
    const outcome = replace([sent(2, 1.2), sent(1, 0.4)]);
    expect(outcome.items).toEqual([item(2, 1.5), item(1, 1)]);
    expect(outcome.avisos).toHaveLength(2);
  });

  it("applies the rules to the sum when adding", () => {
    const outcome = applyLines([item(2, 4)], { lines: [sent(2, 3)], add: true, unlock: false }, products);
    expect(outcome.items).toEqual([item(2, 5)]);
    expect(outcome.avisos).toEqual(["A quantidade de Produto 2 foi ajustada para 5 kg (máximo de 5 kg por pedido)."]);
  });

  it("leaves out unknown and unavailable products, and says why when nothing sent was kept", () => {
    const outcome = add([sent(4, 1), sent(99, 1)]);
    expect(outcome.items).toEqual(stored);
    expect(outcome.avisos).toHaveLength(2);
    expect(outcome.mensagem).toBe(CART_MESSAGES.noneKept);
    expect(replace([sent(1, 0)]).mensagem).toBeNull();
    expect(replace([sent(1, 1), sent(99, 1)]).mensagem).toBeNull();
  });

  it("keeps gift wrap only where the product has a wrap price; adding keeps a wrapped line wrapped", () => {
    expect(replace([sent(1, 1, true), sent(3, 1, true)]).items.map((line) => line.embalar)).toEqual([false, true]);
    expect(add([sent(3, 1)]).items.find((line) => line.idproduto === 3)?.embalar).toBe(true);
    expect(replace([sent(3, 1)]).items[0]?.embalar).toBe(false);
  });

  it("keeps the attendant price while the product stays, and clears every one on unlock", () => {
    expect(replace([sent(3, 4)]).items).toEqual([item(3, 4, { precoatendente: 7 })]);
    expect(add([]).items.map((line) => line.precoatendente)).toEqual([null, 7]);
    expect(add([], true).items.map((line) => line.precoatendente)).toEqual([null, null]);
  });
});
