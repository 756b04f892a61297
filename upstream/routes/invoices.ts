import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import { listInvoices } from "../data/invoices";
import { parseQuery } from "../http";
import { queryBoolean, requireCartSession } from "./cart-params";

export type InvoiceRoutesOptions = {
  /** The clock that says which invoices are past their due day. */
  now: () => Date;
};

const InvoiceQuery = z.object({ completeInfo: queryBoolean(false) });

/** Call 69 of docs/upstream-api.md: the customer's invoices at a supplier and their credit limit. */
export function registerInvoiceRoutes(router: Router, db: Database, { now }: InvoiceRoutesOptions): void {
  router.get(
    "/v2/app/:apptoken/cliente/:idclientepath/faturas-cliente/fornecedor/:idfornecedor/cliente/:idcliente",
    (req, res) => {
      const { owner } = requireCartSession(db, req, { ref: req.params.idfornecedor, param: "idfornecedor" }, [
        req.params.idclientepath ?? "",
        req.params.idcliente ?? "",
      ]);
      const { completeInfo } = parseQuery(InvoiceQuery, req.query);
      res.json(listInvoices(db, owner, now(), completeInfo));
    },
  );
}
