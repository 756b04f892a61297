import type { Database } from "better-sqlite3";
import type { Router } from "express";
import type { z } from "zod";
import { QuoteAcceptanceRequestSchema, type QuoteAcceptedSchema } from "../../app/models/orders/quote-acceptance";
import { requireCustomerSession, requireOwnClient } from "../auth";
import { acceptQuote } from "../data/quote-acceptance";
import { jsonBody, parseBody } from "../http";
import { requireOwnOrder } from "./orders";

/**
 * Call 67 of docs/upstream-api.md (tag support-budget; docs/rules/orders.md "Quotes" ORCAMENTO_PRECIFICADO → ENVIADO): the
 * customer accepts their priced quote for the total they saw, and it becomes an order.
 */
export function registerQuoteAcceptanceRoutes(router: Router, db: Database, { now }: { now: () => Date }): void {
  router.post("/v2/app/:apptoken/usuario/:idcliente/orcamento/:numpedido/aceitar", jsonBody, (req, res) => {
    const session = requireCustomerSession(db, req);
    requireOwnClient(session, req.params.idcliente ?? "");
    const quote = requireOwnOrder(db, session, req.params.numpedido ?? "");
    const { totalpedido, idformapagamento } = parseBody(QuoteAcceptanceRequestSchema, req.body ?? {});
    const order = acceptQuote(db, quote.numpedido, totalpedido, now().toISOString(), idformapagamento);
    const answer: z.input<typeof QuoteAcceptedSchema> = {
      numpedido: order.numpedido,
      status: order.status,
      totalpedido: order.totalpedido,
      orcamentoAceitoEm: order.orcamento_aceito_em ?? "",
      pagamento: { tipo: order.pagamento_tipo, status: order.pagamento_status },
    };
    res.json(answer);
  });
}
