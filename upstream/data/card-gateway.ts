import cardValidator from "card-validator";
import { CardBillingSchema } from "../../app/models/checkout/payment";
import { saoPauloDay } from "./coupon-rules";

/**
 * The reference server's card gateway (docs/upstream-api.md §56): what it answers a charge, by the
 * documented test numbers. It reads the card and forgets it; only its brand and mask are kept.
 */

export const GATEWAY_MESSAGES = {
  approved: "Pagamento aprovado.",
  pending: "Pagamento em análise pelo emissor.",
  declined: "Cartão recusado pelo emissor.",
  expired: "Cartão vencido.",
  invalidNumber: "Número de cartão inválido.",
  billingMismatch: "Endereço de cobrança do cartão não confere com o do emissor.",
} as const;

/** How much above the order's total the card is pre-authorized, in percent: weighed goods vary (docs/rules/checkout.md "Payment"). */
export const PRE_AUTHORIZATION_MARGIN_PERCENT = 10;

export type CardVerdict = { status: "APROVADO" | "PENDENTE" | "RECUSADO"; mensagem: string };

const APPROVED: CardVerdict = { status: "APROVADO", mensagem: GATEWAY_MESSAGES.approved };

const refused = (mensagem: string): CardVerdict => ({ status: "RECUSADO", mensagem });

/** The test numbers the issuer does not simply approve; every other valid number is approved. */
const TEST_NUMBER_VERDICTS: Readonly<Record<string, CardVerdict>> = {
  "4000000000000002": refused(GATEWAY_MESSAGES.declined),
  "4000000000000077": { status: "PENDENTE", mensagem: GATEWAY_MESSAGES.pending },
};

/**
 * The brand of a card number ("Visa", "Mastercard", "Elo", "American Express", "Hipercard"…) when
 * it is one of that brand's lengths and passes the Luhn check; null for any other number.
 */
export function cardBrand(number: string): string | null {
  const { isValid, card } = cardValidator.number(number, { luhnValidateUnionPay: true });
  return isValid && card ? card.niceType : null;
}

/** What the shopper is shown of a card: its last 4 digits. */
export const cardMask = (number: string) => `•••• ${number.slice(-4)}`;

/** Whether a card valid through MM/AA (to the end of that month) has expired, in São Paulo time. */
export function isExpired(expiry: string, now: Date): boolean {
  const [month = "", year = ""] = expiry.split("/");
  return `20${year}-${month}` < saoPauloDay(now).slice(0, 7);
}

/** What the test issuer answers for a valid number, once its expiry and billing address are good. */
export function issuerAnswer(number: string): CardVerdict {
  return TEST_NUMBER_VERDICTS[number] ?? APPROVED;
}

/** The issuer's answer again, from its status alone (a tokenized card keeps the status, never the number). */
export function issuerAnswerOf(status: CardVerdict["status"]): CardVerdict {
  return Object.values(TEST_NUMBER_VERDICTS).find((verdict) => verdict.status === status) ?? APPROVED;
}

/** A card as the gateway charges it: its brand (null: no card's number), expiry (MM/AA) and what its issuer answers. */
export type ChargedCard = { bandeira: string | null; expiry: string; issuer: CardVerdict };

export type NewCardVerdict = CardVerdict & { bandeira: string | null };

/**
 * The verdict on a card: refused when its number is not valid, when it has expired, or when its
 * billing address is incomplete or its CEP not 8 digits (the test issuer holds every card's address
 * as complete, so nothing less matches it); then the issuer's answer.
 */
export function chargeCard(card: ChargedCard, billing: Record<string, unknown>, now: Date): NewCardVerdict {
  const verdict = (): CardVerdict => {
    if (card.bandeira === null) return refused(GATEWAY_MESSAGES.invalidNumber);
    if (isExpired(card.expiry, now)) return refused(GATEWAY_MESSAGES.expired);
    if (!CardBillingSchema.safeParse(billing).success) return refused(GATEWAY_MESSAGES.billingMismatch);
    return card.issuer;
  };
  return { ...verdict(), bandeira: card.bandeira };
}

/** Charges a new card given with its number (and billing fields): the verdict, and the card's brand. */
export function chargeNewCard(card: { number: string; expiry: string } & Record<string, unknown>, now: Date): NewCardVerdict {
  return chargeCard({ bandeira: cardBrand(card.number), expiry: card.expiry, issuer: issuerAnswer(card.number) }, card, now);
}

/** The verdict on a kept card (only approved cards are kept): approved until it expires. */
export function chargeSavedCard(card: { validade: string }, now: Date): CardVerdict {
  return isExpired(card.validade, now) ? refused(GATEWAY_MESSAGES.expired) : APPROVED;
}
