import type { Database } from "better-sqlite3";
import type { NextFunction, Request, Response, Router } from "express";
import { documentFileName } from "../../app/models/orders/order-documents";
import { requireCustomerSession } from "../auth";
import { danfePdf } from "../data/danfe-pdf";
import { nfeDocument, receiptDocument } from "../data/order-documents";
import { ORDER_MESSAGES } from "../data/order-rules";
import { nfeXml } from "../data/nfe-xml";
import { receiptPdf } from "../data/receipt-pdf";
import { findSupplier } from "../data/suppliers";
import { conflict, notFound, numericId } from "../http";
import { requireOwnOrder } from "./orders";

export type OrderDocumentRoutesOptions = {
  /** The clock a receipt is dated by. */
  now: () => Date;
};

export const DOCUMENT_MESSAGES = {
  receiptNotYet: "O pagamento deste pedido ainda não foi confirmado: o comprovante fica disponível depois dele.",
  invoiceNotYet: "A nota fiscal deste pedido ainda não foi emitida.",
} as const;

/** A file answer: never cached by anyone but the browser that asked, named for saving. */
function sendFile(res: Response, body: Buffer | string, type: string, fileName: string): void {
  res.status(200);
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.send(body);
}

/** Express 4 does not catch a rejected handler: the rejection goes to the error answer. */
const handled =
  (handler: (req: Request, res: Response) => Promise<void> | void) =>
  (req: Request, res: Response, next: NextFunction): void => {
    Promise.resolve()
      .then(() => handler(req, res))
      .catch(next);
  };

/**
 * Calls 63–65 of docs/upstream-api.md (docs/rules/orders.md "Order details": "order details (… invoice, DANFE, XML …)", docs/rules/orders.md "Order documents"
 * generate-receipt and danfe): the payment receipt of a settled order (PDF), and the DANFE (PDF) and
 * XML of its NF-e once issued. Only the session's client's order at the session's supplier: any
 * other (another client's, another supplier's, none) is a 404, told apart from none by nothing.
 */
export function registerOrderDocumentRoutes(router: Router, db: Database, { now }: OrderDocumentRoutesOptions): void {
  /** The session's order of the path; the path's client or supplier must be the session's, else a 404 like any other's order. */
  const ownOrder = (req: Request, owner: { idcliente?: string; idfornecedor?: string }) => {
    const session = requireCustomerSession(db, req);
    if (owner.idcliente !== undefined && numericId(owner.idcliente) !== session.idcliente)
      throw notFound(ORDER_MESSAGES.orderNotFound);
    if (
      owner.idfornecedor !== undefined &&
      findSupplier(db, owner.idfornecedor)?.idfornecedor !== session.idfornecedor
    ) {
      throw notFound(ORDER_MESSAGES.orderNotFound);
    }
    return requireOwnOrder(
      db,
      session,
      owner.idcliente === undefined ? (req.params.numpedido ?? "") : (req.params.numorder ?? ""),
    );
  };

  router.post(
    "/v4/payment/generate-receipt/:numorder/:idclient",
    handled(async (req, res) => {
      const order = ownOrder(req, { idcliente: req.params.idclient ?? "" });
      const receipt = receiptDocument(db, order);
      if (!receipt) throw conflict(DOCUMENT_MESSAGES.receiptNotYet);
      sendFile(
        res,
        await receiptPdf(receipt, now()),
        "application/pdf",
        documentFileName.receipt(String(order.numpedido)),
      );
    }),
  );

  router.get(
    "/v4/danfe/:numpedido/:idfornecedor",
    handled(async (req, res) => {
      const order = ownOrder(req, { idfornecedor: req.params.idfornecedor ?? "" });
      const nfe = nfeDocument(db, order);
      if (!nfe) throw conflict(DOCUMENT_MESSAGES.invoiceNotYet);
      sendFile(res, await danfePdf(nfe), "application/pdf", documentFileName.danfe(String(order.numpedido)));
    }),
  );

  router.get(
    "/v4/nfe-xml/:numpedido/:idfornecedor",
    handled((req, res) => {
      const order = ownOrder(req, { idfornecedor: req.params.idfornecedor ?? "" });
      const nfe = nfeDocument(db, order);
      if (!nfe) throw conflict(DOCUMENT_MESSAGES.invoiceNotYet);
      sendFile(res, nfeXml(nfe), "application/xml; charset=utf-8", documentFileName.xml(String(order.numpedido)));
    }),
  );
}
