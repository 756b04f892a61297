import { InvoiceListSchema } from "~/models/invoices/invoice";
import { appPath, upstreamRequest, type ApiContext } from "./client.server";

/**
 * Call 69 of docs/upstream-api.md (docs/rules/orders.md "Invoices and credit limit"): the customer's invoices at the supplier
 * and their credit limit; with `completeInfo`, each open invoice's boleto.
 */
export function listInvoices(idfornecedor: string, idcliente: string, completeInfo: boolean, ctx: ApiContext) {
  const client = encodeURIComponent(idcliente);
  return upstreamRequest({
    path: appPath(
      `/v2/app/{apptoken}/cliente/${client}/faturas-cliente/fornecedor/${encodeURIComponent(idfornecedor)}/cliente/${client}`,
    ),
    query: { completeInfo },
    schema: InvoiceListSchema,
    ctx,
  });
}
