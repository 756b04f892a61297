import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import { checkCoupon, customerCoupons, referralAnswer } from "../data/coupon-answers";
import { customerPayment } from "../data/customer-payment";
import { hasSupplierTag } from "../data/suppliers";
import { MESSAGES, badRequest, notFound, parseQuery } from "../http";
import {
  CouponCode,
  headerSupplier,
  queryBoolean,
  queryCouponCode,
  queryId,
  requireCartOwner,
  salesChannel,
  today,
} from "./cart-params";

const CheckQuery = z.object({
  canalVenda: salesChannel,
  idformapagamento: queryId,
  codigocupomautomatico: queryCouponCode,
});

const ListQuery = z.object({
  onlyLast: queryBoolean(false),
  available: queryBoolean(false),
  idformapagamento: queryId,
});

const REFERRAL_NOT_OFFERED = "Este fornecedor não oferece cupons de indicação.";

/** Calls 41–43: a coupon checked against the customer's cart, the customer's coupons, their referral coupon. */
export function registerCouponRoutes(router: Router, db: Database): void {
  router.get(
    "/v2/app/cupom-desconto/validar-desconto/fornecedor/:idfornecedor/cliente/:idcliente/cupom/:codigo",
    (req, res) => {
      const owner = requireCartOwner(db, req, { ref: req.params.idfornecedor, param: "idfornecedor" }, [
        req.params.idcliente,
      ]);
      const codigo = CouponCode.safeParse(req.params.codigo);
      if (!codigo.success) throw badRequest(`${MESSAGES.invalidQuery}: cupom.`);
      const query = parseQuery(CheckQuery, req.query);
      res.json(
        checkCoupon(db, owner, codigo.data, {
          canal: query.canalVenda,
          payment: customerPayment(db, owner.idfornecedor, owner.idcliente, query.idformapagamento),
          hoje: today(),
          automaticCode: query.codigocupomautomatico,
        }),
      );
    },
  );

  router.get("/v2/app/cupom-desconto/cliente/:idcliente", (req, res) => {
    const owner = requireCartOwner(db, req, headerSupplier(req), [req.params.idcliente]);
    const query = parseQuery(ListQuery, req.query);
    res.json(
      customerCoupons(db, owner, {
        available: query.available,
        onlyLast: query.onlyLast,
        payment: customerPayment(db, owner.idfornecedor, owner.idcliente, query.idformapagamento),
        hoje: today(),
      }),
    );
  });

  /** Only suppliers with the tag uses-share-coupom (docs/rules/cart.md "Coupon sharing") offer referral coupons. */
  router.get("/v2/app/cupom-desconto/indicacao/:idcliente", (req, res) => {
    const owner = requireCartOwner(db, req, headerSupplier(req), [req.params.idcliente]);
    if (!hasSupplierTag(db, owner.idfornecedor, "uses-share-coupom")) throw notFound(REFERRAL_NOT_OFFERED);
    res.json(referralAnswer(db, owner));
  });
}
