import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import { requireCustomerSession, requireOwnClient, supplierInView } from "../auth";
import { acceptTerms, currentTermsVersion, termsText } from "../data/terms-of-use";
import { requireSupplier } from "../data/suppliers";
import { TermsAcceptanceBodySchema } from "../../app/models/requests/terms-acceptance";
import { MESSAGES, forbidden, jsonBody, notFound, parseBody, parseQuery, queryInteger, unprocessable } from "../http";

const TermsQuery = z.object({ versaoArquivo: queryInteger(1, 1_000_000).pipe(z.number()) });

/** Terms of use (docs/upstream-api.md §35): the text, served at the root like the platform's own host, and acceptance. */
export function registerTermsOfUseRoutes(router: Router, db: Database): void {
  router.get("/termouso", (req, res) => {
    const { versaoArquivo } = parseQuery(TermsQuery, req.query);
    const terms = termsText(db, versaoArquivo, supplierInView(db, req)?.idfornecedor);
    if (!terms) throw notFound(MESSAGES.termsNotFound);
    res.json(terms);
  });

  router.put("/v4/client/:idcliente/supplier/:idfornecedor/termos-uso", jsonBody, (req, res) => {
    const session = requireCustomerSession(db, req);
    requireOwnClient(session, req.params.idcliente);
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    if (idfornecedor !== session.idfornecedor) throw forbidden();
    const { versao } = parseBody(TermsAcceptanceBodySchema, req.body);
    if (versao !== currentTermsVersion(db, idfornecedor)) throw unprocessable(MESSAGES.outdatedTerms);
    acceptTerms(db, session.idcliente, idfornecedor, versao);
    res.json({ ok: true, mensagem: null });
  });
}
