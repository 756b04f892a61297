import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { CouponCodeSchema } from "~/models/coupon-choice";
import { preferencesAfter } from "~/models/cart-preferences";
import { couponOffers, referralShare } from "~/models/coupon-view";
import { supplierPath } from "~/models/links";
import { hasTag } from "~/models/supplier-tags";
import { parseSubmission } from "~/services/form-submission.server";
import { getReferralCoupon, listCoupons } from "~/services/api/coupon.server";
import { applyCoupon, pricedFlash } from "~/services/cart-coupon.server";
import { CartRefusal, readCart, requireCartOwner, savePreferences, type CartOwner } from "~/services/cart.server";
import { setFlashHeader } from "~/services/flash.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orFallback } from "~/services/upstream-failure.server";
import { siteOrigin } from "~/services/site-origin.server";

const ChooseCouponSchema = z.object({ intent: z.literal("escolher"), codigoCupom: CouponCodeSchema });

/**
 * The customer whose coupons these are. A guest logs in and comes back; a representative who has
 * not picked a client picks one first (docs/rules/cart.md "Cart save": no customer, no cart).
 */
async function requireOwner(request: Request, context: SupplierContext): Promise<CartOwner> {
  const couponsPath = supplierPath(context.basePath, "/cupons");
  try {
    return requireCartOwner(request, context, couponsPath);
  } catch (error) {
    if (!(error instanceof CartRefusal)) throw error;
    const headers = { "Set-Cookie": await setFlashHeader({ kind: "warning", message: error.message }) };
    throw redirect(supplierPath(context.basePath, "/clientes"), { headers });
  }
}

/**
 * The coupons valid today (call 42, docs/rules/cart.md "Coupon list": "available only, not only the last one"), the
 * recommended one first; with tag uses-share-coupom, the customer's referral coupon to share.
 */
export async function loadCoupons(request: Request, context: SupplierContext) {
  const owner = await requireOwner(request, context);
  const sharing = hasTag(context.supplier.tag, "uses-share-coupom");
  const [list, referral] = await Promise.all([
    listCoupons(owner.idcliente, owner.preferences.idformapagamento, context.api),
    sharing ? orFallback(getReferralCoupon(owner.idcliente, context.api), null, "coupons.referral_failed") : null,
  ]);
  const storeUrl = `${siteOrigin(request, context)}${supplierPath(context.basePath)}`;
  return {
    offers: couponOffers(list, owner.preferences),
    referral: referral ? referralShare(referral, context.supplier.nome, storeUrl) : null,
    cartPath: supplierPath(context.basePath, "/carrinho"),
  };
}

/**
 * "Usar este cupom" (docs/rules/cart.md "Coupon list": "Choosing a coupon from the list sets the code, then after 200 ms
 * refreshes the cart and the product list"): the code is checked like a typed one; once applied,
 * the cart is priced with it and the shopper sees the cart afresh. A refusal comes back to the list.
 */
export async function chooseCoupon(request: Request, context: SupplierContext) {
  const owner = await requireOwner(request, context);
  const submission = parseSubmission(await request.formData(), ChooseCouponSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await applyCoupon(owner, submission.value.codigoCupom);
  if (outcome.flash?.kind === "warning") {
    return redirect(supplierPath(context.basePath, "/cupons"), {
      headers: { "Set-Cookie": await setFlashHeader(outcome.flash) },
    });
  }
  const cart = await readCart({ ...owner, preferences: outcome.preferences });
  const headers = (await savePreferences(owner, preferencesAfter(cart, outcome.preferences))) ?? new Headers();
  const flash = pricedFlash(outcome, cart);
  if (flash) headers.append("Set-Cookie", await setFlashHeader(flash));
  return redirect(supplierPath(context.basePath, "/carrinho"), { headers });
}
