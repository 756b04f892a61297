import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { supplierPath } from "~/models/links";
import { documentFileName, documentText, type DocumentKind } from "~/models/orders/order-documents";
import { UpstreamError } from "~/services/api/errors";
import { fetchDanfe, fetchNfeXml, fetchReceipt, type DocumentFile } from "~/services/api/order-documents.server";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orderNumber, requireCustomerOrder, requireOrderOwner } from "./customer-orders.server";

/**
 * The order's documents as downloads (/{s}/pedidos/{numpedido}/comprovante, /danfe, /xml): plain
 * links, so they work without JavaScript. Only the order's owner gets a file, by the order page's
 * rules (requireOrderOwner and call 55); any other order, or a number that is none, is a 404 as the
 * page is, the latter without calling out. A document not there yet, or an upstream fault, goes
 * back to the order's documents with a message in Portuguese.
 */

function fetchDocument(
  kind: DocumentKind,
  numpedido: string,
  idcliente: string,
  context: SupplierContext,
): Promise<DocumentFile> {
  const { idfornecedor } = context.supplier;
  if (kind === "receipt") return fetchReceipt(numpedido, idcliente, context.api);
  if (kind === "danfe") return fetchDanfe(numpedido, idfornecedor, context.api);
  return fetchNfeXml(numpedido, idfornecedor, context.api);
}

/** Why the document could not be given, in the shopper's words: not yet (409), or not now. */
function refusalText(kind: DocumentKind, error: UpstreamError): string {
  if (error.failure === "status" && error.status === 409)
    return kind === "receipt" ? documentText.receiptNotYet : documentText.invoiceNotYet;
  return documentText.unavailable(kind);
}

export async function orderDocumentResponse(
  context: SupplierContext,
  params: Params,
  kind: DocumentKind,
): Promise<Response> {
  const { idcliente } = requireOrderOwner(context);
  const numpedido = orderNumber(params);
  // The order (whose it is, as its page decides) and the file are asked for together: the file is
  // answered only once the order proved the shopper's own.
  const [order, file] = await Promise.allSettled([
    requireCustomerOrder(context, numpedido),
    fetchDocument(kind, numpedido, idcliente, context),
  ]);
  // Another's order (a 404), a redirect (to log in again, the 429 page) or a fault of the order's call.
  if (order.status === "rejected" || file.status === "rejected") {
    const error: unknown = order.status === "rejected" ? order.reason : file.status === "rejected" ? file.reason : null;
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("orders.document_unavailable", { kind, failure: error.failure, status: error.status ?? null });
    const message = refusalText(kind, error);
    // The order's page from its top, where the message shows (an anchor would scroll past it).
    const back = supplierPath(context.basePath, `/pedidos/${numpedido}`);
    throw redirect(back, {
      headers: { "Set-Cookie": await setFlashHeader({ kind: error.status === 409 ? "info" : "warning", message }) },
    });
  }
  const { bytes, contentType } = file.value;
  // Cache-Control "private, no-store" comes from server/private-when-signed-in.ts: only a signed-in shopper gets here.
  return new Response(bytes, {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${documentFileName[kind](numpedido)}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
