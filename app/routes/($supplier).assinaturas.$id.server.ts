import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { z } from "zod";
import { supplierPath } from "~/models/links";
import type { Subscription } from "~/models/subscriptions/subscription";
import { CANCEL_INTENT, isSubscriptionId, subscriptionView } from "~/models/subscriptions/subscription-view";
import { UpstreamError, isUpstreamRefusal, nullWhenRefused } from "~/services/api/errors";
import { cancelSubscription, getSubscription } from "~/services/api/subscription.server";
import { setFlashHeader } from "~/services/flash.server";
import { parseSubmission } from "~/services/form-submission.server";
import { log } from "~/services/logger.server";
import type { SignedInAccount } from "~/services/auth.server";
import { ordersOfRestrictedUser, requireOrderOwner } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export const subscriptionPageText = {
  cancelled: "Assinatura cancelada. Nenhuma nova entrega será feita.",
  alreadyCancelled: "Esta assinatura já estava cancelada.",
  cancelFailed: "Não foi possível cancelar a assinatura agora. Tente de novo em instantes.",
} as const;

/** A form the page shows again, with its errors. */
export type SubscriptionActionReply = { status: number; result: SubmissionResult<string[]> };

const CancelSchema = z.object({ intent: z.literal(CANCEL_INTENT) });

const notFound = () => new Response("Assinatura não encontrada", { status: 404 });

/** The subscription's id from the address: digits only, checked before any call; anything else is a 404 page. */
function subscriptionId(params: Params): string {
  const id = params.id;
  if (!isSubscriptionId(id)) throw notFound();
  return id;
}

/**
 * One of the customer's subscriptions at this store (its client's, at this supplier, and for a
 * company's user who is not its principal login, one repeating an order they placed: call 61 scoped
 * to them); anyone else's (or none) is the same 404 page. The principal and a customer on their own
 * need no list.
 */
async function requireCustomerSubscription(
  context: SupplierContext,
  account: SignedInAccount,
  idcliente: string,
  id: string,
): Promise<Subscription> {
  const subscription = await nullWhenRefused(getSubscription(id, context.api));
  if (
    !subscription ||
    subscription.idfornecedor !== context.supplier.idfornecedor ||
    subscription.idcliente !== idcliente
  )
    throw notFound();
  const theirs = await ordersOfRestrictedUser(context, account, idcliente);
  if (theirs !== null && !theirs.has(subscription.numpedido)) throw notFound();
  return subscription;
}

/**
 * A subscription's page (docs/rules/orders.md "Subscriptions" GET /v4/subscription/get/{id}): its frequency,
 * next delivery, products, delivery and payment, and the order it repeats. `?cancelar` asks to
 * confirm the cancellation (an active one only).
 */
export async function loadSubscriptionPage(request: Request, context: SupplierContext, params: Params) {
  const { account, idcliente } = requireOrderOwner(context);
  const id = subscriptionId(params);
  const subscription = await requireCustomerSubscription(context, account, idcliente, id);
  const confirming = new URL(request.url).searchParams.has("cancelar") && subscription.status === "ATIVA";
  return { subscription: subscriptionView(subscription), confirming };
}

/**
 * POST /assinaturas/{id} (DELETE /v4/subscription/cancel/{id}): cancels it and comes back to its page
 * saying so; one cancelled already is said so too. Another customer's, or one repeating an order another
 * user of the company placed, is a 404 page.
 */
export async function handleSubscriptionAction(
  request: Request,
  context: SupplierContext,
  params: Params,
): Promise<Response | SubscriptionActionReply> {
  const { account, idcliente } = requireOrderOwner(context);
  const id = subscriptionId(params);
  const submission = parseSubmission(await request.formData(), CancelSchema);
  if (submission.status !== "success") return { status: 400, result: submission.reply() };
  const page = supplierPath(context.basePath, `/assinaturas/${id}`);
  // Read and checked first: another customer's subscription, or one repeating another user's order of
  // the company, is a 404 page, and no cancellation is sent.
  await requireCustomerSubscription(context, account, idcliente, id);
  try {
    // Kept once sent: a closed tab does not cut the call off.
    const cancelled = await cancelSubscription(id, { ...context.api, signal: undefined });
    if (cancelled.idfornecedor !== context.supplier.idfornecedor) throw notFound();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("subscriptions.cancel_failed", { status: error.status ?? error.failure });
    if (error.failure === "status" && error.status === 409) {
      return redirect(page, {
        headers: {
          "Set-Cookie": await setFlashHeader({ kind: "info", message: subscriptionPageText.alreadyCancelled }),
        },
      });
    }
    if (isUpstreamRefusal(error)) throw notFound();
    return { status: 503, result: submission.reply({ formErrors: [subscriptionPageText.cancelFailed] }) };
  }
  return redirect(page, {
    headers: { "Set-Cookie": await setFlashHeader({ kind: "success", message: subscriptionPageText.cancelled }) },
  });
}
