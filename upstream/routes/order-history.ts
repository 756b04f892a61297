import type { Database } from "better-sqlite3";
import express, { type Router } from "express";
import { z } from "zod";
import { RatingFieldsSchema } from "../../app/models/orders/order-rating";
import { requireCustomerSession, requireOwnClient } from "../auth";
import { orderSummaries } from "../data/order-history";
import { insertRating } from "../data/order-ratings";
import { conflict, parseBody, parseQuery, queryInteger, queryText, unprocessable } from "../http";
import { requireOwnOrder } from "./orders";

export const RATING_MESSAGES = {
  notDelivered: "Só é possível avaliar um pedido depois de entregue.",
  alreadyRated: "Este pedido já foi avaliado.",
} as const;

const HistoryQuery = z.object({
  idusuariovinculado: queryInteger(1, Number.MAX_SAFE_INTEGER),
  /** "true" or "false", any case; absent is false. */
  clientevinculadoprincipal: queryText
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(["true", "false"]).optional())
    .transform((value) => value === "true"),
});

/** Call 62's body: form-encoded, at most 8 kB (500 characters of any script, percent-encoded, fit). */
const formBody = express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 20 });

export type OrderHistoryRoutesOptions = {
  /** The time ratings are given at. */
  now: () => Date;
};

/** Calls 61–62 of docs/upstream-api.md: the client's orders, and rating one of them once it was delivered. */
export function registerOrderHistoryRoutes(router: Router, db: Database, { now }: OrderHistoryRoutesOptions): void {
  router.get("/v2/app/pedido/cliente/:idcliente", (req, res) => {
    const session = requireCustomerSession(db, req);
    requireOwnClient(session, req.params.idcliente ?? "");
    const query = parseQuery(HistoryQuery, req.query);
    // A company's user sees the orders they placed; its principal, every order of the client.
    const idusuario = query.clientevinculadoprincipal ? null : (query.idusuariovinculado ?? null);
    res.json(orderSummaries(db, { idcliente: session.idcliente, idfornecedor: session.idfornecedor, idusuario }));
  });

  router.post("/v1/app/:apptoken/pedido/:numpedido/avaliar", formBody, (req, res) => {
    const session = requireCustomerSession(db, req);
    const order = requireOwnOrder(db, session, req.params.numpedido ?? "");
    const rating = parseBody(RatingFieldsSchema, req.body ?? {});
    if (order.status !== "ENTREGUE") throw unprocessable(RATING_MESSAGES.notDelivered);
    const avaliadoEm = now().toISOString();
    if (!insertRating(db, order.numpedido, rating, avaliadoEm)) throw conflict(RATING_MESSAGES.alreadyRated);
    res.status(201).json({ numpedido: order.numpedido, ...rating, avaliadoEm });
  });
}
