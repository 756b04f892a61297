import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { z } from "zod";
import { supplierPath } from "~/models/links";
import { orderDetailView } from "~/models/orders/order-detail-view";
import { documentPath, orderDocumentsView } from "~/models/orders/order-documents";
import { orderIntent } from "~/models/orders/order-form-names";
import { RatingFormSchema } from "~/models/orders/order-rating";
import { UpstreamError } from "~/services/api/errors";
import { rateOrder } from "~/services/api/order.server";
import { setFlashHeader } from "~/services/flash.server";
import { parseSubmission } from "~/services/form-submission.server";
import { log } from "~/services/logger.server";
import { requireCustomerOrder, requireOrderOwnerAndNumber } from "~/services/orders/customer-orders.server";
import { repeatOrder } from "~/services/orders/repeat-order.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export const orderPageText = {
  rated: "Obrigado pela sua avaliação!",
  rateFailed: "Não foi possível enviar sua avaliação agora. Tente de novo em instantes.",
} as const;

/** A form the page shows again: the rating form, or any other (an intent it does not know) with its errors above the order. */
export type OrderActionReply = { status: number; intent: string; result: SubmissionResult<string[]> };

const OrderActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(orderIntent.repeat) }),
  RatingFormSchema,
]);

/**
 * An order's page (docs/rules/orders.md "Order details"): its status steps, products and totals, delivery or
 * pickup, payment (with the way to pay while it is due), who placed it, its ERP number, and its
 * rating. Only the customer's own order at this store: any other number is a 404 page.
 */
export async function loadOrderPage(context: SupplierContext, params: Params) {
  const { numpedido } = requireOrderOwnerAndNumber(context, params);
  const order = await requireCustomerOrder(context, numpedido);
  return {
    order: orderDetailView(order),
    paymentPath: supplierPath(context.basePath, `/submissao/${order.numpedido}`),
    documents: orderDocumentsView(order),
    documentLinks: {
      receipt: supplierPath(context.basePath, documentPath.receipt(order.numpedido)),
      danfe: supplierPath(context.basePath, documentPath.danfe(order.numpedido)),
      xml: supplierPath(context.basePath, documentPath.xml(order.numpedido)),
    },
  };
}

/** The upstream's refusal of a rating (already rated, not delivered), in its words, which are for shoppers; null for a fault. */
function ratingRefusal(error: unknown): string | null {
  if (!(error instanceof UpstreamError)) throw error;
  log.warn("orders.rate_failed", { status: error.status ?? error.failure });
  const refused = error.failure === "status" && (error.status === 409 || error.status === 422);
  return refused && error.serverMessage && error.serverMessage.length <= 200 ? error.serverMessage : null;
}

/** POST /pedidos/{numpedido}: repeat the order into the cart, or rate it. */
export async function handleOrderAction(
  request: Request,
  context: SupplierContext,
  params: Params,
): Promise<Response | OrderActionReply> {
  const { numpedido } = requireOrderOwnerAndNumber(context, params);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "").slice(0, 40);
  const submission = parseSubmission(formData, OrderActionSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  const order = await requireCustomerOrder(context, numpedido);
  if (submission.value.intent === orderIntent.repeat) return repeatOrder(request, context, order);
  const { nota, comentario } = submission.value;
  const ratingPage = supplierPath(context.basePath, `/pedidos/${order.numpedido}#avaliacao`);
  try {
    // The rating is kept once sent: a closed tab does not cut the call off.
    await rateOrder(order.numpedido, { nota, comentario }, { ...context.api, signal: undefined });
  } catch (error) {
    const refusal = ratingRefusal(error);
    // Refused, the order's page says why and shows what stands (the rating given, or no form).
    if (refusal)
      return redirect(ratingPage, {
        headers: { "Set-Cookie": await setFlashHeader({ kind: "warning", message: refusal }) },
      });
    return { status: 503, intent, result: submission.reply({ formErrors: [orderPageText.rateFailed] }) };
  }
  return redirect(ratingPage, {
    headers: { "Set-Cookie": await setFlashHeader({ kind: "success", message: orderPageText.rated }) },
  });
}
