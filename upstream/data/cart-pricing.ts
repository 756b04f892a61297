import type { z } from "zod";
import type { CartSchema } from "../../app/models/cart";
import { tidyLines } from "../../app/models/cart-quantity";
import { linePrice } from "../../app/models/cart-total";
import { lineDiscounts, type DiscountableLine } from "../../app/models/coupon-discount";
import type { CartItem } from "./cart-lines";
import { couponTerms, type StoredCoupon } from "./coupon-rules";
import { productSummary, type PriceOptions, type ProductSummaryAnswer, type ProductSummaryRow } from "./products";

type CartAnswer = z.input<typeof CartSchema>;
export type CartLineAnswer = CartAnswer["cartItens"][number];

/** A stored line priced by the price rule, before any coupon. */
export type PricedLine = {
  idproduto: number;
  quantidade: number;
  embalarParaPresente: boolean;
  precoUnitario: number;
  regraPreco: "attendant" | "tier" | "wholesale" | "normal";
  /** Price × quantity and the wrap cost, in cents. */
  valueCents: number;
  wrapCents: number;
  produto: ProductSummaryAnswer;
};

const toCents = (value: number) => Math.round(value * 100);
const fromCents = (cents: number) => cents / 100;

/**
 * A stored line priced now: the product as the listing answers it (priced for the payment method)
 * with the line's attendant price, and the unit price by docs/rules/cart.md "Price rule". The attendant price
 * is the staff's, whatever the payment method.
 */
export function priceLine(item: CartItem, row: ProductSummaryRow, prices: PriceOptions, supplierTags: readonly string[]): PricedLine {
  const produto = { ...productSummary(row, prices), precoatendente: item.precoatendente };
  const price = linePrice(
    { produto: { ...produto, descontoProgressivo: produto.efeitospoliticas.descontoProgressivo }, quantidade: item.quantidade, embalarParaPresente: item.embalar },
    supplierTags
  );
  const wrapCents = toCents(price.wrap);
  return {
    idproduto: row.id,
    quantidade: item.quantidade,
    embalarParaPresente: item.embalar,
    precoUnitario: price.unitPrice,
    regraPreco: price.rule,
    valueCents: toCents(price.total) - wrapCents,
    wrapCents,
    produto,
  };
}

/** docs/rules/cart.md "Cart quantity": the lines sorted by product name. */
export function sortedLines(lines: readonly PricedLine[]): PricedLine[] {
  return tidyLines(lines, (line) => line.produto.nome);
}

/** The lines as a coupon sees them: each product and its value before discounts. */
export function discountableLines(lines: readonly PricedLine[]): DiscountableLine[] {
  return lines.map((line) => ({ idproduto: String(line.idproduto), value: fromCents(line.valueCents) }));
}

/** The answer's lines and sums with the coupon's discount spread over the lines it covers. */
export function cartSums(lines: readonly PricedLine[], coupon: StoredCoupon | null) {
  const discounts = coupon ? lineDiscounts(discountableLines(lines), couponTerms(coupon)).map(toCents) : lines.map(() => 0);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const subtotal = sum(lines.map((line) => line.valueCents));
  const wraps = sum(lines.map((line) => line.wrapCents));
  const discount = sum(discounts);
  const cartItens: CartLineAnswer[] = lines.map(({ valueCents, wrapCents, ...line }, index) => {
    const lineDiscount = discounts[index] ?? 0;
    return {
      ...line,
      valorEmbalagem: fromCents(wrapCents),
      valorDesconto: fromCents(lineDiscount),
      total: fromCents(valueCents + wrapCents - lineDiscount),
    };
  });
  return {
    cartItens,
    subtotal: fromCents(subtotal),
    valorEmbalagens: fromCents(wraps),
    valorDesconto: fromCents(discount),
    totalCompras: fromCents(subtotal + wraps - discount),
  };
}

/** The answer's coupon fields: the coupon priced in, or the fields of none. */
export function couponFields(coupon: StoredCoupon | null) {
  return {
    codigoCupom: coupon?.codigo ?? null,
    cupomCanal: coupon?.canal ?? null,
    tipoDesconto: coupon?.tipo ?? "%",
    valorDescontoPercentual: coupon?.valor ?? 0,
    produtosComDesconto: coupon?.produtos.map(Number) ?? [],
    cupomAutomatico: coupon?.automatico
      ? { codigoCupom: coupon.codigo, valorDescontoPercentual: coupon.valor, tipoDesconto: coupon.tipo }
      : null,
  } satisfies Partial<CartAnswer>;
}
