import { z } from "zod";
import type { CouponCheck } from "./cart";
import type { CartPreferences } from "./cart-preferences";
import { sameCouponCode } from "./coupon-view";
import { couponMessages } from "./messages/coupon";

/** The storefront's own words for a coupon code it cannot take (the spec's messages live in messages.ts). */
export const couponCodeMessages = {
  required: "Informe o código do cupom.",
  invalid: "Código de cupom inválido.",
} as const;

/**
 * A coupon code as the shopper types it (docs/upstream-api.md §39: 1–40 characters; letters,
 * digits, `-` and `_`; compared without case): trimmed and upper-cased.
 */
export const CouponCodeSchema = z
  .string({ required_error: couponCodeMessages.required, invalid_type_error: couponCodeMessages.invalid })
  .trim()
  .min(1, couponCodeMessages.required)
  .max(40, couponCodeMessages.invalid)
  .regex(/^[A-Za-z0-9_-]+$/, couponCodeMessages.invalid)
  .transform((code) => code.toUpperCase());

/** docs/rules/cart.md "Coupon": "If its code equals the automatic one, nothing happens." */
export function isAutomaticCode(preferences: Pick<CartPreferences, "codigoCupomAutomatico">, code: string): boolean {
  return sameCouponCode(preferences.codigoCupomAutomatico, code);
}

/** What a manual coupon does once the server checked it. */
export type CouponDecision =
  | { kind: "invalid"; message: string }
  | { kind: "blocked"; message: string }
  | { kind: "applied"; preferences: CartPreferences };

/**
 * docs/rules/cart.md "Coupon": "If the response is not valid, a warning shows the server's error or 'Não foi
 * possível verificar seu cupom'. If it differs from the automatic one and is valid, the automatic
 * one is cleared. A message says that an automatic coupon with a better benefit prevents swapping."
 */
export function decideCouponCheck(preferences: CartPreferences, code: string, check: CouponCheck): CouponDecision {
  if (check.automaticoSuperior) return { kind: "blocked", message: couponMessages.automaticBlocksSwap };
  if (!check.valido) return { kind: "invalid", message: check.mensagem ?? couponMessages.invalid };
  return {
    kind: "applied",
    preferences: { ...preferences, codigoCupom: code, codigoCupomAutomatico: null, aplicacaoAutomatica: false },
  };
}

/** docs/rules/cart.md "Coupon": "A removed coupon resets discounts and can unlock automatic application." */
export function withoutCoupon(preferences: CartPreferences): CartPreferences {
  return { ...preferences, codigoCupom: null, aplicacaoAutomatica: true };
}
