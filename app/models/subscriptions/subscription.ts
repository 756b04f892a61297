import { z } from "zod";
import { DeliveryTypeSchema } from "~/models/delivery/delivery-option";

/**
 * The subscription contract (docs/upstream-api.md §68; docs/rules/orders.md "Subscriptions"): a customer's order
 * repeated every so many days (the subscription type of §44 chosen in the cart), its products, delivery
 * and payment, and when the next delivery falls, until the customer cancels it.
 */

const id = z.union([z.string(), z.number()]).transform(String);

export const SUBSCRIPTION_STATUSES = ["ATIVA", "CANCELADA"] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** A São Paulo day, YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const SubscriptionSchema = z.object({
  idassinatura: id,
  idfornecedor: z.string(),
  idcliente: id,
  status: SubscriptionStatusSchema,
  /** The type as the customer chose it (call 44). */
  tipo: z.object({ idtipoassinatura: id, descricao: z.string(), dias: z.number().int().positive() }),
  /** The order it repeats. */
  numpedido: id,
  criadaEm: z.string(),
  canceladaEm: z.string().nullable().default(null),
  /** The next delivery's day; null once cancelled. */
  proximaEntrega: day.nullable().default(null),
  tipoEntrega: DeliveryTypeSchema,
  formaEntrega: z.object({ descricao: z.string() }),
  formaPagamento: z.object({ descricao: z.string(), tipo: z.enum(["CARTAO", "PIX", "FATURADO", "NA_ENTREGA"]) }),
  /** What the order it repeats cost; each delivery is priced when it is made. */
  valorEstimado: z.coerce.number().finite().min(0),
  itens: z.array(z.object({ idproduto: id, nome: z.string(), quantidade: z.number().positive() })),
  emitidoPor: z.string().nullable().default(null),
});
export type Subscription = z.output<typeof SubscriptionSchema>;

export const SubscriptionListSchema = z.array(SubscriptionSchema);
