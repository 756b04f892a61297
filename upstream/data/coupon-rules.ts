import type { z } from "zod";
import type { CouponSchema } from "../../app/models/cart";
import { couponBenefit, coveredValue, covers, type CouponTerms, type DiscountableLine } from "../../app/models/coupon-discount";
import { formatBRL } from "../../app/models/money";

/** The sales channels of a request (`canalVenda`) and of a coupon (`AMBOS`: both). */
export type SalesChannel = "WEB" | "MANUAL";
export type CouponChannel = SalesChannel | "AMBOS";

/** A coupon as stored, with what this customer may do with it. */
export type StoredCoupon = {
  codigo: string;
  descricao: string | null;
  tipo: "%" | "R$";
  valor: number;
  valor_minimo: number | null;
  /** First and last day (YYYY-MM-DD, São Paulo), null for no bound. */
  inicio: string | null;
  fim: string | null;
  canal: CouponChannel;
  automatico: boolean;
  prioridade: number;
  publico: boolean;
  /** The customer who owns this referral coupon; null for other coupons. */
  idcliente_indicacao: number | null;
  /** The products it covers (ids as text); empty covers every product. */
  produtos: string[];
  /** Given to the customer asking (coupon_customers). */
  dadoAoCliente: boolean;
};

/** Who asks, where and when, and the cart's lines at the prices asked for. */
export type CouponSituation = {
  idcliente: number;
  canal: SalesChannel;
  /** Today in São Paulo, YYYY-MM-DD. */
  hoje: string;
  lines: readonly DiscountableLine[];
};

export const COUPON_MESSAGES = {
  notFound: "Cupom não encontrado.",
  expired: "Cupom expirado.",
  notYetValid: "Cupom ainda não está válido.",
  wrongChannel: "Cupom não disponível neste canal de venda.",
  noProduct: "Nenhum produto do carrinho participa deste cupom.",
  ownReferral: "Você não pode usar o seu próprio cupom de indicação.",
} as const;

/** "Valor mínimo do pedido para este cupom: R$ 100,00." (with an ordinary space after "R$"). */
export function minimumMessage(valorMinimo: number): string {
  return `Valor mínimo do pedido para este cupom: ${formatBRL(valorMinimo).replace(/\s/g, " ")}.`;
}

const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in São Paulo at this instant, YYYY-MM-DD: the day coupon dates are compared with. */
export function saoPauloDay(instant: Date): string {
  return DAY.format(instant);
}

/** What a coupon gives, as the discount rule of app/models/coupon-discount.ts reads it. */
export function couponTerms(coupon: StoredCoupon): CouponTerms {
  return { tipoDesconto: coupon.tipo, valorDescontoPercentual: coupon.valor, produtosComDesconto: coupon.produtos };
}

/** Public coupons, those given to the customer and referral coupons; any other is not the customer's to see. */
function isVisibleTo(coupon: StoredCoupon): boolean {
  return coupon.publico || coupon.dadoAoCliente || coupon.idcliente_indicacao !== null;
}

/** Whether a coupon is for a request's channel. */
export function channelAllows(coupon: CouponChannel, channel: SalesChannel): boolean {
  return coupon === "AMBOS" || coupon === channel;
}

/** Whether a coupon runs on this day (its first and last days included). */
export function isWithinDates(coupon: Pick<StoredCoupon, "inicio" | "fim">, hoje: string): boolean {
  return (coupon.inicio === null || coupon.inicio <= hoje) && (coupon.fim === null || hoje <= coupon.fim);
}

/**
 * Why this customer cannot use the coupon on this cart now, or null when they can (docs/upstream-api.md
 * §39, §41). Checked in this order: not theirs to see, their own referral coupon, ended, not started,
 * another channel, no cart line among the products it covers, minimum order not reached (over the lines
 * it covers, before discounts).
 */
export function couponRefusal(coupon: StoredCoupon | undefined, situation: CouponSituation): string | null {
  if (!coupon || !isVisibleTo(coupon)) return COUPON_MESSAGES.notFound;
  if (coupon.idcliente_indicacao === situation.idcliente) return COUPON_MESSAGES.ownReferral;
  if (coupon.fim !== null && situation.hoje > coupon.fim) return COUPON_MESSAGES.expired;
  if (coupon.inicio !== null && situation.hoje < coupon.inicio) return COUPON_MESSAGES.notYetValid;
  if (!channelAllows(coupon.canal, situation.canal)) return COUPON_MESSAGES.wrongChannel;
  const terms = couponTerms(coupon);
  if (coupon.produtos.length > 0 && !situation.lines.some((line) => covers(terms, line.idproduto))) return COUPON_MESSAGES.noProduct;
  if (coupon.valor_minimo !== null && coveredValue(situation.lines, terms) < coupon.valor_minimo) return minimumMessage(coupon.valor_minimo);
  return null;
}

/** The discount the coupon gives on the situation's lines, in BRL. */
export function benefitOn(coupon: StoredCoupon, situation: CouponSituation): number {
  return couponBenefit(situation.lines, couponTerms(coupon));
}

/**
 * The automatic coupon the server applies: among the automatic ones this customer may use on this cart
 * now, the lowest `prioridade` number, then the largest discount, then the code.
 */
export function bestAutomatic(coupons: readonly StoredCoupon[], situation: CouponSituation): StoredCoupon | null {
  const usable = coupons.filter((coupon) => coupon.automatico && couponRefusal(coupon, situation) === null);
  const ranked = usable
    .map((coupon) => ({ coupon, benefit: benefitOn(coupon, situation) }))
    .sort((a, b) => a.coupon.prioridade - b.coupon.prioridade || b.benefit - a.benefit || a.coupon.codigo.localeCompare(b.coupon.codigo));
  return ranked[0]?.coupon ?? null;
}

/** The coupon the cart is priced with, and why the manual code asked for is not (call 40). */
export type CartCouponChoice = { coupon: StoredCoupon | null; mensagemCupom: string | null };

/**
 * Call 40: the manual coupon asked for while it passes its rules; otherwise, when automatic coupons
 * are allowed, the best automatic one. `manual` is undefined when the code names no coupon.
 */
export function chooseCartCoupon(
  asked: { codigo: string | null; manual: StoredCoupon | undefined; automaticAllowed: boolean },
  automatics: readonly StoredCoupon[],
  situation: CouponSituation
): CartCouponChoice {
  const refusal = asked.codigo === null ? null : couponRefusal(asked.manual, situation);
  if (asked.codigo !== null && refusal === null && asked.manual) return { coupon: asked.manual, mensagemCupom: null };
  return { coupon: asked.automaticAllowed ? bestAutomatic(automatics, situation) : null, mensagemCupom: refusal };
}

/** A coupon as calls 41 and 42 answer it. */
export function couponAnswer(coupon: StoredCoupon): z.input<typeof CouponSchema> {
  return {
    codigoCupom: coupon.codigo,
    descricao: coupon.descricao,
    tipoDesconto: coupon.tipo,
    valorDescontoPercentual: coupon.valor,
    produtosComDesconto: coupon.produtos.map(Number),
    valorMinimo: coupon.valor_minimo,
    validade: coupon.fim,
    automatico: coupon.automatico,
  };
}
