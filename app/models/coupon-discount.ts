import type { DiscountKind } from "./cart";

/** What a coupon gives (docs/rules/cart.md "Cart fields": tipoDesconto, valorDescontoPercentual, produtosComDesconto). */
export type CouponTerms = {
  tipoDesconto: DiscountKind;
  /** The percentage for "%", the amount in BRL for "R$". */
  valorDescontoPercentual: number;
  /** The products the coupon covers; empty covers every product. */
  produtosComDesconto: readonly string[];
};

/** A line as a discount sees it: the product and its value (price × quantity, before wrap). */
export type DiscountableLine = { idproduto: string; value: number };

const toCents = (value: number) => Math.round(value * 100);

/** Whether the coupon covers the product. */
export function covers(coupon: CouponTerms, idproduto: string): boolean {
  return coupon.produtosComDesconto.length === 0 || coupon.produtosComDesconto.includes(idproduto);
}

/** The value of the lines a coupon covers: what its minimum order and its discount count. */
export function coveredValue(lines: readonly DiscountableLine[], coupon: CouponTerms): number {
  return (
    toCents(lines.filter((line) => covers(coupon, line.idproduto)).reduce((sum, line) => sum + line.value, 0)) / 100
  );
}

/**
 * Each line's share of the coupon discount, in BRL. A "%" coupon takes its percentage of each
 * line it covers; a "R$" coupon takes its amount off the lines it covers (never more than they are
 * worth), spread in proportion to their value, the cents left by rounding going to the last one.
 */
export function lineDiscounts(lines: readonly DiscountableLine[], coupon: CouponTerms): number[] {
  const rate = Math.max(coupon.valorDescontoPercentual, 0);
  if (coupon.tipoDesconto === "%") {
    const percent = Math.min(rate, 100);
    return lines.map((line) => (covers(coupon, line.idproduto) ? toCents((line.value * percent) / 100) / 100 : 0));
  }
  const coveredCents = toCents(coveredValue(lines, coupon));
  const amountCents = Math.min(toCents(rate), coveredCents);
  if (amountCents === 0) return lines.map(() => 0);
  const lastCovered = lines.findLastIndex((line) => covers(coupon, line.idproduto) && line.value > 0);
  let given = 0;
  return lines.map((line, index) => {
    if (!covers(coupon, line.idproduto) || line.value <= 0) return 0;
    const share =
      index === lastCovered ? amountCents - given : Math.floor((toCents(line.value) * amountCents) / coveredCents);
    given += share;
    return share / 100;
  });
}

/** The whole discount a coupon gives on these lines, in BRL: what "a better benefit" compares. */
export function couponBenefit(lines: readonly DiscountableLine[], coupon: CouponTerms): number {
  return toCents(lineDiscounts(lines, coupon).reduce((sum, share) => sum + share, 0)) / 100;
}
