import { z } from "zod";
import { ProductSummarySchema } from "./catalogue";

const id = z.union([z.string(), z.number()]).transform(String);
const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const money = z.number().finite();

/** docs/rules/cart.md "Cart fields": a coupon's kind of discount, "%" by default. */
const DiscountKindSchema = z.enum(["%", "R$"]).catch("%");
export type DiscountKind = z.infer<typeof DiscountKindSchema>;

/** What the price rule chose for a line (docs/rules/cart.md "Price rule", first match wins). */
const PriceRuleSchema = z.enum(["attendant", "tier", "wholesale", "normal"]);

/** A cart line as the server priced it (call 40 of docs/upstream-api.md). */
export const CartLineSchema = z.object({
  idproduto: id,
  quantidade: z.number().positive(),
  embalarParaPresente: z.boolean().default(false),
  precoUnitario: money,
  regraPreco: PriceRuleSchema.catch("normal"),
  valorEmbalagem: money.default(0),
  valorDesconto: money.default(0),
  total: money,
  produto: ProductSummarySchema,
});
export type CartLine = z.infer<typeof CartLineSchema>;

const AutomaticCouponSchema = z.object({
  codigoCupom: z.string(),
  valorDescontoPercentual: z.number(),
  tipoDesconto: DiscountKindSchema,
});

/** GET/POST /v2/app/{apptoken}/cliente/{idcliente}/usuario/{idcliente}/cart: the stored cart, priced by the server. */
export const CartSchema = z.object({
  idformapagamento: id.nullish().transform((value) => value ?? null),
  cartItens: z.array(CartLineSchema),
  subtotal: money,
  valorEmbalagens: money.default(0),
  valorDesconto: money.default(0),
  totalCompras: money,
  observacao: nullableString,
  numPedidoCliente: nullableString,
  codigoCupom: nullableString,
  cupomCanal: nullableString,
  tipoDesconto: DiscountKindSchema.default("%"),
  valorDescontoPercentual: z.number().default(0),
  produtosComDesconto: z.array(id).default([]),
  cupomAutomatico: AutomaticCouponSchema.nullish().transform((value) => value ?? null),
  mensagemCupom: nullableString,
  /**
   * The manual coupon the upstream keeps with this cart (docs/upstream-api.md §40; optional): the code
   * it prices in when a request names none, on any device, whether or not it passes its rules today.
   * Left out (undefined): the upstream keeps none, and the storefront goes on with the coupon it holds.
   * A value it cannot read counts as left out.
   */
  cupomManual: z.string().max(40).nullable().optional().catch(undefined),
  bloqueio_atendimento: z.boolean().default(false),
  idtipoassinatura: id.nullish().transform((value) => value ?? null),
  meta_info: z
    .object({
      hasRecorrencia: z.boolean().default(false),
      recorrencia: z.object({ mensagem: nullableString }).default({}),
    })
    .default({}),
  avisos: z.array(z.string()).default([]),
  mensagem: nullableString,
});
export type Cart = z.infer<typeof CartSchema>;

/** What every answer about a coupon says of it: its code, its description and its discount. */
const couponHead = {
  codigoCupom: z.string(),
  descricao: nullableString,
  tipoDesconto: DiscountKindSchema.default("%"),
  valorDescontoPercentual: z.number(),
};

/** A coupon as the coupon calls describe it (calls 41 and 42). */
export const CouponSchema = z.object({
  ...couponHead,
  produtosComDesconto: z.array(id).default([]),
  valorMinimo: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  validade: nullableString,
  automatico: z.boolean().default(false),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** GET /v2/app/cupom-desconto/validar-desconto/fornecedor/{f}/cliente/{c}/cupom/{code} */
export const CouponCheckSchema = z.object({
  valido: z.boolean(),
  mensagem: nullableString,
  automaticoSuperior: z.boolean().default(false),
  cupom: CouponSchema.nullish().transform((value) => value ?? null),
});
export type CouponCheck = z.infer<typeof CouponCheckSchema>;

/** GET /v2/app/cupom-desconto/cliente/{c}?onlyLast=false&available=true */
export const CouponListSchema = z.object({
  cupons: z.array(CouponSchema).default([]),
  cupomRecomendacao: CouponSchema.nullish().transform((value) => value ?? null),
});
export type CouponList = z.infer<typeof CouponListSchema>;

/** GET /v2/app/cupom-desconto/indicacao/{c}: the customer's own coupon to share. */
export const ReferralCouponSchema = z.object(couponHead);
export type ReferralCoupon = z.infer<typeof ReferralCouponSchema>;

/** GET /v4/subscription/type/list/{idfornecedor} */
export const SubscriptionTypesSchema = z.object({
  label: nullableString,
  tipos: z
    .array(z.object({ idtipoassinatura: id, descricao: z.string(), dias: z.number().int().positive().nullish() }))
    .default([]),
});
export type SubscriptionTypes = z.infer<typeof SubscriptionTypesSchema>;

/** POST /v4/product/spreadsheet/{idfornecedor}/: the rows of a quick-order spreadsheet, matched to products. */
export const SpreadsheetAnswerSchema = z.object({
  linhas: z.array(
    z.object({
      linha: z.number().int().positive(),
      codigo: z.string(),
      quantidade: z.number().nullable(),
      situacao: z.enum(["encontrado", "nao-encontrado", "indisponivel", "quantidade-invalida"]),
      produto: ProductSummarySchema.nullable(),
    }),
  ),
});
export type SpreadsheetAnswer = z.infer<typeof SpreadsheetAnswerSchema>;
