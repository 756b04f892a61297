import cardValidator from "card-validator";
import { z } from "zod";
import { postalAddressFields, saoPauloDay } from "~/models/registration";

export const cardText = {
  numberInvalid: "Número de cartão inválido. Confira os números impressos no cartão.",
  nameRequired: "Informe o nome como está impresso no cartão.",
  expiryInvalid: "Informe a validade como MM/AA.",
  expired: "Este cartão está vencido.",
  cvcInvalid: "Informe o código de segurança de 3 ou 4 números do verso do cartão.",
  chooseCard: "Escolha um cartão salvo.",
  notSaved: "Esse cartão não está mais salvo.",
} as const;

const digits = (value: string) => value.replace(/\D/g, "");

/** "4111 1111 1111 1111": digits with spaces or hyphens; Luhn and a known brand (card-validator). */
const cardNumber = z
  .string({ required_error: cardText.numberInvalid })
  .max(40, cardText.numberInvalid)
  .refine((value) => /^[\d\s-]+$/.test(value) && cardValidator.number(digits(value)).isValid, cardText.numberInvalid)
  .transform(digits);

/** "MM/AA": this month or a later one, in São Paulo time (a card valid through 11/26 pays until 30 November, 23:59 there). */
function cardExpiry(today: Date) {
  return z
    .string({ required_error: cardText.expiryInvalid })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, cardText.expiryInvalid)
    .transform((value) => {
      const [month = "", year = ""] = value.split("/").map((part) => part.trim());
      return `${month}/${year.slice(-2)}`;
    })
    .refine((value) => {
      const [month, year] = value.split("/") as [string, string];
      return `20${year}-${month}` >= saoPauloDay(today).slice(0, 7);
    }, cardText.expired);
}

const cvc = z
  .string({ required_error: cardText.cvcInvalid })
  .trim()
  .regex(/^\d{3,4}$/, cardText.cvcInvalid);

/**
 * A new card (docs/rules/checkout.md "Credit card"): number, name, expiry, CVC, the billing address as the
 * issuer has it (docs/rules/checkout.md "Credit card") and whether to keep the card. `today` decides what "expired" is.
 */
export function newCardSchema(today: Date = new Date()) {
  return z.object({
    number: cardNumber,
    name: z
      .string({ required_error: cardText.nameRequired })
      .trim()
      .min(2, cardText.nameRequired)
      .max(80, cardText.nameRequired),
    expiry: cardExpiry(today),
    cvc,
    ...postalAddressFields,
    salvarCartao: z.literal("on").optional(),
  });
}
export type NewCardForm = z.output<ReturnType<typeof newCardSchema>>;

/** A saved card, with its CVC typed again. */
export const SavedCardFormSchema = z.object({
  idcreditcard: z.string({ required_error: cardText.chooseCard }).regex(/^\d{1,15}$/, cardText.chooseCard),
  cvc,
});

/**
 * A new card the browser tokenized at the gateway (docs/decisions/0011): the gateway's token in
 * place of the number and CVC, which the page did not send; the billing address and the choice to
 * keep the card as for a new card.
 */
export const TokenizedCardFormSchema = z.object({
  token: z.string({ required_error: cardText.numberInvalid }).regex(/^[\w-]{20,100}$/, cardText.numberInvalid),
  ...postalAddressFields,
  salvarCartao: z.literal("on").optional(),
});
export type TokenizedCardForm = z.output<typeof TokenizedCardFormSchema>;

/** Whether to keep the card and its billing address, in the faturamento_* fields, as the payment call carries them. */
function billingPayment(form: NewCardForm | TokenizedCardForm) {
  return {
    salvarCartao: form.salvarCartao === "on",
    faturamento_cep: form.cep,
    faturamento_rua: form.rua,
    faturamento_numero: form.numero,
    faturamento_complemento: form.complemento || null,
    faturamento_bairro: form.bairro,
    faturamento_cidade: form.cidade,
    faturamento_estado: form.uf,
    faturamento_pais: "Brasil",
  };
}

/** The new card as the payment call carries it. */
export function cardPayment(form: NewCardForm) {
  return { number: form.number, name: form.name, expiry: form.expiry, cvc: form.cvc, ...billingPayment(form) };
}

/** The tokenized card as the payment call carries it. */
export function tokenizedCardPayment(form: TokenizedCardForm) {
  return { token: form.token, ...billingPayment(form) };
}

/**
 * What a refused card form shows again: the name, expiry, billing address and the choice to keep
 * the card, as typed. Never the CVC, and never the card's number: the page would carry it back in
 * its HTML (and the browser's history of the answer). Only its last four digits (`numeroFinal`), for
 * the page to say which card to type again — what a receipt may show of a card.
 */
export function typedAgain(formData: FormData): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of [
    "name",
    "expiry",
    "cep",
    "rua",
    "numero",
    "complemento",
    "bairro",
    "cidade",
    "uf",
    "salvarCartao",
    "parcelas",
  ]) {
    const value = formData.get(name);
    if (typeof value === "string") kept[name] = value.slice(0, 120);
  }
  const number = formData.get("number");
  const digits = typeof number === "string" ? number.slice(0, 40).replace(/\D/g, "") : "";
  if (digits.length >= 12) kept.numeroFinal = digits.slice(-4);
  // With JavaScript the number stayed in the browser (the gateway's token was sent): its last four come on their own.
  const final = formData.get("numeroFinal");
  if (!kept.numeroFinal && typeof final === "string" && /^\d{4}$/.test(final)) kept.numeroFinal = final;
  return kept;
}

/** The card part of the checkout form (docs/decisions/0026): what is said next to its fields. */
export const checkoutCardText = {
  instalments: "Escolha uma das opções de parcelamento.",
  /** Next to the number and CVC once the page comes back: the storefront keeps neither. */
  notKept: "Por segurança, o número e o código de segurança do cartão não ficam guardados: digite-os de novo.",
} as const;

/** The saved card chosen at checkout (`idcreditcard`, "novo" for a new card), its CVC in `cvcSalvo`. */
export const SavedCardAtCheckoutSchema = z.object({
  idcreditcard: SavedCardFormSchema.shape.idcreditcard,
  cvcSalvo: cvc,
});

/** Card fields the checkout never shows again nor keeps: the number, the CVCs and the gateway's token. */
export const UNKEPT_CARD_FIELDS = ["number", "cvc", "cvcSalvo", "token"] as const;

/** The page's title and what it says the cards are: the shopper's own, or those of the client a representative acts for or a company's user buys for (`cardsOwnerName`). */
export function savedCardsHeading(clientName: string | null): { title: string; intro: string } {
  const kept = "A loja guarda só o final do número, nunca o número inteiro nem o código de segurança.";
  return clientName
    ? {
        title: `Cartões de ${clientName}`,
        intro: `Os cartões que ${clientName} guarda nesta loja, salvos ao pagar um pedido. ${kept}`,
      }
    : { title: "Meus cartões", intro: `Os cartões que você salvou ao pagar um pedido. ${kept}` };
}
