import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { supplierPath } from "~/models/links";
import { orderDetailView } from "~/models/orders/order-detail-view";
import { QuoteAcceptanceFormSchema } from "~/models/orders/quote-acceptance";
import { mayAccept } from "~/models/orders/quote-acceptance-view";
import { UpstreamError } from "~/services/api/errors";
import { acceptQuote, getOrder } from "~/services/api/order.server";
import { setFlashHeader } from "~/services/flash.server";
import { parseSubmission } from "~/services/form-submission.server";
import { log } from "~/services/logger.server";
import { orderNumber, requireCustomerOrder, requireOrderOwner } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export const quoteAcceptanceText = {
  accepted: (numpedido: string) => `Orçamento aceito! Ele agora é o pedido nº ${numpedido}.`,
  alreadyAccepted: (numpedido: string) => `Este orçamento já foi aceito: ele é o pedido nº ${numpedido}.`,
  refused: "Não foi possível aceitar este orçamento.",
  failed: "Não foi possível aceitar o orçamento agora. Tente de novo em instantes.",
} as const;

/**
 * The confirmation of a priced quote's acceptance, `/{s}/pedidos/{numpedido}/aceitar` (tag
 * support-budget; call 67): the quote's products, prices and total, with "Confirmar"; a quote that
 * cannot be accepted (waiting for its price, accepted already, cancelled) says so. Only the
 * customer's own order: any other number is a 404 page, as the order's page.
 */
export async function loadQuoteAcceptance(context: SupplierContext, params: Params) {
  requireOrderOwner(context);
  const order = await requireCustomerOrder(context, orderNumber(params));
  const view = orderDetailView(order);
  if (view.acceptance === null) throw new Response("Orçamento não encontrado", { status: 404 });
  return {
    numpedido: view.numpedido,
    acceptance: view.acceptance,
    mayAccept: mayAccept(order),
    itens: view.itens,
    totals: view.totals,
    pagamento: view.pagamento.descricao,
    entrega: view.entrega,
    tipoEntrega: view.tipoEntrega,
    orderPath: supplierPath(context.basePath, `/pedidos/${order.numpedido}`),
  };
}

export type QuoteAcceptanceReply = { status: number; result: SubmissionResult<string[]> };

/** The upstream's refusal in its words (call 67's are for shoppers), when short; null for a fault. */
function refusalMessage(error: UpstreamError): string | null {
  const refused = error.failure === "status" && (error.status === 409 || error.status === 422);
  if (!refused) return null;
  return error.serverMessage && error.serverMessage.length <= 200 ? error.serverMessage : quoteAcceptanceText.refused;
}

/**
 * POST: accepts the priced quote for the total shown on the confirmation. Accepted, the order's page
 * says so; accepted already (a second click, a second tab), the order's page says that; refused
 * otherwise (priced again since, cancelled, above the credit), the confirmation comes back with why.
 */
export async function handleQuoteAcceptance(
  request: Request,
  context: SupplierContext,
  params: Params,
): Promise<Response | QuoteAcceptanceReply> {
  const { idcliente } = requireOrderOwner(context);
  const numpedido = orderNumber(params);
  const submission = parseSubmission(await request.formData(), QuoteAcceptanceFormSchema);
  if (submission.status !== "success") return { status: 400, result: submission.reply() };
  const order = await requireCustomerOrder(context, numpedido);
  const orderPage = supplierPath(context.basePath, `/pedidos/${order.numpedido}`);
  const flashTo = async (to: string, kind: "success" | "warning", message: string) =>
    redirect(to, { headers: { "Set-Cookie": await setFlashHeader({ kind, message }) } });
  if (order.orcamentoAceitoEm !== null)
    return flashTo(orderPage, "warning", quoteAcceptanceText.alreadyAccepted(order.numpedido));
  try {
    // Once sent, the acceptance is not cut off by a closed tab.
    await acceptQuote(idcliente, order.numpedido, submission.value.totalpedido, { ...context.api, signal: undefined });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("orders.quote_acceptance_refused", { status: error.status ?? error.failure });
    const refusal = refusalMessage(error);
    if (refusal === null)
      return { status: 503, result: submission.reply({ formErrors: [quoteAcceptanceText.failed] }) };
    // Accepted meanwhile (a double click, another tab): the order's page, which says so.
    const now = await getOrder(order.numpedido, context.api).catch(() => null);
    if (now?.orcamentoAceitoEm)
      return flashTo(orderPage, "warning", quoteAcceptanceText.alreadyAccepted(order.numpedido));
    return flashTo(`${orderPage}/aceitar`, "warning", refusal);
  }
  return flashTo(orderPage, "success", quoteAcceptanceText.accepted(order.numpedido));
}
