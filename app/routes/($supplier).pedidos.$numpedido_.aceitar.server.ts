import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { Order } from "~/models/checkout/order";
import { refusalText } from "~/models/checkout/checkout-refusal";
import { creditBlocker, creditText } from "~/models/checkout/submission-checks";
import { supplierPath } from "~/models/links";
import { orderDetailView } from "~/models/orders/order-detail-view";
import { QuoteAcceptanceFormSchema } from "~/models/orders/quote-acceptance";
import { mayAccept } from "~/models/orders/quote-acceptance-view";
import { UpstreamError } from "~/services/api/errors";
import { getClientSettings } from "~/services/api/account.server";
import { acceptQuote, getOrder } from "~/services/api/order.server";
import { getPaymentMethods } from "~/services/api/supplier.server";
import { setFlashHeader } from "~/services/flash.server";
import { parseSubmission } from "~/services/form-submission.server";
import { log } from "~/services/logger.server";
import { orFallback } from "~/services/upstream-failure.server";
import { requireCustomerOrder, requireOrderOwnerAndNumber } from "~/services/orders/customer-orders.server";
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
  const { idcliente, numpedido } = requireOrderOwnerAndNumber(context, params);
  const order = await requireCustomerOrder(context, numpedido);
  const view = orderDetailView(order);
  if (view.acceptance === null) throw new Response("Orçamento não encontrado", { status: 404 });
  const open = mayAccept(order);
  return {
    numpedido: view.numpedido,
    acceptance: view.acceptance,
    mayAccept: open,
    payment: open ? await paymentChoice(context, idcliente, order) : null,
    itens: view.itens,
    totals: view.totals,
    pagamento: view.pagamento.descricao,
    entrega: view.entrega,
    tipoEntrega: view.tipoEntrega,
    orderPath: supplierPath(context.basePath, `/pedidos/${order.numpedido}`),
  };
}

/**
 * How the accepted quote is paid (docs/rules/checkout.md "Credit limit and quotes"): the methods call 9 offers the
 * customer now, the quote's own chosen, and what the credit limit means for each: it holds for an
 * invoice only. Without the methods (the upstream failing), no choice: the quote's own method.
 */
async function paymentChoice(context: SupplierContext, idcliente: string, order: Order) {
  const [offered, settings] = await Promise.all([
    orFallback(
      getPaymentMethods(context.supplier.idfornecedor, idcliente, context.api),
      [],
      "orders.quote_methods_failed",
    ),
    orFallback(getClientSettings(Number(idcliente), context.api), null, "orders.quote_credit_failed"),
  ]);
  const creditAvailable = settings?.limite_credito_disponivel ?? null;
  const own = order.formaPagamento.idformapagamento;
  return {
    chosen: offered.some((method) => method.idformapagamento === own) ? own : null,
    methods: offered.map(({ idformapagamento, descricao, tipo }) => ({
      idformapagamento,
      descricao,
      tipo,
      /** Beside an invoice: the limit holds for it, and, above the credit, that the quote cannot be accepted so. */
      note:
        tipo === "FATURADO"
          ? creditBlocker("acceptance", { tipo }, order.totalpedido, creditAvailable) === null
            ? creditText.atAcceptance(creditAvailable)
            : `${creditText.atAcceptance(creditAvailable)} ${creditText.acceptanceAbove}`
          : null,
    })),
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
 * The method the acceptance is paid with: the quote's own when the form names none or names it (the
 * upstream is then sent none, as before call 67 took one); either only while call 9 offers it;
 * by invoice, only within the credit available (docs/rules/checkout.md "Credit limit and quotes": the limit holds
 * for an acceptance paid by invoice, never for PIX or card). The upstream checks it all again.
 */
async function chosenPayment(
  context: SupplierContext,
  idcliente: string,
  order: Order,
  wanted: string | undefined,
): Promise<
  | { kind: "chosen"; idformapagamento: string | undefined }
  | { kind: "refused"; status: 400 | 409 | 503; message: string }
> {
  const own = order.formaPagamento;
  const other = wanted !== undefined && wanted !== own.idformapagamento ? wanted : undefined;
  const [offered, settings] = await Promise.all([
    getPaymentMethods(context.supplier.idfornecedor, idcliente, context.api).catch(() => null),
    orFallback(getClientSettings(Number(idcliente), context.api), null, "orders.quote_credit_failed"),
  ]);
  // Another method needs call 9's word; the quote's own, when call 9 cannot be read, is left to the upstream.
  if (offered === null && other !== undefined)
    return { kind: "refused", status: 503, message: quoteAcceptanceText.failed };
  const method =
    offered === null
      ? own
      : offered.find((candidate) => candidate.idformapagamento === (other ?? own.idformapagamento));
  // The quote's own method too must still be offered (the store may have turned it off since).
  if (!method) return { kind: "refused", status: 400, message: refusalText.paymentNotOffered };
  const aboveCredit = creditBlocker(
    "acceptance",
    method,
    order.totalpedido,
    settings?.limite_credito_disponivel ?? null,
  );
  if (aboveCredit) return { kind: "refused", status: 409, message: aboveCredit };
  return { kind: "chosen", idformapagamento: other };
}

/**
 * POST: accepts the priced quote for the total shown on the confirmation. Accepted, the order's page
 * says so; accepted already (a second click, a second tab), the order's page says that; paid by
 * invoice above the credit, or by a method not offered, the confirmation again (409, 400) with why
 * next to the choice; refused by the upstream otherwise (priced again since, cancelled), the
 * confirmation comes back with why.
 */
export async function handleQuoteAcceptance(
  request: Request,
  context: SupplierContext,
  params: Params,
): Promise<Response | QuoteAcceptanceReply> {
  const { idcliente, numpedido } = requireOrderOwnerAndNumber(context, params);
  const submission = parseSubmission(await request.formData(), QuoteAcceptanceFormSchema);
  if (submission.status !== "success") return { status: 400, result: submission.reply() };
  const order = await requireCustomerOrder(context, numpedido);
  const orderPage = supplierPath(context.basePath, `/pedidos/${order.numpedido}`);
  const flashTo = async (to: string, kind: "success" | "warning", message: string) =>
    redirect(to, { headers: { "Set-Cookie": await setFlashHeader({ kind, message }) } });
  if (order.orcamentoAceitoEm !== null)
    return flashTo(orderPage, "warning", quoteAcceptanceText.alreadyAccepted(order.numpedido));
  const payment = await chosenPayment(context, idcliente, order, submission.value.idformapagamento);
  if (payment.kind === "refused")
    return {
      status: payment.status,
      result: submission.reply({ fieldErrors: { idformapagamento: [payment.message] } }),
    };
  try {
    // Once sent, the acceptance is not cut off by a closed tab.
    await acceptQuote(
      idcliente,
      order.numpedido,
      { totalpedido: submission.value.totalpedido, idformapagamento: payment.idformapagamento },
      { ...context.api, signal: undefined },
    );
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
