import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { OrderExportRequestSchema } from "../../app/models/orders/order-export";
import { requireCustomerSession, requireOwnClient } from "../auth";
import { ordersWorkbook } from "../data/order-export";
import { jsonBody, parseBody } from "../http";
import { XLSX_CONTENT_TYPE } from "../data/xlsx-writer";

/**
 * Call 66 of docs/upstream-api.md (docs/rules/orders.md "Orders export" POST /v4/orders/export/{id}, "returns a file"): the
 * token's client's orders at the token's supplier as a spreadsheet, filtered as the body says.
 */
export function registerOrderExportRoutes(router: Router, db: Database, { now }: { now: () => Date }): void {
  router.post("/v4/orders/export/:idcliente", jsonBody, (req, res) => {
    const session = requireCustomerSession(db, req);
    requireOwnClient(session, req.params.idcliente ?? "");
    const body = parseBody(OrderExportRequestSchema, req.body ?? {});
    // A company's user gets the orders they placed; its principal, every order of the client (as call 61).
    const idusuario = body.clientevinculadoprincipal ? null : body.idusuariovinculado;
    const file = ordersWorkbook(db, {
      idcliente: session.idcliente,
      idfornecedor: session.idfornecedor,
      idusuario,
      tipo: body.tipo,
      status: body.status,
      de: body.de,
      ate: body.ate,
    });
    const day = now().toISOString().slice(0, 10);
    res
      .status(200)
      .set({
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": `attachment; filename="${body.tipo}-${day}.xlsx"`,
        "Cache-Control": "private, no-store",
      })
      .send(Buffer.from(file));
  });
}
