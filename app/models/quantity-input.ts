/** A quantity typed by the shopper, read the same way by the cart page and the cart action. */
import { cartMessages } from "./messages/cart";

export const MAX_QUANTITY = 100_000;

export const quantityMessages = {
  invalid: "Informe a quantidade com números, como 2 ou 1,5.",
  range: "Informe uma quantidade de 0 a 100.000.",
  toAdd: "Informe quanto quer adicionar: uma quantidade maior que zero.",
  tooSmall: cartMessages.quantityTooSmall,
} as const;

/**
 * docs/rules/cart.md "Cart quantity": "Cart quantities rounded to 3 decimals." A quantity above 0 that rounds to 0 (below
 * 0,0005) names nothing that can be kept: it is refused, by the storefront and by the cart call.
 */
export function isBelowSmallestQuantity(value: number): boolean {
  return value > 0 && Math.round(value * 1000) === 0;
}

/**
 * Digits with a decimal comma or point ("1,5"), 0 to 100.000, and not so small that it rounds to 0;
 * the quantity rules of docs/rules/cart.md "Cart quantity" then round it.
 */
export function parseQuantityText(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!/^\d{1,9}(?:[.,]\d{1,12})?$/.test(trimmed)) return { ok: false, message: quantityMessages.invalid };
  const value = Number(trimmed.replace(",", "."));
  if (value > MAX_QUANTITY) return { ok: false, message: quantityMessages.range };
  if (isBelowSmallestQuantity(value)) return { ok: false, message: quantityMessages.tooSmall };
  return { ok: true, value };
}
