import { z } from "zod";

/**
 * What the spec keeps of the cart in the browser (DESIGN §5: in the signed session cookie): the
 * coupon chosen, the automatic one the server applied, whether automatic coupons may apply, the
 * subscription type and the payment method the prices are for — and the header's summary of the
 * cart the upstream last answered. The lines themselves live upstream.
 */
export const CartPreferencesSchema = z.object({
  /** The manual coupon the shopper applied (spec §3 Cart: codigoCupom). */
  codigoCupom: z.string().max(40).nullable().default(null),
  /** The automatic coupon the server applied, remembered (spec §4 "Coupon": codigoCupomAutomatico). */
  codigoCupomAutomatico: z.string().max(40).nullable().default(null),
  /** cupomAplicacaoAutomatica: false once a manual coupon replaced the automatic one. */
  aplicacaoAutomatica: z.boolean().default(true),
  /** The subscription type chosen (assinaturaSelecionada.idtipoassinatura). */
  idtipoassinatura: z.string().max(20).nullable().default(null),
  /** The payment method prices are for (formaPagamentoActive.idformapagamento). */
  idformapagamento: z.string().max(20).nullable().default(null),
  /** How many lines and what total the header shows. */
  resumo: z.object({ linhas: z.number().int().nonnegative(), total: z.number().nonnegative() }).default({ linhas: 0, total: 0 }),
});
export type CartPreferences = z.infer<typeof CartPreferencesSchema>;

export const DEFAULT_CART_PREFERENCES: CartPreferences = CartPreferencesSchema.parse({});
