import { z } from "zod";
import type { Cart } from "./cart";

/**
 * What the spec keeps of the cart in the browser (docs/rules/architecture.md "Progressive enhancement": in the signed session cookie): the
 * coupon chosen, the automatic one the server applied, whether automatic coupons may apply, the
 * subscription type and the payment method the prices are for — and the header's summary of the
 * cart the upstream last answered. The lines themselves live upstream.
 */
export const CartPreferencesSchema = z.object({
  /** Whose cart these are: a switch of client (a representative's, a linked user's) starts afresh. */
  idcliente: z.string().max(20).nullable().default(null),
  /** The manual coupon the shopper applied (docs/rules/cart.md "Cart fields": codigoCupom). */
  codigoCupom: z.string().max(40).nullable().default(null),
  /** The automatic coupon the server applied, remembered (docs/rules/cart.md "Coupon": codigoCupomAutomatico). */
  codigoCupomAutomatico: z.string().max(40).nullable().default(null),
  /** cupomAplicacaoAutomatica: false once a manual coupon replaced the automatic one. */
  aplicacaoAutomatica: z.boolean().default(true),
  /** The subscription type chosen (assinaturaSelecionada.idtipoassinatura). */
  idtipoassinatura: z.string().max(20).nullable().default(null),
  /** The payment method prices are for (formaPagamentoActive.idformapagamento). */
  idformapagamento: z.string().max(20).nullable().default(null),
  /** How many lines and what total the header shows; null until the client's cart was read. */
  resumo: z
    .object({ linhas: z.number().int().nonnegative(), total: z.number().nonnegative() })
    .nullable()
    .default(null),
});
export type CartPreferences = z.infer<typeof CartPreferencesSchema>;

/** The session's preferences for this client's cart: fresh ones when they were kept for another client. */
export function preferencesFor(kept: CartPreferences | undefined, idcliente: string | null): CartPreferences {
  return kept && kept.idcliente === idcliente ? kept : CartPreferencesSchema.parse({ idcliente });
}

/**
 * The manual coupon the cart goes on with after an answer of call 40. The rule (docs/upstream-api.md
 * §40, ADR 0020): the coupon the upstream keeps with the cart (`cupomManual`) when it names one — the
 * one applied on another device, or before a logout; otherwise the one the storefront holds, which
 * stays chosen (and said not to be applied, with the reason) while the upstream does not price it in.
 * An upstream that keeps no coupon (the field left out) changes nothing.
 */
export function couponAfter(cupomManual: string | null | undefined, held: string | null): string | null {
  return cupomManual ?? held;
}

/**
 * What the session keeps after the server answered a cart: the manual coupon (couponAfter), the
 * automatic coupon's code (docs/rules/cart.md "Coupon"), the method the cart was priced for and the summary. A value the session cannot hold
 * (a code longer than a coupon's, a negative total) is not kept: the session stays readable.
 */
export function preferencesAfter(cart: Cart, preferences: CartPreferences): CartPreferences {
  const codigoCupom = couponAfter(cart.cupomManual, preferences.codigoCupom);
  const next = {
    ...preferences,
    codigoCupom,
    // A manual coupon taken from the upstream replaces the automatic one, as applying it does (docs/rules/cart.md "Coupon").
    aplicacaoAutomatica: codigoCupom === preferences.codigoCupom ? preferences.aplicacaoAutomatica : false,
    codigoCupomAutomatico: cart.cupomAutomatico?.codigoCupom ?? null,
    // The method the server priced the cart for (the customer's default until one is chosen): the catalogue prices for it too.
    idformapagamento: cart.idformapagamento ?? preferences.idformapagamento,
    resumo: { linhas: cart.cartItens.length, total: cart.totalCompras },
  };
  const checked = CartPreferencesSchema.safeParse(next);
  return checked.success ? checked.data : { ...preferences, codigoCupomAutomatico: null, resumo: null };
}

/**
 * What the session keeps once an order was placed from the cart, read after it: an emptied cart
 * (the order took its lines) leaves no coupon behind, the next cart starting afresh; a cart that
 * has lines (filled again since, while an earlier form's order was found) keeps its coupon terms.
 */
export function preferencesAfterOrder(cart: Cart, preferences: CartPreferences): CartPreferences {
  const after = preferencesAfter(cart, preferences);
  if (cart.cartItens.length > 0) return after;
  return { ...after, codigoCupom: null, codigoCupomAutomatico: null, aplicacaoAutomatica: true };
}
