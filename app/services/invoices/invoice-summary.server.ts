import { invoiceSummary, invoicesOfOrders } from "~/models/invoices/invoice-view";
import type { InvoiceList } from "~/models/invoices/invoice";
import { rowIsTheirs } from "~/models/orders/order-ownership";
import { listInvoices } from "../api/invoice.server";
import { listOrders } from "../api/order.server";
import type { ApiContext } from "../api/client.server";
import { log } from "../logger.server";
import { saveAccountSessionHeader, type AccountSession } from "../session.server";

/** The session's invoices summary of a client (docs/rules/account.md "Login": load invoices). */
export type SessionInvoices = NonNullable<AccountSession["faturas"]>;

export function sessionInvoices(idcliente: string, list: InvoiceList): SessionInvoices {
  return { idcliente, ...invoiceSummary(list) };
}

/**
 * docs/rules/account.md "Login": the invoices are loaded after login, so that the header knows of one past due. A
 * login never fails for them: without an answer the session simply knows nothing of them.
 * `linkedUser`: the company's user logged in when not its principal (their orders' invoices only).
 */
export async function invoicesAtSignIn(
  idfornecedor: string,
  idcliente: string,
  linkedUser: string | null,
  api: ApiContext,
): Promise<SessionInvoices | undefined> {
  try {
    // A company's user who is not its principal counts only the invoices of the orders they placed (call 61 scoped to them).
    const [list, theirs] = await Promise.all([
      listInvoices(idfornecedor, idcliente, false, api),
      linkedUser === null
        ? null
        : listOrders(idcliente, { idusuariovinculado: linkedUser, clientevinculadoprincipal: false }, api),
    ]);
    const orders =
      theirs &&
      new Set(theirs.filter((row) => rowIsTheirs({ idusuariovinculado: linkedUser }, row)).map((row) => row.numpedido));
    return sessionInvoices(idcliente, invoicesOfOrders(list, orders));
  } catch (error) {
    if (error instanceof Response) throw error;
    log.warn("invoices.at_sign_in_failed", { error: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

/** The session with the invoices just read, as a Set-Cookie header; null when it knew them so already. */
export async function refreshedInvoicesHeader(
  request: Request,
  session: AccountSession,
  idcliente: string,
  list: InvoiceList,
): Promise<string | null> {
  const faturas = sessionInvoices(idcliente, list);
  const known = session.faturas;
  const same =
    known !== undefined &&
    known.idcliente === faturas.idcliente &&
    known.abertas === faturas.abertas &&
    known.vencidas === faturas.vencidas &&
    known.credito === faturas.credito;
  return same ? null : saveAccountSessionHeader(request, { ...session, faturas });
}
