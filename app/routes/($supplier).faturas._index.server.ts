import type { Params } from "@remix-run/react";
import type { Invoice } from "~/models/invoices/invoice";
import { invoicesOfOrders, invoicesView, isInvoiceId, saoPauloToday } from "~/models/invoices/invoice-view";
import { listInvoices } from "~/services/api/invoice.server";
import { refreshedInvoicesHeader } from "~/services/invoices/invoice-summary.server";
import { ordersOfRestrictedUser, requireOrderOwner } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * The customer's invoices with their boletos (call 69 with completeInfo), and the Set-Cookie that
 * brings the session's summary up to date (the header's word of an invoice past due) when it changed.
 * A company's user who is not its principal login gets only the invoices of the orders they placed
 * (call 61 scoped to them, read beside the invoices); the credit limit is the company's, as at checkout.
 */
async function customerInvoices(request: Request, context: SupplierContext) {
  const { account, idcliente } = requireOrderOwner(context);
  const [all, theirs] = await Promise.all([
    listInvoices(context.supplier.idfornecedor, idcliente, true, context.api),
    ordersOfRestrictedUser(context, account, idcliente),
  ]);
  const list = invoicesOfOrders(all, theirs);
  const cookie = await refreshedInvoicesHeader(request, account.session, idcliente, list);
  return { list, headers: cookie ? { "Set-Cookie": cookie } : undefined };
}

/**
 * "Faturas" (docs/rules/orders.md "Invoices and credit limit" GET …/faturas-cliente?completeInfo): the invoices to pay, past due
 * first, then those paid; the credit limit, total and available.
 */
export async function loadInvoicesPage(request: Request, context: SupplierContext) {
  const { list, headers } = await customerInvoices(request, context);
  return { view: invoicesView(list, saoPauloToday(new Date())), headers };
}

const notFound = () => new Response("Fatura não encontrada", { status: 404 });

/**
 * One invoice's page (docs/rules/orders.md "Invoices and credit limit" modals "invoice info" and "invoice payment", as sections of a page):
 * what it bills and when it is due, and its boleto's linha digitável to pay it with. The id is digits
 * only, checked before any call; an invoice the customer does not have is a 404 page.
 */
export async function loadInvoicePage(request: Request, context: SupplierContext, params: Params) {
  if (!isInvoiceId(params.idfatura)) throw notFound();
  requireOrderOwner(context);
  const { list, headers } = await customerInvoices(request, context);
  const invoice = list.faturas.find((candidate: Invoice) => candidate.idfatura === params.idfatura);
  if (!invoice) throw notFound();
  const view = invoicesView({ ...list, faturas: [invoice] }, saoPauloToday(new Date()));
  const row = view.abertas[0] ?? view.encerradas[0];
  if (!row) throw notFound();
  return { invoice: row, headers };
}
