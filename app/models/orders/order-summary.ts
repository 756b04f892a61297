import { z } from "zod";
import { OrderLinkedUserSchema, PaymentStatusSchema, ReadOrderStatusSchema } from "~/models/checkout/order";
import { DeliveryTypeSchema } from "~/models/delivery/delivery-option";

/**
 * The customer's orders (docs/upstream-api.md §61; docs/rules/orders.md "Orders list" GET /v2/app/pedido/cliente/{idcliente}):
 * one summary per order, newest first. docs/rules/checkout.md "Order response": in order lists the delivery type
 * arrives as `tipoentrega` and is renamed `tipoEntrega`.
 */
export const OrderSummarySchema = z
  .object({
    numpedido: z.union([z.string(), z.number()]).transform(String),
    dataPedido: z.string(),
    /** Null: a status the storefront does not know, shown as "Situação desconhecida" on that row. */
    status: ReadOrderStatusSchema,
    totalpedido: z.coerce.number().finite(),
    tipoentrega: DeliveryTypeSchema,
    formaPagamento: z.object({ descricao: z.string(), tipo: z.enum(["CARTAO", "PIX", "FATURADO", "NA_ENTREGA"]) }),
    pagamento: z.object({ status: PaymentStatusSchema }),
    quantidadeItens: z.number().int().nonnegative(),
    emitidoPor: z.string().nullable().default(null),
    /** The company's user who placed it, by id (as call 55's), when the server sends it. */
    idusuariovinculado: OrderLinkedUserSchema,
    /** Sent as a quote (tag support-budget), whatever its status now. */
    orcamento: z.boolean().default(false),
    /** A quote its customer accepted (call 67): an order now, listed with the orders. */
    orcamentoAceito: z.boolean().default(false),
  })
  .transform(({ tipoentrega, ...summary }) => ({ ...summary, tipoEntrega: tipoentrega }));
export type OrderSummary = z.output<typeof OrderSummarySchema>;

export const OrderSummaryListSchema = z.array(OrderSummarySchema);

/**
 * The list as the storefront reads it (DESIGN: one row the storefront cannot read degrades that row,
 * never the page): each row it can read, in the server's order, and how many it could not (left out).
 * A row of a status it does not know is read, with a null status.
 */
export function readOrderSummaries(rows: readonly unknown[]): { orders: OrderSummary[]; unreadable: number } {
  const orders = rows.flatMap((row) => {
    const parsed = OrderSummarySchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return { orders, unreadable: rows.length - orders.length };
}

/** GET …/pedido/cliente/{idcliente}: who is asking within the account (docs/rules/orders.md "Orders list"'s query). */
export type OrderListQuery = {
  /** The company's user logged in (§37), whose own orders are listed unless they are the principal. */
  idusuariovinculado: string | null;
  clientevinculadoprincipal: boolean;
};
