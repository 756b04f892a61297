import { describe, expect, it } from "vitest";
import { cartSums, couponFields, priceLine, sortedLines } from "../../../upstream/data/cart-pricing";
import type { ProductSummaryRow } from "../../../upstream/data/products";
import { storedCoupon } from "../../support/stored-coupon";

const row = (id: number, nome: string, fields: Partial<ProductSummaryRow> = {}): ProductSummaryRow => ({
  id,
  codigo: `P-${id}`,
  nome,
  marca: null,
  unidade: "un",
  preco: 10,
  preconf: null,
  precovendaatacado: null,
  minvendaatacado: null,
  multiploincremento: 1,
  granularidade: 1,
  min_por_pedido: 1,
  maxporpedido: null,
  preco_embalagem: null,
  desconto_progressivo: null,
  imagem: null,
  disponivel: 1,
  idsegmento: null,
  tipo_entrega: null,
  ...fields,
});

const item = (
  idproduto: number,
  quantidade: number,
  fields: { embalar?: boolean; precoatendente?: number | null } = {},
) => ({
  idproduto,
  quantidade,
  embalar: fields.embalar ?? false,
  precoatendente: fields.precoatendente ?? null,
});

const coupon = storedCoupon;

const oil = row(1, "Azeite", { preco: 64.9, preco_embalagem: 9.9 });
const rice = row(2, "Arroz", {
  preco: 159.9,
  desconto_progressivo: JSON.stringify({ 5: 155.9 }),
  precovendaatacado: 149.9,
  minvendaatacado: 60,
  multiploincremento: 6,
});

describe('priceLine: docs/rules/cart.md "Price rule" at the payment method\'s prices', () => {
  it.each([
    ["normal", item(2, 1), {}, 159.9, "normal"],
    ["a progressive tier", item(2, 5), {}, 155.9, "tier"],
    ["the attendant price first", item(2, 5, { precoatendente: 150 }), {}, 150, "attendant"],
    ["the method's variation on the other rules", item(2, 1), { priceVariationPercent: -3 }, 155.1, "normal"],
    [
      "not on the attendant price",
      item(2, 1, { precoatendente: 150 }),
      { priceVariationPercent: -3 },
      150,
      "attendant",
    ],
  ])("%s", (_case, cartItem, prices, unitPrice, rule) => {
    const line = priceLine(cartItem, rice, prices, []);
    expect(line).toMatchObject({ precoUnitario: unitPrice, regraPreco: rule });
    expect(line.produto.precoatendente).toBe(cartItem.precoatendente);
  });

  it("counts the wrap cost apart from the value", () => {
    expect(priceLine(item(1, 2, { embalar: true }), oil, {}, [])).toMatchObject({
      valueCents: 12980,
      wrapCents: 1980,
      embalarParaPresente: true,
    });
  });

  it("sorts lines by product name", () => {
    const lines = sortedLines([priceLine(item(1, 1), oil, {}, []), priceLine(item(2, 1), rice, {}, [])]);
    expect(lines.map((line) => line.produto.nome)).toEqual(["Arroz", "Azeite"]);
  });
});

describe("cartSums", () => {
  const lines = [priceLine(item(2, 1), rice, {}, []), priceLine(item(1, 2, { embalar: true }), oil, {}, [])];

  it("sums without a coupon: total = subtotal + wraps", () => {
    expect(cartSums(lines, null)).toMatchObject({
      subtotal: 289.7,
      valorEmbalagens: 19.8,
      valorDesconto: 0,
      totalCompras: 309.5,
    });
  });

  it("takes a % coupon off the lines it covers, never off the wrap", () => {
    const sums = cartSums(lines, coupon({ valor: 10, produtos: ["1"] }));
    expect(sums.cartItens.map((line) => [line.valorDesconto, line.total])).toEqual([
      [0, 159.9],
      [12.98, 136.62],
    ]);
    expect(sums).toMatchObject({ valorDesconto: 12.98, totalCompras: 296.52 });
  });

  it("spreads a R$ coupon in proportion, the lines' totals adding up to the cart's", () => {
    const sums = cartSums(lines, coupon({ tipo: "R$", valor: 20 }));
    expect(sums.cartItens.map((line) => line.valorDesconto)).toEqual([11.03, 8.97]);
    expect(sums.valorDesconto).toBe(20);
    expect(sums.cartItens.reduce((total, line) => total + Math.round(line.total * 100), 0) / 100).toBe(
      sums.totalCompras,
    );
  });
});

describe("couponFields", () => {
  it("gives the fields of no coupon", () => {
    expect(couponFields(null)).toEqual({
      codigoCupom: null,
      cupomCanal: null,
      tipoDesconto: "%",
      valorDescontoPercentual: 0,
      produtosComDesconto: [],
      cupomAutomatico: null,
    });
  });

  it("names an automatic coupon in cupomAutomatico too", () => {
    expect(
      couponFields(coupon({ codigo: "AUTO5", valor: 5, automatico: true, canal: "WEB", produtos: ["7"] })),
    ).toEqual({
      codigoCupom: "AUTO5",
      cupomCanal: "WEB",
      tipoDesconto: "%",
      valorDescontoPercentual: 5,
      produtosComDesconto: [7],
      cupomAutomatico: { codigoCupom: "AUTO5", valorDescontoPercentual: 5, tipoDesconto: "%" },
    });
  });
});
