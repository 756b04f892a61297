import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { CouponCheckSchema, CouponListSchema, ReferralCouponSchema } from "../../app/models/cart";
import type { CartOwner } from "./cart-store";
import { storedCartLines } from "./carts";
import {
  COUPON_MESSAGES,
  benefitOn,
  channelAllows,
  couponAnswer,
  couponRefusal,
  isWithinDates,
  type CouponSituation,
  type SalesChannel,
  type StoredCoupon,
} from "./coupon-rules";
import { findCoupon, listedCoupons, referralCoupon } from "./coupons";
import type { CustomerPayment } from "./customer-payment";

/** Where and when a coupon call asks, and the prices of the stored cart. */
export type CouponContext = { canal: SalesChannel; payment: CustomerPayment; hoje: string };

const AUTOMATIC_IS_BETTER = "O cupom automático aplicado ao carrinho dá um desconto maior.";

function situationOf(db: Database, owner: CartOwner, context: CouponContext): CouponSituation {
  return { idcliente: owner.idcliente, canal: context.canal, hoje: context.hoje, lines: storedCartLines(db, owner, context.payment) };
}

/**
 * Call 41: the coupon checked against the stored cart. A valid coupon is still refused
 * (`automaticoSuperior`) when the automatic coupon named gives more on this cart.
 */
export function checkCoupon(
  db: Database,
  owner: CartOwner,
  codigo: string,
  context: CouponContext & { automaticCode: string | null }
): z.input<typeof CouponCheckSchema> {
  const situation = situationOf(db, owner, context);
  const coupon = findCoupon(db, owner, codigo);
  const refusal = couponRefusal(coupon, situation);
  if (!coupon || refusal !== null) {
    const shown = coupon !== undefined && refusal !== COUPON_MESSAGES.notFound;
    return { valido: false, mensagem: refusal, automaticoSuperior: false, cupom: shown ? couponAnswer(coupon) : null };
  }
  const automatic = context.automaticCode === null ? undefined : findCoupon(db, owner, context.automaticCode);
  const automaticIsBetter =
    automatic?.automatico === true &&
    automatic.codigo.toUpperCase() !== coupon.codigo.toUpperCase() &&
    couponRefusal(automatic, situation) === null &&
    benefitOn(automatic, situation) > benefitOn(coupon, situation);
  return automaticIsBetter
    ? { valido: false, mensagem: AUTOMATIC_IS_BETTER, automaticoSuperior: true, cupom: couponAnswer(coupon) }
    : { valido: true, mensagem: null, automaticoSuperior: false, cupom: couponAnswer(coupon) };
}

/** The coupon with the largest discount on the stored cart among those usable now; null when none gives any. */
function recommended(coupons: readonly StoredCoupon[], situation: CouponSituation): StoredCoupon | null {
  const ranked = coupons
    .filter((coupon) => couponRefusal(coupon, situation) === null)
    .map((coupon) => ({ coupon, benefit: benefitOn(coupon, situation) }))
    .filter(({ benefit }) => benefit > 0)
    .sort((a, b) => b.benefit - a.benefit || a.coupon.codigo.localeCompare(b.coupon.codigo));
  return ranked[0]?.coupon ?? null;
}

/**
 * Call 42: the supplier's public coupons and those given to the customer, newest first. `available`
 * keeps those valid today on the channel WEB; `onlyLast` the newest. The recommendation is the one
 * of the kept coupons (before `onlyLast`) with the largest discount on the stored cart.
 */
export function customerCoupons(
  db: Database,
  owner: CartOwner,
  options: { available: boolean; onlyLast: boolean; payment: CustomerPayment; hoje: string }
): z.input<typeof CouponListSchema> {
  const all = listedCoupons(db, owner);
  const kept = options.available ? all.filter((coupon) => isWithinDates(coupon, options.hoje) && channelAllows(coupon.canal, "WEB")) : all;
  const best = recommended(kept, situationOf(db, owner, { canal: "WEB", payment: options.payment, hoje: options.hoje }));
  return {
    cupons: (options.onlyLast ? kept.slice(0, 1) : kept).map(couponAnswer),
    cupomRecomendacao: best && couponAnswer(best),
  };
}

/** Call 43: the customer's own coupon to share. */
export function referralAnswer(db: Database, owner: CartOwner): z.input<typeof ReferralCouponSchema> {
  const coupon = referralCoupon(db, owner);
  return { codigoCupom: coupon.codigo, descricao: coupon.descricao, tipoDesconto: coupon.tipo, valorDescontoPercentual: coupon.valor };
}
