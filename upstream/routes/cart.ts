import type { Database } from "better-sqlite3";
import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { CartChangeSchema } from "../../app/models/requests/cart-change";
import type { CartOwner } from "../data/cart-store";
import { loadCart, saveCart, type CartPricing } from "../data/carts";
import { customerPayment } from "../data/customer-payment";
import { isSubscriptionType } from "../data/subscriptions";
import { MESSAGES, badRequest, linesJsonBody, parseBody, parseQuery, queryDeliveryType, queryText } from "../http";
import { queryBoolean, queryCouponCode, queryId, requireCartOwner, salesChannel, today } from "./cart-params";

const CART_PATH = "/v2/app/:apptoken/cliente/:idcliente/usuario/:idusuario/cart";

const CartQuery = z.object({
  idfornecedor: queryText,
  idformapagamento: queryId,
  idtipoassinatura: queryId,
  canalVenda: salesChannel,
  codigoCupom: queryCouponCode,
  removerCupom: queryBoolean(false),
  cupomAplicacaoAutomatica: queryBoolean(true),
  modoRepeticaoPedido: queryBoolean(false),
  tipoentrega: queryDeliveryType,
});

const jsonCart = linesJsonBody("cartItens");

/** Call 40: the customer's cart at a supplier, priced by the server (GET), replaced or added to (POST). */
export function registerCartRoutes(router: Router, db: Database): void {
  /** The cart's owner and how to price it, read before the body (401, 403, 400 for the query). */
  const cartRequest: RequestHandler = (req, res, next) => {
    const ref = typeof req.query.idfornecedor === "string" ? req.query.idfornecedor.trim() || undefined : undefined;
    const owner = requireCartOwner(db, req, { ref, param: "idfornecedor" }, [
      req.params.idcliente ?? "",
      req.params.idusuario ?? "",
    ]);
    const query = parseQuery(CartQuery, req.query);
    if (query.idtipoassinatura !== undefined && !isSubscriptionType(db, owner.idfornecedor, query.idtipoassinatura)) {
      throw badRequest(`${MESSAGES.invalidQuery}: idtipoassinatura.`);
    }
    const pricing: CartPricing = {
      payment: customerPayment(db, owner.idfornecedor, owner.idcliente, query.idformapagamento),
      idtipoassinatura: query.idtipoassinatura ?? null,
      canal: query.canalVenda,
      codigoCupom: query.codigoCupom,
      removerCupom: query.removerCupom,
      automaticAllowed: query.cupomAplicacaoAutomatica,
      hoje: today(),
      tipoEntrega: query.tipoentrega ?? null,
    };
    res.locals.cart = { owner, pricing, add: query.modoRepeticaoPedido };
    next();
  };
  const cartOf = (res: Response) => res.locals.cart as { owner: CartOwner; pricing: CartPricing; add: boolean };

  router.get(CART_PATH, cartRequest, (_req: Request, res) => {
    const { owner, pricing } = cartOf(res);
    res.json(loadCart(db, owner, pricing));
  });

  router.post(CART_PATH, cartRequest, jsonCart, (req, res) => {
    const { owner, pricing, add } = cartOf(res);
    const body = parseBody(CartChangeSchema, req.body);
    res.json(
      saveCart(db, owner, pricing, {
        lines: body.cartItens,
        add,
        unlock: body.desbloquearAtendimento,
        observacao: body.observacao,
        numPedidoCliente: body.numPedidoCliente,
      }),
    );
  });
}
