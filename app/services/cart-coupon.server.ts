import { portugueseErrorMap } from "~/models/form-messages";
import type { CartPreferences } from "~/models/cart-preferences";
import { CouponCodeSchema, decideCouponCheck, isAutomaticCode, withoutCoupon } from "~/models/coupon-choice";
import { cartCouponView, type CartCouponFields } from "~/models/coupon-view";
import { messages } from "~/models/messages";
import { validateCoupon } from "./api/coupon.server";
import { UpstreamError } from "./api/errors";
import type { CartOwner } from "./cart.server";
import type { Flash } from "./flash.server";
import { log } from "./logger.server";

/**
 * What choosing or removing a coupon did: the cart preferences to price the cart with (and then
 * keep in the session), and what to tell the shopper. The caller reloads the cart and saves them.
 */
export type CouponOutcome = { preferences: CartPreferences; flash: Flash | null };

export const couponTexts = {
  applied: (code: string) => `Cupom ${code} aplicado.`,
  alreadyAutomatic: (code: string) => `O cupom ${code} já está aplicado automaticamente ao seu carrinho.`,
  removed: (code: string) => `Cupom ${code} removido.`,
} as const;

const warning = (owner: CartOwner, message: string): CouponOutcome => ({
  preferences: owner.preferences,
  flash: { kind: "warning", message },
});

/** An upstream refusal's own words (a 4xx with a message); a fault gets the spec's message. */
function refusalMessage(error: UpstreamError): string {
  const refused = error.failure === "status" && (error.status ?? 500) < 500;
  return (refused ? error.serverMessage : undefined) ?? messages.coupon.invalid;
}

/** docs/rules/cart.md "Coupon": a manual code, checked by the server (call 41) against the stored cart on the channel WEB. */
export async function applyCoupon(owner: CartOwner, code: string): Promise<CouponOutcome> {
  const parsed = CouponCodeSchema.safeParse(code, { errorMap: portugueseErrorMap });
  if (!parsed.success) return warning(owner, parsed.error.issues[0]?.message ?? messages.coupon.invalid);
  const codigoCupom = parsed.data;
  if (isAutomaticCode(owner.preferences, codigoCupom)) {
    return {
      preferences: owner.preferences,
      flash: { kind: "info", message: couponTexts.alreadyAutomatic(codigoCupom) },
    };
  }
  const { idformapagamento, codigoCupomAutomatico } = owner.preferences;
  let check;
  try {
    check = await validateCoupon(
      {
        idfornecedor: owner.context.supplier.idfornecedor,
        idcliente: owner.idcliente,
        codigoCupom,
        idformapagamento,
        codigoCupomAutomatico,
      },
      owner.context.api,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return warning(owner, refusalMessage(error));
  }
  const decision = decideCouponCheck(owner.preferences, codigoCupom, check);
  log.info("cart.coupon_checked", { supplier: owner.context.supplier.slug, outcome: decision.kind });
  if (decision.kind !== "applied") return warning(owner, decision.message);
  return { preferences: decision.preferences, flash: { kind: "success", message: couponTexts.applied(codigoCupom) } };
}

/** docs/rules/cart.md "Coupon": the manual coupon goes, and the server may apply an automatic one again. */
export function removeCoupon(owner: CartOwner): CouponOutcome {
  const code = owner.preferences.codigoCupom;
  return {
    preferences: withoutCoupon(owner.preferences),
    flash: code ? { kind: "success", message: couponTexts.removed(code) } : null,
  };
}

/**
 * The message once the cart was priced with the outcome's preferences: a code the server accepted
 * but then left out of the cart (its minimum not reached on the lines it covers…) says why instead.
 */
export function pricedFlash(outcome: CouponOutcome, cart: CartCouponFields): Flash | null {
  if (outcome.flash?.kind !== "success") return outcome.flash;
  const { pending } = cartCouponView(cart, outcome.preferences.codigoCupom);
  return pending ? { kind: "warning", message: pending.reason } : outcome.flash;
}
