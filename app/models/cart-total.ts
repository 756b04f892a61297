import { unitPrice, type PricedProduct } from "./pricing";

/** A cart line as the totals need it: the product's prices, the quantity and the gift wrap. */
export type PricedLine = {
  produto: PricedProduct & { preco_embalagem?: number | null };
  quantidade: number;
  embalarParaPresente: boolean;
};

const cents = (value: number) => Math.round(value * 100) / 100;

/** A line's unit price by the spec's price rule at its quantity, and what the line costs with its wrap. */
export function linePrice(line: PricedLine, supplierTags: readonly string[]) {
  const { price, rule } = unitPrice(line.produto, line.quantidade, supplierTags);
  const wrap = line.embalarParaPresente ? (line.produto.preco_embalagem ?? 0) * line.quantidade : 0;
  return { unitPrice: price, rule, wrap: cents(wrap), total: cents(price * line.quantidade + wrap) };
}

/**
 * Spec §4: "Total = sum of price times quantity, plus gift-wrap cost (preco_embalagem times
 * quantity) for lines where wrapping is on."
 */
export function cartTotal(lines: readonly PricedLine[], supplierTags: readonly string[]): number {
  return cents(lines.reduce((sum, line) => sum + linePrice(line, supplierTags).total, 0));
}

/** Spec §4 "Service lock": an attendant price on any line makes the cart read-only. */
export function isServiceLocked(lines: readonly PricedLine[]): boolean {
  return lines.some((line) => line.produto.precoatendente !== null && line.produto.precoatendente !== undefined);
}
