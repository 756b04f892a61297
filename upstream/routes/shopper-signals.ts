import type { Database } from "better-sqlite3";
import type { Request, Router } from "express";
import { z } from "zod";
import {
  AvailabilityAlertBodySchema,
  RecommendationFeedbackSchema,
  recommendationView,
} from "../../app/models/requests/shopper-signals";
import { AnalyticsLogSchema } from "../../app/models/requests/analytics-log";
import { requireCustomerSession, requireOwnClient } from "../auth";
import { addAvailabilityAlert, availabilityAlerts, removeAvailabilityAlert } from "../data/availability-alerts";
import { resolveClientPath } from "../data/customers";
import { priceVariationPercent } from "../data/payment-methods";
import { requireProductRow } from "../data/product-detail";
import { recommendations, recordFeedback } from "../data/recommendations";
import { requireSupplier } from "../data/suppliers";
import { DEFAULT_DELIVERY_TYPE } from "../data/products";
import { forbidden, jsonBody, parseBody, parseQuery, queryDeliveryType, queryText } from "../http";

const RecommendationQuery = z.object({
  idformapagamento: queryText,
  visao: queryText.pipe(recommendationView().optional()).transform((value) => value ?? "CART"),
  tipoentrega: queryDeliveryType,
});

/** Recommendation and availability alert calls of docs/upstream-api.md: what the platform learns from shoppers. */
export function registerShopperSignalRoutes(router: Router, db: Database): void {
  router.get("/v4/sugestao/produtos/:idfornecedor/:idcliente", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    resolveClientPath(db, req.params.idcliente, idfornecedor);
    const query = parseQuery(RecommendationQuery, req.query);
    res.json(
      recommendations(
        db,
        idfornecedor,
        query.visao,
        { priceVariationPercent: priceVariationPercent(db, idfornecedor, query.idformapagamento) },
        query.tipoentrega ?? DEFAULT_DELIVERY_TYPE,
      ),
    );
  });

  router.post("/v4/sugestao/feedback", jsonBody, (req, res) => {
    recordFeedback(db, parseBody(RecommendationFeedbackSchema, req.body));
    res.json({ sucesso: true, mensagem: "Obrigado pelo retorno." });
  });

  // §89: the reference server checks the purchase and keeps nothing (a platform forwards it to GA4).
  router.post("/v4/log/google-analytics/:idfornecedor", jsonBody, (req, res) => {
    requireSupplier(db, req.params.idfornecedor);
    parseBody(AnalyticsLogSchema, req.body);
    res.json({ sucesso: true, mensagem: "Evento registrado." });
  });

  /**
   * The alert of a request: the customer session's own, at the session's supplier (401 without a
   * session, 403 for another customer or supplier), of a product of that supplier (404 otherwise).
   */
  const alertOf = (req: Request) => {
    const session = requireCustomerSession(db, req);
    const alert = parseBody(AvailabilityAlertBodySchema, req.body);
    const { idfornecedor } = requireSupplier(db, alert.idfornecedor);
    if (alert.idcliente !== session.idcliente || idfornecedor !== session.idfornecedor) throw forbidden();
    requireProductRow(db, idfornecedor, String(alert.idproduto));
    return alert;
  };

  router.post("/v4/notificacao/alerta-disponibilidade", jsonBody, (req, res) => {
    addAvailabilityAlert(db, alertOf(req));
    res.json({ sucesso: true, mensagem: "Avisaremos quando o produto estiver disponível." });
  });

  router.post("/v4/notificacao/alerta-disponibilidade/remove", jsonBody, (req, res) => {
    removeAvailabilityAlert(db, alertOf(req));
    res.json({ sucesso: true, mensagem: "Aviso de disponibilidade cancelado." });
  });

  router.get("/v4/notificacao/alerta-disponibilidade/:idfornecedor/:idcliente", (req, res) => {
    const session = requireCustomerSession(db, req);
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    requireOwnClient(session, req.params.idcliente);
    if (idfornecedor !== session.idfornecedor) throw forbidden();
    res.json({ produtos: availabilityAlerts(db, idfornecedor, session.idcliente) });
  });
}
