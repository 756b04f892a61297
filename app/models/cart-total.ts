import { roundCents } from "./money";
import { unitPrice, type PricedProduct } from "./pricing";

/** A cart line as the totals need it: the product's prices, the quantity and the gift wrap. */
export type PricedLine = {
  produto: PricedProduct & { preco_embalagem?: number | null };
  quantidade: number;
  embalarParaPresente: boolean;
};

/** A line's unit price by the spec's price rule at its quantity, and what the line costs with its wrap. */
export function linePrice(line: PricedLine, supplierTags: readonly string[]) {
  const { price, rule } = unitPrice(line.produto, line.quantidade, supplierTags);
  const wrap = line.embalarParaPresente ? (line.produto.preco_embalagem ?? 0) * line.quantidade : 0;
  return { unitPrice: price, rule, wrap: roundCents(wrap), total: roundCents(price * line.quantidade + wrap) };
}
