import type { ProductSummary } from "./catalogue";
import { progressiveTiers, unitPrice, wholesaleThreshold, type PriceRule } from "./pricing";

export type PriceTableRow = { from: number; price: number; rule: PriceRule };

/** How a product is sold: the step (granularidade), the minimum (min_por_pedido) and the maximum (maxporpedido). */
export type QuantityFacts = {
  step: number;
  minimum: number;
  maximum: number | null;
};

export type ProductOffer = QuantityFacts & {
  /** The unit price at the smallest quantity a shopper can buy (docs/rules/cart.md "Price rule"). */
  price: number;
  listPrice: number | null;
  /** From which quantity the unit price changes (progressive tiers, wholesale), ascending. */
  table: PriceTableRow[];
};

/** What a product page tells a shopper who may not see prices (docs/rules/catalogue.md "Price visibility"): how the product is sold. */
export function quantityFacts(
  product: Pick<ProductSummary, "granularidade" | "min_por_pedido" | "maxporpedido">,
): QuantityFacts {
  return { step: product.granularidade, minimum: product.min_por_pedido, maximum: product.maxporpedido };
}

/**
 * What a product page tells about price and quantities: the price at the minimum quantity by the
 * spec's price rule; the quantities at which a progressive tier or the wholesale price starts,
 * each with the price the same rule gives there; the step (granularidade), the minimum
 * (min_por_pedido) and the maximum (maxporpedido).
 */
export function productOffer(product: ProductSummary, supplierTags: readonly string[]): ProductOffer {
  const priced = { ...product, descontoProgressivo: product.efeitospoliticas.descontoProgressivo };
  const minimum = Math.max(product.min_por_pedido, product.granularidade);
  const { price } = unitPrice(priced, minimum, supplierTags);
  const wholesaleFrom = wholesaleThreshold(priced, supplierTags);
  const breakpoints = [
    ...new Set([
      ...progressiveTiers(priced.descontoProgressivo).map(([from]) => from),
      ...(wholesaleFrom === null ? [] : [wholesaleFrom]),
    ]),
  ]
    .filter((from) => from > minimum)
    .sort((a, b) => a - b);
  const table: PriceTableRow[] = [];
  let previous = price;
  for (const from of breakpoints) {
    const at = unitPrice(priced, from, supplierTags);
    if (at.price !== previous) table.push({ from, price: at.price, rule: at.rule });
    previous = at.price;
  }
  return {
    price,
    listPrice: product.preconf !== null && product.preconf > price ? product.preconf : null,
    table,
    ...quantityFacts(product),
  };
}
