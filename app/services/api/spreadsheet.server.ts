import { SpreadsheetAnswerSchema } from "~/models/cart";
import { upstreamRequest, type ApiContext } from "./client.server";

/** A quick-order file: a spreadsheet the shopper chose, or pasted lines as CSV. */
export type SpreadsheetFile = { bytes: Blob; name: string };

/**
 * POST /v4/product/spreadsheet/{idfornecedor}/ (call 45): the file's `code;quantity` rows matched
 * to the supplier's products, priced for the payment method. A file the server cannot read is a
 * 400 with its message.
 */
export function matchSpreadsheet(
  idfornecedor: string,
  file: SpreadsheetFile,
  idformapagamento: string | null,
  ctx: ApiContext,
) {
  const form = new FormData();
  form.append("arquivo", file.bytes, file.name);
  return upstreamRequest({
    method: "POST",
    path: `/v4/product/spreadsheet/${encodeURIComponent(idfornecedor)}/`,
    query: { idformapagamento },
    body: form,
    schema: SpreadsheetAnswerSchema,
    ctx,
  });
}
