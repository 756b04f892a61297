import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import { activeCombos, comboById } from "../data/combos";
import { resolveClientPath } from "../data/customers";
import { requireSupplier } from "../data/suppliers";
import { parseQuery, queryDeliveryType, queryText } from "../http";

const ComboQuery = z.object({ idformapagamento: queryText, idcliente: queryText, tipoEntrega: queryDeliveryType });
const ComboListQuery = z.object({ idformapagamento: queryText, tipoEntrega: queryDeliveryType });

/** Promotional combo calls of docs/upstream-api.md. */
export function registerComboRoutes(router: Router, db: Database): void {
  router.get("/v4/promotional-combo/:idcombo", (req, res) => {
    res.json(comboById(db, req.params.idcombo, parseQuery(ComboQuery, req.query)));
  });

  router.get("/v4/promotional-combo-all/:idfornecedor", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    res.json(activeCombos(db, idfornecedor, null, parseQuery(ComboListQuery, req.query)));
  });

  router.get("/v4/promotional-combo-client/:idfornecedor/:idcliente", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    const customer = resolveClientPath(db, req.params.idcliente, idfornecedor);
    res.json(activeCombos(db, idfornecedor, customer?.idcliente ?? null, parseQuery(ComboListQuery, req.query)));
  });
}
