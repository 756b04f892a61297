import type { Cart, Coupon, CouponList, DiscountKind, ReferralCoupon } from "./cart";
import type { CartPreferences } from "./cart-preferences";
import { couponMessages } from "./messages/coupon";
import { formatBRL } from "./money";

/** What shoppers read of a coupon: in the cart (its coupon box) and in their list of coupons. */

/** The cart's coupon form (Conform's id) and its code's field, which a refused code comes back at. */
export const COUPON_FORM_ID = "cupom";
export const COUPON_FIELD_ID = `${COUPON_FORM_ID}-codigoCupom`;

const PERCENT = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** "10 %" or "R$ 20,00" (docs/rules/cart.md "Cart fields": tipoDesconto, valorDescontoPercentual). */
export function benefitText(tipoDesconto: DiscountKind, valorDescontoPercentual: number): string {
  return tipoDesconto === "R$"
    ? formatBRL(valorDescontoPercentual)
    : `${PERCENT.format(valorDescontoPercentual)}\u00a0%`;
}

/** "2036-12-31" (or a date-time) as "31/12/2036"; null when it is no date. */
export function dateText(iso: string | null): string | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** Coupon codes are compared without case (docs/upstream-api.md §39); no code equals none. */
export const sameCouponCode = (a: string | null, b: string) => a !== null && a.toUpperCase() === b.toUpperCase();

/** The coupon fields of a cart (call 40) the coupon box shows. */
export type CartCouponFields = Pick<
  Cart,
  | "codigoCupom"
  | "tipoDesconto"
  | "valorDescontoPercentual"
  | "produtosComDesconto"
  | "cupomAutomatico"
  | "mensagemCupom"
  | "valorDesconto"
> &
  Partial<Pick<Cart, "cupomManual">>;

/** Why a coupon is not priced in when the upstream, which keeps coupons with carts, answered it keeps none (§40 `cupomManual: null`). */
export const couponNotKept = "ele não está mais guardado no seu carrinho.";

/** "O cupom BEMVINDO10 não está mais aplicado: Cupom expirado." — said where its discount was (the cart, the checkout). */
export const droppedCouponText = (code: string, reason: string) => `O cupom ${code} não está mais aplicado: ${reason}`;

export type CartCouponView = {
  /** The coupon priced in now: the manual one, or else the automatic one. */
  applied: {
    code: string;
    automatic: boolean;
    benefit: string;
    selectedProducts: boolean;
    /** What the box says under the code: "10 % de desconto em produtos selecionados: − R$ 12,98". */
    detail: string;
  } | null;
  /** The whole discount, "R$ 12,98", when there is one. */
  discount: string | null;
  /**
   * The manual coupon the shopper applied that is not priced in now: its code, the reason (the
   * server's `mensagemCupom`; else that the upstream no longer keeps it; else the spec's "could not
   * check"), and the sentence that says so.
   */
  pending: { code: string; reason: string; message: string } | null;
};

/**
 * Why a chosen coupon is not priced in. The rule: the server's own reason (`mensagemCupom`, call 41's
 * messages) first; when it gives none and answered that it keeps no coupon with the cart
 * (`cupomManual: null`), that; otherwise "Não foi possível verificar seu cupom" (docs/rules/cart.md "Coupon").
 */
export function droppedReason(cart: Pick<CartCouponFields, "mensagemCupom" | "cupomManual">): string {
  if (cart.mensagemCupom) return cart.mensagemCupom;
  return cart.cupomManual === null ? couponNotKept : couponMessages.invalid;
}

const pendingCoupon = (code: string, reason: string) => ({ code, reason, message: droppedCouponText(code, reason) });

/** What the cart shows of its coupon, given the manual code the shopper chose (the session's codigoCupom). */
export function cartCouponView(cart: CartCouponFields, chosenCode: string | null): CartCouponView {
  const code = cart.codigoCupom;
  const discount = cart.valorDesconto > 0 ? formatBRL(cart.valorDesconto) : null;
  const benefit = benefitText(cart.tipoDesconto, cart.valorDescontoPercentual);
  const selectedProducts = cart.produtosComDesconto.length > 0;
  const applied = code
    ? {
        code,
        automatic: cart.cupomAutomatico !== null && sameCouponCode(cart.cupomAutomatico.codigoCupom, code),
        benefit,
        selectedProducts,
        detail: `${benefit} de desconto${selectedProducts ? " em produtos selecionados" : ""}${discount ? `: − ${discount}` : ""}`,
      }
    : null;
  const pricedIn = chosenCode !== null && code !== null && sameCouponCode(code, chosenCode);
  return {
    applied,
    discount,
    pending: chosenCode && !pricedIn ? pendingCoupon(chosenCode, droppedReason(cart)) : null,
  };
}

/** A coupon of the shopper's list (call 42), as the page of coupons shows it. */
export type CouponOffer = {
  code: string;
  description: string | null;
  /** "10 % de desconto em produtos selecionados", "R$ 20,00 de desconto". */
  benefit: string;
  /** "Pedido mínimo de R$ 150,00". */
  minimum: string | null;
  /** "Válido até 31/12/2036". */
  validity: string | null;
  automatic: boolean;
  /** docs/rules/cart.md "Coupon list": "Coupon: cupomRecomendacao": the largest discount on the stored cart. */
  recommended: boolean;
  /** The coupon the cart has now (chosen, or applied automatically). */
  inUse: boolean;
};

function offerOf(coupon: Coupon, recommended: boolean, inUse: readonly string[]): CouponOffer {
  const selected = coupon.produtosComDesconto.length > 0 ? " em produtos selecionados" : "";
  const validUntil = dateText(coupon.validade);
  return {
    code: coupon.codigoCupom,
    description: coupon.descricao,
    benefit: `${benefitText(coupon.tipoDesconto, coupon.valorDescontoPercentual)} de desconto${selected}`,
    minimum: coupon.valorMinimo ? `Pedido mínimo de ${formatBRL(coupon.valorMinimo)}` : null,
    validity: validUntil ? `Válido até ${validUntil}` : null,
    automatic: coupon.automatico,
    recommended,
    inUse: inUse.some((code) => sameCouponCode(code, coupon.codigoCupom)),
  };
}

/** The list of coupons, the recommended one first (also when the list itself leaves it out). */
export function couponOffers(
  list: CouponList,
  preferences: Pick<CartPreferences, "codigoCupom" | "codigoCupomAutomatico">,
): CouponOffer[] {
  const inUse = [preferences.codigoCupom, preferences.codigoCupomAutomatico].filter(
    (code): code is string => code !== null,
  );
  const recommended = list.cupomRecomendacao;
  const others = list.cupons.filter(
    (coupon) => !recommended || !sameCouponCode(coupon.codigoCupom, recommended.codigoCupom),
  );
  return [
    ...(recommended ? [offerOf(recommended, true, inUse)] : []),
    ...others.map((coupon) => offerOf(coupon, false, inUse)),
  ];
}

/** The customer's referral coupon (call 43) and the ready-made messages to share it. */
export type ReferralShare = {
  code: string;
  description: string | null;
  benefit: string;
  mailto: string;
  whatsapp: string;
};

/** docs/rules/cart.md "Coupon sharing": the code and the store's address, by e-mail or WhatsApp. */
export function referralShare(referral: ReferralCoupon, storeName: string, storeUrl: string): ReferralShare {
  const benefit = `${benefitText(referral.tipoDesconto, referral.valorDescontoPercentual)} de desconto`;
  const text = `Ganhe ${benefit} na ${storeName} com o meu cupom ${referral.codigoCupom}: ${storeUrl}`;
  const subject = `Um cupom de desconto na ${storeName} para você`;
  return {
    code: referral.codigoCupom,
    description: referral.descricao,
    benefit,
    mailto: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
  };
}
