import type { DeliveryOption } from "~/models/delivery/delivery-option";
import { feeFor } from "~/models/delivery/option-figures";
import { formatBRL, roundCents } from "~/models/money";

/** What the delivery's fee depends on: the fee, the full fee (§51 `valor_cheio`) and the free-delivery threshold. */
export type FeeTerms = Pick<DeliveryOption, "valor" | "valor_cheio" | "frete_gratis_acima">;

/** The cart's own figures (call 16's answer, or the page's edits while a save is on its way). */
export type CartFiguresIn = { subtotal: number; valorEmbalagens: number; valorDesconto: number; totalCompras: number };

/**
 * The figures the cart and the checkout both show (docs/rules/cart.md "Cart total", docs/rules/checkout.md
 * "Order submission"): the products, the gift wrap, the discount, the delivery — the fee of the option in
 * effect at the subtotal, or null ("a calcular") until there is one — and the total the order is placed
 * for: the cart's total plus that fee. The same function on both pages, so their totals agree.
 */
export function orderFigures(cart: CartFiguresIn, option: FeeTerms | null) {
  const delivery = option ? feeFor(option, cart.subtotal) : null;
  return {
    subtotal: cart.subtotal,
    wrapping: cart.valorEmbalagens,
    discount: cart.valorDesconto,
    delivery,
    total: roundCents(cart.totalCompras + (delivery ?? 0)),
  };
}
export type OrderFigures = ReturnType<typeof orderFigures>;

/** "a calcular" before there is an option (never "Grátis" before a place is chosen), "Grátis", or the fee. */
export function deliveryFigure(fee: number | null): string {
  if (fee === null) return "a calcular";
  return fee === 0 ? "Grátis" : formatBRL(fee);
}
