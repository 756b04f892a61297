import { z } from "zod";
import { isCalendarDay } from "~/models/calendar-day";
import type { Characteristic } from "~/models/supplier";
import { characteristicField } from "./form-names";
import { IdempotencyKeySchema } from "./order";

export const checkoutFormText = {
  choosePayment: "Escolha a forma de pagamento.",
  notesTooLong: "As observações podem ter até 500 caracteres.",
  orderNumberTooLong: "O número do seu pedido pode ter até 40 caracteres.",
  changeFor: "Informe o valor em reais, como 100,00.",
  staleForm: "Esta página ficou aberta por muito tempo. Confira o pedido e finalize de novo.",
  required: "Preencha este campo.",
  tooLong: "Use até 200 caracteres.",
  notANumber: "Informe um número.",
  notADate: "Informe uma data.",
  notAnOption: "Escolha uma das opções.",
} as const;

/** "100", "100,00", "1.234,50" or "1234.50": an amount in reais; empty is none. */
const amount = z
  .string()
  .trim()
  .max(20, checkoutFormText.changeFor)
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const normalised = /,\d{1,2}$/.test(value) ? value.replace(/\./g, "").replace(",", ".") : value.replace(/,/g, "");
    const parsed = Number(normalised);
    if (!/^\d+(\.\d{1,2})?$/.test(normalised) || !Number.isFinite(parsed) || parsed <= 0 || parsed > 1_000_000) {
      ctx.addIssue({ code: "custom", message: checkoutFormText.changeFor });
      return z.NEVER;
    }
    return parsed;
  });

/** The payment method chosen on the page. */
export const PaymentChoiceFormSchema = z.object({
  idformapagamento: z
    .string({ required_error: checkoutFormText.choosePayment })
    .regex(/^[A-Za-z0-9_-]{1,20}$/, checkoutFormText.choosePayment),
});

/**
 * "Finalizar pedido" (and "Enviar orçamento"): the checkout's key, the payment method and change,
 * the notes and the buyer's own order number, and the total the shopper saw (never used as a price:
 * only to tell them when it changed).
 */
export const PlaceOrderFormSchema = PaymentChoiceFormSchema.extend({
  chave: z
    .string()
    .optional()
    .refine(
      (value): value is string => value !== undefined && IdempotencyKeySchema.safeParse(value).success,
      checkoutFormText.staleForm,
    ),
  trocoPara: amount,
  anotacoes: z
    .string()
    .max(500, checkoutFormText.notesTooLong)
    .optional()
    .transform((value) => value?.trim() || null),
  numPedidoCliente: z
    .string()
    .max(40, checkoutFormText.orderNumberTooLong)
    .optional()
    .transform((value) => value?.trim() || null),
  totalVisto: z.coerce.number().finite().nonnegative().optional(),
  /** The delivery slot the page showed (its data_de_entrega; "" for none): only to tell the shopper when it passed. */
  agendamentoVisto: z.string().max(40).optional(),
});
export type PlaceOrderForm = z.output<typeof PlaceOrderFormSchema>;

/**
 * The answers to the supplier's order characteristics (docs/rules/checkout.md "Order characteristics" caracteristicasPedido; docs §8): a
 * required one must be answered, an option must be one offered, a number a number, a date a date.
 */
export function characteristicAnswers(
  characteristics: readonly Characteristic[],
  read: (field: string) => string,
): { values: { idcaracteristica: string; valor: string }[]; errors: Record<string, string[]> } {
  const values: { idcaracteristica: string; valor: string }[] = [];
  const errors: Record<string, string[]> = {};
  for (const characteristic of characteristics) {
    const field = characteristicField(characteristic);
    const valor = read(field).trim();
    const error = characteristicError(characteristic, valor);
    if (error) errors[field] = [error];
    else if (valor) values.push({ idcaracteristica: characteristic.idcaracteristica, valor });
  }
  return { values, errors };
}

function characteristicError(characteristic: Characteristic, valor: string): string | null {
  if (!valor) return characteristic.obrigatorio ? checkoutFormText.required : null;
  if (valor.length > 200) return checkoutFormText.tooLong;
  if (characteristic.tipo === "OPCAO" && !characteristic.opcoes.includes(valor)) return checkoutFormText.notAnOption;
  if (characteristic.tipo === "NUMERO" && !/^-?\d+([.,]\d+)?$/.test(valor)) return checkoutFormText.notANumber;
  if (characteristic.tipo === "DATA" && !isCalendarDay(valor)) return checkoutFormText.notADate;
  return null;
}
