import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { requireRepresentativeSession, supplierInView } from "../auth";
import { sessionAnswer } from "../data/authentication";
import { representedClients, servesClient } from "../data/representatives";
import { requireSupplier } from "../data/suppliers";
import { MESSAGES, forbidden, numericId } from "../http";

/** A representative's calls of docs/upstream-api.md §30: the clients served, and acting for one. */
export function registerRepresentativeRoutes(router: Router, db: Database): void {
  router.get("/v4/representante/:idusuario/:idfornecedor", (req, res) => {
    const session = requireRepresentativeSession(db, req);
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    if (numericId(req.params.idusuario) !== session.idrepresentante || idfornecedor !== session.idfornecedor) {
      throw forbidden();
    }
    res.json(representedClients(db, session));
  });

  router.get("/v4/acessorepresentante/:idcliente", (req, res) => {
    const session = requireRepresentativeSession(db, req);
    const inView = supplierInView(db, req);
    if (inView && inView.idfornecedor !== session.idfornecedor) throw forbidden();
    const idcliente = numericId(req.params.idcliente);
    if (idcliente === null || !servesClient(db, session, idcliente)) throw forbidden(MESSAGES.clientNotServed);
    res.json(
      sessionAnswer(db, {
        idfornecedor: session.idfornecedor,
        idcliente,
        idclienteLogin: null,
        idusuario: null,
        idrepresentante: session.idrepresentante,
      }),
    );
  });
}
