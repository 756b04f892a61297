import type { Database } from "better-sqlite3";
import { keptQuantity } from "./cart-lines";
import { lineProduct, readCart, supplierProducts, writeCart, type CartOwner } from "./cart-store";
import { roundCents } from "../../app/models/money";

/** What setting an attendant price did: the line's product and quantity, or why it could not. */
export type AttendantPriceOutcome =
  | { kind: "set"; nome: string; quantidade: number; unidade: string }
  | { kind: "unknown-product" }
  | { kind: "unavailable"; nome: string };

/**
 * The supplier's staff set the price of a cart line (docs/rules/cart.md "Service lock"). A product not in the
 * cart is added at its minimum quantity. The price is rounded to cents.
 */
export function setAttendantPrice(db: Database, owner: CartOwner, idproduto: number, price: number): AttendantPriceOutcome {
  const row = supplierProducts(db, owner.idfornecedor, [idproduto]).get(idproduto);
  if (!row) return { kind: "unknown-product" };
  const product = lineProduct(row);
  if (!product.disponivel) return { kind: "unavailable", nome: product.nome };
  const precoatendente = roundCents(price);
  const cart = readCart(db, owner);
  const line = cart.items.find((item) => item.idproduto === idproduto);
  const quantidade = line?.quantidade ?? keptQuantity(product, product.min_por_pedido);
  const others = cart.items.filter((item) => item !== line);
  writeCart(db, owner, { ...cart, items: [...others, { idproduto, quantidade, embalar: line?.embalar ?? false, precoatendente }] });
  return { kind: "set", nome: product.nome, quantidade, unidade: product.unidade };
}

/** Clears every attendant price of the cart; how many there were. */
export function clearAttendantPrices(db: Database, owner: CartOwner): number {
  const cart = readCart(db, owner);
  const cleared = cart.items.filter((item) => item.precoatendente !== null).length;
  if (cleared > 0) writeCart(db, owner, { ...cart, items: cart.items.map((item) => ({ ...item, precoatendente: null })) });
  return cleared;
}
