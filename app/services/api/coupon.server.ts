import { CouponCheckSchema, CouponListSchema, ReferralCouponSchema, type CouponList } from "~/models/cart";
import { orFallback } from "../upstream-failure.server";
import { upstreamRequest, type ApiContext } from "./client.server";
import { shopperText } from "~/models/shared/shopper-text";

/** Calls 41–43 of docs/upstream-api.md: a coupon checked against the cart, the customer's coupons, their referral coupon. */

export type CouponCheckRequest = {
  idfornecedor: string;
  idcliente: string;
  codigoCupom: string;
  idformapagamento: string | null;
  /** The automatic coupon the cart has now: the server says whether it gives more. */
  codigoCupomAutomatico: string | null;
};

/** GET /v2/app/cupom-desconto/validar-desconto/fornecedor/{f}/cliente/{c}/cupom/{code}, on the channel WEB. */
export function validateCoupon(request: CouponCheckRequest, ctx: ApiContext) {
  const segments = [request.idfornecedor, request.idcliente, request.codigoCupom].map(encodeURIComponent);
  return upstreamRequest({
    path: `/v2/app/cupom-desconto/validar-desconto/fornecedor/${segments[0]}/cliente/${segments[1]}/cupom/${segments[2]}`,
    query: {
      canalVenda: "WEB",
      idformapagamento: request.idformapagamento,
      codigocupomautomatico: request.codigoCupomAutomatico,
    },
    schema: CouponCheckSchema,
    ctx,
  }).then((check) => ({ ...check, mensagem: shopperText(check.mensagem) }));
}

const NO_COUPONS: CouponList = { cupons: [], cupomRecomendacao: null };

/**
 * GET /v2/app/cupom-desconto/cliente/{c}: the coupons valid today (docs/rules/cart.md "Coupon list": "Coupon list filter:
 * available only, not only the last one"). docs/rules/storefront.md "Upstream answers": "A failed coupon fetch gives empty lists."
 */
export function listCoupons(idcliente: string, idformapagamento: string | null, ctx: ApiContext): Promise<CouponList> {
  const request = upstreamRequest({
    path: `/v2/app/cupom-desconto/cliente/${encodeURIComponent(idcliente)}`,
    query: { onlyLast: false, available: true, idformapagamento },
    schema: CouponListSchema,
    ctx,
  });
  return orFallback(request, NO_COUPONS, "coupons.list_failed", { idcliente });
}

/** GET /v2/app/cupom-desconto/indicacao/{c}: the customer's own coupon to share. */
export function getReferralCoupon(idcliente: string, ctx: ApiContext) {
  return upstreamRequest({
    path: `/v2/app/cupom-desconto/indicacao/${encodeURIComponent(idcliente)}`,
    schema: ReferralCouponSchema,
    ctx,
  });
}
