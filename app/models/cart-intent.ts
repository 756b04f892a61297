import { z } from "zod";
import { CouponCodeSchema } from "./coupon-choice";
import { MAX_QUANTITY, isBelowSmallestQuantity, parseQuantityText, quantityMessages } from "./quantity-input";

/** The storefront's own words for a cart form it cannot take. */
const cartInputMessages = {
  productInvalid: "Produto inválido.",
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  linesInvalid: "Não foi possível ler os produtos do carrinho.",
} as const;

const MAX_LINES = 500;

const productId = z
  .string({ required_error: cartInputMessages.productInvalid })
  .regex(/^[\w-]{1,40}$/, cartInputMessages.productInvalid);

/** A typed quantity (see parseQuantityText). */
const QuantityTextSchema = z.string({ required_error: quantityMessages.invalid }).transform((text, context) => {
  const parsed = parseQuantityText(text);
  if (parsed.ok) return parsed.value;
  context.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

const text = (max: number) => z.string().trim().max(max, cartInputMessages.tooLong(max)).default("");

/** A JSON field of a page with JavaScript, read with the schema; anything else is refused with `message`. */
function jsonField<Schema extends z.ZodTypeAny>(schema: Schema, message: string) {
  return z
    .string()
    .transform((json, context) => {
      try {
        return JSON.parse(json) as unknown;
      } catch {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** The lines a page with JavaScript sends in one save, as JSON in the field `linhas`. */
const LinesSchema = jsonField(
  z
    .array(
      z.object({
        idproduto: productId,
        quantidade: z
          .number({ invalid_type_error: quantityMessages.invalid })
          .min(0, quantityMessages.range)
          .max(MAX_QUANTITY, quantityMessages.range)
          .refine((quantity) => !isBelowSmallestQuantity(quantity), quantityMessages.tooSmall),
        embalarParaPresente: z.boolean(),
      }),
      { invalid_type_error: cartInputMessages.linesInvalid },
    )
    .max(MAX_LINES, cartInputMessages.linesInvalid),
  cartInputMessages.linesInvalid,
);

/** The products the page had seen in the cart when it saved (JSON in `vistos`): the stored lines it did not see are kept. */
const SeenSchema = jsonField(
  z
    .array(productId, { invalid_type_error: cartInputMessages.linesInvalid })
    .max(MAX_LINES, cartInputMessages.linesInvalid),
  cartInputMessages.linesInvalid,
);

/** Every form of the cart and of the buy buttons, by its `intent` (one cart action, docs/rules/architecture.md "Progressive enhancement"). */
export const CartIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("adicionar"),
    idproduto: productId,
    quantidade: QuantityTextSchema.refine((value) => value > 0, quantityMessages.toAdd),
  }),
  z.object({ intent: z.literal("definir"), idproduto: productId, quantidade: QuantityTextSchema }),
  z.object({ intent: z.literal("mais"), idproduto: productId }),
  z.object({ intent: z.literal("menos"), idproduto: productId }),
  z.object({ intent: z.literal("remover"), idproduto: productId }),
  z.object({ intent: z.literal("embrulhar"), idproduto: productId, embalar: z.enum(["sim", "nao"]) }),
  /** "Desfazer" after a line went: the line as it was (idempotent: a second click changes nothing). */
  z.object({
    intent: z.literal("restaurar"),
    idproduto: productId,
    quantidade: QuantityTextSchema.refine((value) => value > 0, quantityMessages.toAdd),
    embalar: z.enum(["sim", "nao"]),
  }),
  z.object({ intent: z.literal("salvar"), linhas: LinesSchema, vistos: SeenSchema.optional() }),
  z.object({ intent: z.literal("detalhes"), observacao: text(500), numPedidoCliente: text(40) }),
  z.object({ intent: z.literal("desbloquear") }),
  z.object({
    intent: z.literal("assinatura"),
    idtipoassinatura: z
      .string()
      .regex(/^\w{0,20}$/)
      .default(""),
  }),
  z.object({ intent: z.literal("pagamento"), idformapagamento: z.string().regex(/^\w{1,20}$/) }),
  z.object({ intent: z.literal("cupom-aplicar"), codigoCupom: CouponCodeSchema }),
  z.object({ intent: z.literal("cupom-remover") }),
]);
export type CartIntent = z.infer<typeof CartIntentSchema>;
