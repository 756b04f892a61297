import type { Database } from "better-sqlite3";
import type { Request, Router } from "express";
import { z } from "zod";
import { requireCustomerSession, requireOwnClient } from "../auth";
import { addAvailabilityAlert, availabilityAlerts, removeAvailabilityAlert } from "../data/availability-alerts";
import { resolveClientPath } from "../data/customers";
import { priceVariationPercent } from "../data/payment-methods";
import { requireProductRow } from "../data/product-detail";
import { VIEWS, recommendations, recordFeedback } from "../data/recommendations";
import { requireSupplier } from "../data/suppliers";
import { bodyId, forbidden, jsonBody, parseBody, parseQuery, queryText } from "../http";

const view = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(VIEWS));

const RecommendationQuery = z.object({
  idformapagamento: queryText,
  visao: queryText.pipe(view.optional()).transform((value) => value ?? "CART"),
});

const shortText = z.string().trim().min(1).max(100);

const FeedbackBody = z.object({
  acao: shortText,
  visao: view,
  item_id: z.union([shortText, z.number().int()]).transform(String),
  sessao_id: z.string().uuid(),
});

const AlertBody = z.object({
  idcliente: bodyId,
  idfornecedor: shortText,
  idproduto: bodyId,
  idcadastroextraproduto: z
    .union([shortText, z.number()])
    .nullish()
    .transform((value) => (value == null ? null : String(value))),
});

/** Recommendation and availability alert calls of docs/upstream-api.md: what the platform learns from shoppers. */
export function registerShopperSignalRoutes(router: Router, db: Database): void {
  router.get("/v4/sugestao/produtos/:idfornecedor/:idcliente", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    resolveClientPath(db, req.params.idcliente, idfornecedor);
    const query = parseQuery(RecommendationQuery, req.query);
    res.json(
      recommendations(db, idfornecedor, query.visao, {
        priceVariationPercent: priceVariationPercent(db, idfornecedor, query.idformapagamento),
      }),
    );
  });

  router.post("/v4/sugestao/feedback", jsonBody, (req, res) => {
    recordFeedback(db, parseBody(FeedbackBody, req.body));
    res.json({ sucesso: true, mensagem: "Obrigado pelo retorno." });
  });

  /**
   * The alert of a request: the customer session's own, at the session's supplier (401 without a
   * session, 403 for another customer or supplier), of a product of that supplier (404 otherwise).
   */
  const alertOf = (req: Request) => {
    const session = requireCustomerSession(db, req);
    const alert = parseBody(AlertBody, req.body);
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
