import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { cardsOwnerName } from "~/models/account-role";
import { cardText, savedCardsHeading } from "~/models/checkout/card-form";
import { supplierPath } from "~/models/links";
import { requireAccount } from "~/services/auth.server";
import { isUpstreamNotFound } from "~/services/api/errors";
import { deleteSavedCard, listSavedCards } from "~/services/api/payment.server";
import { setFlashHeader } from "~/services/flash.server";
import { parseSubmission } from "~/services/form-submission.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export const cardsText = {
  removed: "Cartão removido.",
  gone: cardText.notSaved,
} as const;

const RemoveCardSchema = z.object({ idcreditcard: z.string().regex(/^\d{1,15}$/, cardsText.gone) });

/** The customer the cards belong to: the client the session acts for. */
function cardOwner(context: SupplierContext): string {
  const account = requireAccount(context);
  const idcliente = account.session.cliente?.idcliente;
  if (idcliente === undefined) throw redirect(supplierPath(context.basePath, "/clientes"));
  return String(idcliente);
}

/**
 * "Meus cartões": the cards kept at the gateway, by their mask (never a number). A representative
 * reads the cards of the client they act for, a company's user the company's, named so
 * (`heading`), as the addresses page names a client's addresses.
 */
export async function loadSavedCards(context: SupplierContext) {
  const cards = await listSavedCards(cardOwner(context), context.supplier.idfornecedor, context.api);
  return { cards, heading: savedCardsHeading(cardsOwnerName(requireAccount(context).session)) };
}

/**
 * Removes a saved card of the customer; one already gone is said, not an error page. Only a card of
 * the customer's own list (call 58) is deleted: any other id is answered as gone (404) without the call.
 */
export async function removeSavedCard(request: Request, context: SupplierContext) {
  const idcliente = cardOwner(context);
  const submission = parseSubmission(await request.formData(), RemoveCardSchema);
  if (submission.status !== "success") return { result: submission.reply() };
  const page = supplierPath(context.basePath, "/cartoes");
  const cards = await listSavedCards(idcliente, context.supplier.idfornecedor, context.api);
  if (!cards.some((card) => card.idcreditcard === submission.value.idcreditcard)) {
    return data({ result: submission.reply({ formErrors: [cardsText.gone] }) }, { status: 404 });
  }
  try {
    await deleteSavedCard(submission.value.idcreditcard, { ...context.api, signal: undefined });
  } catch (error) {
    if (!isUpstreamNotFound(error)) throw error;
    return { result: submission.reply({ formErrors: [cardsText.gone] }) };
  }
  return redirect(page, {
    headers: { "Set-Cookie": await setFlashHeader({ kind: "success", message: cardsText.removed }) },
  });
}
