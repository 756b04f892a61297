import type { Database } from "better-sqlite3";
import { applyLines, type CartItem, type LineRequest } from "./cart-lines";
import { cartSums, type CartLineAnswer } from "./cart-pricing";
import type { DeliveryType } from "../../app/models/delivery/delivery-option";
import { lineProduct, readCart, supplierProducts, type CartOwner } from "./cart-store";
import { cartCoupon, pricedLines, type CartPricing } from "./carts";

/**
 * How an order is priced: as call 40 prices the cart, with the coupon the order names and whether
 * automatic coupons may apply (cupomAplicacaoAutomatica).
 */
export type OrderPricing = Pick<CartPricing, "payment" | "canal" | "hoje" | "automaticAllowed"> & { cupom: string | null };

/** An order priced by the server: its lines and sums, and the coupon priced in. */
export type PricedOrder = {
  lines: CartLineAnswer[];
  subtotal: number;
  valorEmbalagens: number;
  valorDesconto: number;
  totalCompras: number;
  cupom: string | null;
};

/**
 * The order's lines as the cart would keep them (docs/upstream-api.md §40): lines of one product
 * merged, the quantity rules applied, gift wrap only where the product has a wrap price, a line's
 * attendant price kept from the stored cart; and the products the supplier cannot sell now (unknown
 * ones by their id), by name, which are left out.
 */
export function orderLines(
  db: Database,
  owner: CartOwner,
  itens: readonly LineRequest[],
  tipoEntrega: DeliveryType
): { items: CartItem[]; missing: string[] } {
  const ids = [...new Set(itens.map((line) => line.idproduto))];
  const rows = supplierProducts(db, owner.idfornecedor, ids);
  const products = new Map([...rows].map(([id, row]) => [id, lineProduct(row, tipoEntrega)]));
  // Not sold now: unknown, unavailable, or not offered for the order's delivery type.
  const missing = ids.flatMap((id) => (products.get(id)?.disponivel ? [] : [rows.get(id)?.nome ?? `Produto ${id}`]));
  const { items } = applyLines(readCart(db, owner).items, { lines: itens, add: false, unlock: false }, products);
  return { items, missing };
}

/**
 * The order's lines priced as call 40 prices the cart (§39): the price rule at the payment method's
 * prices, gift wrap, and the coupon named while it passes its rules (else the best automatic one,
 * unless the order says automatic coupons may not apply).
 */
export function priceOrder(db: Database, owner: CartOwner, pricing: OrderPricing, items: readonly CartItem[]): PricedOrder {
  const lines = pricedLines(db, owner, items, pricing.payment);
  const { coupon } = cartCoupon(db, owner, { ...pricing, codigoCupom: pricing.cupom }, lines);
  const { cartItens, ...sums } = cartSums(lines, coupon);
  return { lines: cartItens, ...sums, cupom: coupon?.codigo ?? null };
}
