import type { Database } from "better-sqlite3";
import express, { type RequestHandler, type Router } from "express";
import { z } from "zod";
import { requireCustomerSession } from "../auth";
import { priceVariationPercent } from "../data/payment-methods";
import { MAX_SPREADSHEET_BYTES, SPREADSHEET_MESSAGES, spreadsheetProducts } from "../data/spreadsheet";
import { requireSupplier } from "../data/suppliers";
import { badRequest, forbidden, parseQuery, queryText } from "../http";

const SpreadsheetQuery = z.object({ idformapagamento: queryText });

/** Room for the multipart envelope (boundaries, part headers) around a file of at most 1 MB. */
const ENVELOPE_BYTES = 64 * 1024;
const rawMultipart = express.raw({ type: "multipart/form-data", limit: MAX_SPREADSHEET_BYTES + ENVELOPE_BYTES });

/** The raw body of a multipart request, at most 1 MB of file; a larger one gets the 400 that says so. */
const multipartBody: RequestHandler = (req, res, next) =>
  rawMultipart(req, res, (error?: unknown) => {
    const tooLarge = (error as { type?: unknown } | undefined)?.type === "entity.too.large";
    next(tooLarge ? badRequest(SPREADSHEET_MESSAGES.tooLarge) : error);
  });

/** The bytes of the request's `arquivo` file, read with the platform's own multipart parser. */
async function uploadedFile(contentType: string | undefined, body: unknown): Promise<Uint8Array> {
  if (!Buffer.isBuffer(body) || !contentType) throw badRequest(SPREADSHEET_MESSAGES.noFile);
  let form: FormData;
  try {
    form = await new Response(Uint8Array.from(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest(SPREADSHEET_MESSAGES.noFile);
  }
  const file = form.get("arquivo");
  if (file === null || typeof file === "string") throw badRequest(SPREADSHEET_MESSAGES.noFile);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw badRequest(SPREADSHEET_MESSAGES.empty);
  return bytes;
}

/** Call 45: the rows of a quick-order spreadsheet matched to the supplier's products, for the customer's session. */
export function registerSpreadsheetRoutes(router: Router, db: Database): void {
  /** The customer's token at the supplier of the path, checked before the body is read (401, 403). */
  const ownSupplier: RequestHandler<{ idfornecedor: string }> = (req, _res, next) => {
    const session = requireCustomerSession(db, req);
    if (requireSupplier(db, req.params.idfornecedor).idfornecedor !== session.idfornecedor) throw forbidden();
    next();
  };

  router.post("/v4/product/spreadsheet/:idfornecedor", ownSupplier, multipartBody, async (req, res, next) => {
    try {
      const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
      const query = parseQuery(SpreadsheetQuery, req.query);
      const bytes = await uploadedFile(req.get("content-type"), req.body);
      const prices = { priceVariationPercent: priceVariationPercent(db, idfornecedor, query.idformapagamento) };
      res.json(spreadsheetProducts(db, idfornecedor, bytes, prices));
    } catch (error) {
      next(error);
    }
  });
}
