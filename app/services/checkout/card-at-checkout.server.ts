import { z } from "zod";
import {
  cardPayment,
  checkoutCardText,
  newCardSchema,
  SavedCardAtCheckoutSchema,
  TokenizedCardFormSchema,
  tokenizedCardPayment,
  typedAgain,
} from "~/models/checkout/card-form";
import { offersInstalments, postedInstalments, type InstalmentPlan } from "~/models/checkout/instalments";
import { cardVerdict, type OutcomeMessage } from "~/models/checkout/outcomes";
import type { ConfirmPayment } from "~/models/checkout/payment";
import { messages } from "~/models/messages";
import { UpstreamError } from "~/services/api/errors";
import { confirmCardPayment, listSavedCards } from "~/services/api/payment.server";
import type { CartOwner } from "~/services/cart.server";
import { getEnv } from "~/services/env.server";
import { log } from "~/services/logger.server";
import { allowCardPayment } from "~/services/rate-limit.server";
import { cookieValue, open, seal, sealedCookieHeader } from "~/services/sealed-cookie.server";

/**
 * The card on the checkout page (docs/decisions/0026): read from the order's form, checked before
 * the order is placed, and charged (call 57) right after it is, in the same request. The card's
 * number and CVC go from the form to the payment call only: never kept, logged or put in a cookie.
 */

/** The card as call 57 takes it, the instalments chosen, and what a refusal shows again (never the number nor the CVC). */
export type CheckoutCard = { creditcard: ConfirmPayment["creditcard"]; parcelas: number; kept: Record<string, string> };

export type CardReading =
  | { kind: "card"; card: CheckoutCard }
  /** A form without the card's fields (a checkout page rendered before the card came into it): paid on the order's page. */
  | { kind: "later" }
  | { kind: "invalid"; fieldErrors: Record<string, string[]> };

const fieldErrorsOf = (error: z.ZodError) =>
  Object.fromEntries(
    Object.entries(error.flatten().fieldErrors).filter(
      (entry): entry is [string, string[]] => (entry[1]?.length ?? 0) > 0,
    ),
  );

/**
 * The card part of a posted checkout form, for an order of `total` by a method with `plan`: a saved
 * card (`idcreditcard`, its CVC in `cvcSalvo`), a card tokenized in the browser (`token`), or a new
 * card typed (`number`…); the billing address; the instalments (`parcelas`), one the plan offers.
 */
export function readCheckoutCard(formData: FormData, plan: InstalmentPlan | null, total: number): CardReading {
  if (!formData.has("number") && !formData.has("token") && !formData.has("idcreditcard")) return { kind: "later" };
  const posted = Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const parcelas = postedInstalments(formData.get("parcelas"));
  const instalmentErrors: Record<string, string[]> =
    formData.has("parcelas") &&
    (String(formData.get("parcelas")) !== String(parcelas) || !offersInstalments(plan, total, parcelas))
      ? { parcelas: [checkoutCardText.instalments] }
      : {};
  const savedId = posted.idcreditcard;
  const read = (): { creditcard: ConfirmPayment["creditcard"] } | { errors: Record<string, string[]> } => {
    if (savedId && savedId !== "novo") {
      const saved = SavedCardAtCheckoutSchema.safeParse(posted);
      return saved.success
        ? { creditcard: { idcreditcard: saved.data.idcreditcard, cvc: saved.data.cvcSalvo } }
        : { errors: fieldErrorsOf(saved.error) };
    }
    if (posted.token) {
      const tokenized = TokenizedCardFormSchema.safeParse(posted);
      return tokenized.success
        ? { creditcard: tokenizedCardPayment(tokenized.data) }
        : { errors: fieldErrorsOf(tokenized.error) };
    }
    const typed = newCardSchema().safeParse(posted);
    return typed.success ? { creditcard: cardPayment(typed.data) } : { errors: fieldErrorsOf(typed.error) };
  };
  const card = read();
  const errors = { ...("errors" in card ? card.errors : {}), ...instalmentErrors };
  if (Object.keys(errors).length > 0 || !("creditcard" in card)) return { kind: "invalid", fieldErrors: errors };
  return { kind: "card", card: { creditcard: card.creditcard, parcelas, kept: typedAgain(formData) } };
}

/** Whether a saved card chosen at checkout is one this customer keeps at this store (a new card: true). */
export async function ownSavedCard(owner: CartOwner, card: CheckoutCard): Promise<boolean> {
  if (!("idcreditcard" in card.creditcard)) return true;
  const { idcreditcard } = card.creditcard;
  const cards = await listSavedCards(owner.idcliente, owner.context.supplier.idfornecedor, owner.context.api);
  return cards.some((saved) => saved.idcreditcard === String(idcreditcard));
}

/**
 * The upstream's refusal of a card payment, in its words when they are for shoppers; otherwise
 * docs/rules/checkout.md "Payment"'s fallback. Logged under `event` (the checkout's or the order's
 * payment page's); anything but an upstream failure propagates.
 */
export function paymentFailure(error: unknown, event: "checkout.card_failed" | "payment.card_failed"): string {
  if (!(error instanceof UpstreamError)) throw error;
  log.warn(event, { status: error.status ?? null, failure: error.failure });
  const mine =
    error.failure === "status" && error.status !== undefined && error.status < 500 ? error.serverMessage : undefined;
  return mine && mine.length <= 200 ? mine : messages.payment.failure;
}

export const cardAtCheckoutText = {
  tooManyAttempts:
    "Foram muitas tentativas de pagamento com cartão. Aguarde uma hora ou escolha outra forma de pagar com o fornecedor.",
} as const;

/**
 * Charges the card for the order just placed (call 57, with the instalments chosen), once: the
 * verdict as the shopper is told it (approved, pending, or refused with the issuer's reason).
 */
export async function payPlacedOrder(
  owner: CartOwner,
  numpedido: string,
  card: CheckoutCard,
  clientIp: string,
): Promise<OutcomeMessage> {
  if (!(await allowCardPayment({ clientIp, owner: owner.idcliente })))
    return { kind: "error", message: cardAtCheckoutText.tooManyAttempts };
  const api = { ...owner.context.api, signal: undefined, deadline: undefined };
  try {
    const result = await confirmCardPayment(
      numpedido,
      {
        idclient: owner.idcliente,
        sessionId: `${owner.idcliente}-${numpedido}`,
        externalAuthentication: null,
        creditcard: card.creditcard,
        ...(card.parcelas > 1 ? { parcelas: card.parcelas } : {}),
      },
      api,
    );
    return cardVerdict(result);
  } catch (error) {
    return { kind: "error", message: paymentFailure(error, "checkout.card_failed") };
  }
}

/**
 * A card refused at checkout, for the order's payment page to say (its reason) and to fill its card
 * form with (the name, the billing address, the last four digits): kept for that page once, in an
 * HttpOnly sealed cookie of 10 minutes. Never the number nor the CVC (typedAgain keeps neither).
 */
const COOKIE = "commerce-card-refusal";
const REFUSAL_SECONDS = 600;

const CardRefusalSchema = z.object({
  numpedido: z.string().max(20),
  mensagem: z.string().max(300),
  kept: z.record(z.string().max(20), z.string().max(120)),
});
export type CardRefusal = z.infer<typeof CardRefusalSchema>;

export function cardRefusalHeader(refusal: CardRefusal): string {
  return sealedCookieHeader(COOKIE, seal(refusal, getEnv().SESSION_SECRET, COOKIE), REFUSAL_SECONDS);
}

/** The refusal kept for this order's page, and the header that forgets it; nothing when there is none for it. */
export function takeCardRefusal(
  request: Request,
  numpedido: string,
): { refusal: CardRefusal | null; header: string | null } {
  const value = cookieValue(request, COOKIE);
  if (!value) return { refusal: null, header: null };
  const refusal = open(value, getEnv().SESSION_SECRET, COOKIE, CardRefusalSchema);
  if (refusal?.numpedido !== numpedido) return { refusal: null, header: null };
  return { refusal, header: sealedCookieHeader(COOKIE, "", 0) };
}
