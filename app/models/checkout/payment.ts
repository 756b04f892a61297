import { z } from "zod";
import { MAX_INSTALMENTS } from "./instalments";
import { OrderAddressSchema, PaymentStatusSchema } from "./order";

/**
 * The payment contract (docs/upstream-api.md §56–§59; docs/rules/checkout.md "Credit card": "Payment and
 * cards"): paying a placed order by card (new or saved) or PIX, and the customer's saved cards.
 */

const id = z.union([z.string(), z.number()]).transform(String);

const address = OrderAddressSchema.shape;

/**
 * The billing address a card payment carries; it must match the card issuer's (docs/rules/checkout.md
 * "Credit card"). The fields of an order's address, under the payment's names.
 */
export const CardBillingSchema = z.object({
  faturamento_cep: address.cep,
  faturamento_rua: address.rua,
  faturamento_numero: address.numero,
  faturamento_complemento: address.complemento,
  faturamento_bairro: address.bairro,
  faturamento_cidade: address.cidade,
  faturamento_estado: address.uf,
  faturamento_pais: address.pais,
});

/** A new card: its number (digits), the name on it, expiry MM/AA, CVC, and whether to keep it. */
export const NewCardSchema = CardBillingSchema.extend({
  number: z.string().regex(/^\d{13,19}$/),
  name: z.string().min(2).max(80),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
  salvarCartao: z.boolean().default(false),
});

/**
 * A new card the shopper's browser gave the gateway (call 60): the gateway's single-use token
 * instead of its number and CVC, which never reach the storefront; the billing address as for a new card.
 */
export const TokenizedCardSchema = CardBillingSchema.extend({
  token: z.string().min(20).max(100),
  salvarCartao: z.boolean().default(false),
});

/** A saved card: its id and the CVC typed again. */
export const SavedCardPaymentSchema = z.object({ idcreditcard: id, cvc: z.string().regex(/^\d{3,4}$/) });

/** POST /v4/app/payment/confirm-payment/{numpedido}: the body. */
export const ConfirmPaymentSchema = z.object({
  idclient: id,
  sessionId: z.string().max(100),
  externalAuthentication: z.string().max(200).nullable().default(null),
  creditcard: z.union([NewCardSchema, TokenizedCardSchema, SavedCardPaymentSchema]),
  /** How many instalments the card pays in, one the method's plan offers for the order's total (call 9); 1 (at once) when absent. */
  parcelas: z.number().int().min(1).max(MAX_INSTALMENTS).default(1),
});
export type ConfirmPayment = z.input<typeof ConfirmPaymentSchema>;

/**
 * GET /v4/gateways/token (docs/rules/checkout.md "Credit card"): the gateway a supplier's card payments go through, its public
 * key (no secret: it names the supplier) and the absolute address browsers tokenize a card at.
 */
export const GatewayTokenSchema = z.object({
  gateway: z.string().min(1).max(40),
  chavePublica: z.string().min(1).max(100),
  urlTokenizacao: z.string().url().max(500),
  expiraEm: z.string(),
});
export type GatewayToken = z.infer<typeof GatewayTokenSchema>;

/** POST {urlTokenizacao}: the gateway's token for a card, and what the shopper is shown of the card. */
export const CardTokenSchema = z.object({
  token: z.string(),
  mask: z.string(),
  bandeira: z.string(),
  validade: z.string(),
});

/**
 * The gateway's verdict: approved, pending (a warning), or refused with the server's `Mensagem`.
 * `margemPreAutorizacao`: how far above the order's total the card was pre-authorized, in percent
 * (docs/rules/checkout.md "Payment": billing variance); 0 when nothing was.
 */
export const PaymentResultSchema = z.object({
  sucesso: z.boolean(),
  status: PaymentStatusSchema,
  Mensagem: z.string().nullable().default(null),
  margemPreAutorizacao: z.number().min(0).max(100).default(0),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** GET /v4/app/creditcard/{idclient}: a saved card as listed (never its number). */
export const SavedCardSchema = z.object({
  idcreditcard: id,
  mask: z.string(),
  bandeira: z.string(),
  nome: z.string(),
  validade: z.string(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;
export const SavedCardListSchema = z.object({ creditcards: z.array(SavedCardSchema).default([]) });

/** POST/GET /v4/payment/pix/{numpedido}: a PIX charge of an order (BR Code "copia e cola", amount, expiry). */
export const PixChargeSchema = z.object({
  numpedido: id,
  txid: z.string().min(1).max(35),
  copiaECola: z.string().min(1).max(512),
  valor: z.coerce.number().finite().positive(),
  expiraEm: z.string(),
  status: z.enum(["ATIVA", "CONCLUIDA", "EXPIRADA"]),
});
export type PixCharge = z.infer<typeof PixChargeSchema>;
