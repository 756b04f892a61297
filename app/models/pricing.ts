import { hasTag } from "./supplier-tags";

export type PricedProduct = {
  preco: number;
  precoatendente?: number | null;
  precovendaatacado?: number | null;
  minvendaatacado?: number | null;
  multiploincremento?: number | null;
  descontoProgressivo?: Record<string, number> | null;
};

export type PriceRule = "attendant" | "tier" | "wholesale" | "normal";

/** Progressive-discount tiers as [threshold, price], ascending by threshold; invalid entries dropped. */
export function progressiveTiers(
  descontoProgressivo: Record<string, number> | null | undefined,
): Array<[number, number]> {
  return Object.entries(descontoProgressivo ?? {})
    .map(([threshold, price]) => [Number(threshold), price] as [number, number])
    .filter(([threshold, price]) => Number.isFinite(threshold) && threshold > 0 && Number.isFinite(price) && price >= 0)
    .sort((a, b) => a[0] - b[0]);
}

/** The quantity that counts towards the wholesale minimum: × multiploincremento unless tag disable-product-multiple. */
export function wholesaleQuantity(product: PricedProduct, quantity: number, supplierTags: readonly string[]): number {
  const multiple = hasTag(supplierTags, "disable-product-multiple") ? 1 : (product.multiploincremento ?? 1) || 1;
  return quantity * multiple;
}

/**
 * docs/rules/cart.md "Price rule" (first match wins):
 * 1. The attendant price (precoatendente).
 * 2. Progressive-discount tiers: the highest tier whose threshold is at or below the quantity.
 * 3. The wholesale price, if quantity (multiplied by multiploincremento, unless the supplier tag
 *    disable-product-multiple is set) reaches minvendaatacado and the wholesale price is lower than the normal price.
 * 4. The normal price.
 */
export function unitPrice(
  product: PricedProduct,
  quantity: number,
  supplierTags: readonly string[],
): { price: number; rule: PriceRule } {
  if (product.precoatendente != null) return { price: product.precoatendente, rule: "attendant" };
  const tier = progressiveTiers(product.descontoProgressivo).findLast(([threshold]) => threshold <= quantity);
  if (tier) return { price: tier[1], rule: "tier" };
  const { precovendaatacado, minvendaatacado } = product;
  if (
    precovendaatacado != null &&
    minvendaatacado != null &&
    precovendaatacado < product.preco &&
    wholesaleQuantity(product, quantity, supplierTags) >= minvendaatacado
  ) {
    return { price: precovendaatacado, rule: "wholesale" };
  }
  return { price: product.preco, rule: "normal" };
}

/**
 * The smallest quantity (in the product's own unit) that reaches the wholesale price, for showing
 * "a partir de N"; null when the product has no wholesale price below its normal price.
 */
export function wholesaleThreshold(product: PricedProduct, supplierTags: readonly string[]): number | null {
  const { precovendaatacado, minvendaatacado } = product;
  if (precovendaatacado == null || minvendaatacado == null || precovendaatacado >= product.preco) return null;
  const perUnit = wholesaleQuantity(product, 1, supplierTags);
  return Math.ceil(minvendaatacado / perUnit);
}
