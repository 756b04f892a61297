import { z } from "zod";
import { DeliveryTypeSchema } from "~/models/delivery/delivery-option";
import { NotaFiscalSchema } from "~/models/orders/nota-fiscal";
import { OrderRatingSchema } from "~/models/orders/order-rating";
import { ORDER_STATUSES, type OrderStatus } from "./order-statuses";

/**
 * The order contract (docs/upstream-api.md §53–§55; docs/rules/checkout.md "Order submission body", "Order
 * response"): what the storefront sends to place an order, what the server answers, and an order as
 * the server keeps it. The server prices the order itself; the storefront never sends a price.
 */

const id = z.union([z.string(), z.number()]).transform(String);
const money = z.coerce.number().finite();

/** An idempotency key: one per checkout, carried in the form; the same key never makes a second order. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export { ORDER_STATUSES } from "./order-statuses";
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type { OrderStatus };

/**
 * An order's status as the storefront reads it (DESIGN: one row the storefront cannot read degrades
 * that row, never the page): one of the statuses, or null for a value it does not know, shown as
 * "Situação desconhecida". The contract is still the list: the OpenAPI document says it (a caught
 * schema is described as its inner one).
 */
export const ReadOrderStatusSchema = (
  OrderStatusSchema as unknown as z.ZodType<OrderStatus | null, z.ZodTypeDef, OrderStatus>
).catch(null);
export type ReadOrderStatus = OrderStatus | null;

/** Where a payment stands: nothing to pay online (invoice, on delivery), waiting, or the gateway's verdict. */
export const PAYMENT_STATUSES = ["NAO_SE_APLICA", "AGUARDANDO", "PENDENTE", "APROVADO", "RECUSADO"] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

const coordinates = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** A postal address as an order carries it (delivery or billing). */
export const OrderAddressSchema = z.object({
  cep: z.string().regex(/^\d{8}$/),
  rua: z.string().min(1).max(120),
  numero: z.string().min(1).max(20),
  complemento: z.string().max(120).nullable().default(null),
  bairro: z.string().min(1).max(80),
  cidade: z.string().min(1).max(80),
  uf: z.string().length(2),
  pais: z.string().max(60).default("Brasil"),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** A text of an order as read: longer than the contract says, or off its form, it is still shown as sent; a value that is no text reads as "". */
const asSent = (schema: z.ZodType<string>) => schema.catch(({ input }) => (typeof input === "string" ? input : ""));

/**
 * An order's address as the storefront reads it (call 55): each field as OrderAddressSchema says it,
 * but a text over its length (a server that kept more than it should) is shown as sent rather than
 * making the order unreadable.
 */
export const ReadOrderAddressSchema = z.object({
  cep: asSent(OrderAddressSchema.shape.cep),
  rua: asSent(OrderAddressSchema.shape.rua),
  numero: asSent(OrderAddressSchema.shape.numero),
  complemento: OrderAddressSchema.shape.complemento._def.innerType
    .catch(({ input }) => (typeof input === "string" ? input : null))
    .default(null),
  bairro: asSent(OrderAddressSchema.shape.bairro),
  cidade: asSent(OrderAddressSchema.shape.cidade),
  uf: asSent(OrderAddressSchema.shape.uf),
  pais: OrderAddressSchema.shape.pais._def.innerType
    .catch(({ input }) => (typeof input === "string" ? input : "Brasil"))
    .default("Brasil"),
});

/** POST …/usuario/{idcliente}/pedido and …/pedido/duplicidade: the body (docs/rules/checkout.md "Order submission body"). */
export const OrderSubmissionSchema = z.object({
  chaveIdempotencia: IdempotencyKeySchema,
  idfornecedor: z.string().min(1).max(80),
  itens: z
    .array(
      z.object({
        idproduto: id,
        quantidade: z.number().positive().max(100_000),
        embalarParaPresente: z.boolean().default(false),
      }),
    )
    .max(500),
  anotacoes: z.string().max(500).nullable().default(null),
  numPedidoCliente: z.string().max(40).nullable().default(null),
  cupom: z.string().max(40).nullable().default(null),
  /**
   * cupomAplicacaoAutomatica, as call 40 takes it: false prices the order without any automatic
   * coupon, as the cart was priced once a manual coupon replaced the automatic one. Default true.
   */
  cupomAplicacaoAutomatica: z.boolean().default(true),
  tipoEntrega: DeliveryTypeSchema,
  formaEntrega: z.object({ idformaentrega: id, data_de_entrega: z.string().min(1).max(40).nullable() }),
  /** Delivery: a saved address of the customer (idendereco), or a postal address, with its position. */
  enderecoentrega: z
    .object({
      idendereco: id.nullable().default(null),
      endereco: OrderAddressSchema.nullable().default(null),
      coordenadas: coordinates.nullable().default(null),
    })
    .nullable()
    .default(null),
  /** Pickup: the store, as call 3 names it. */
  lojaRetira: z
    .object({
      nome: z.string().max(120),
      descricao_endereco_loja: z.string().max(300).nullable(),
      coordenadas_loja: coordinates,
    })
    .nullable()
    .default(null),
  enderecofaturamento: OrderAddressSchema.nullable().default(null),
  idtipoassinatura: id.nullable().default(null),
  caracteristicas: z
    .array(z.object({ idcaracteristica: id, valor: z.string().max(200) }))
    .max(50)
    .default([]),
  representante: z
    .object({ idusuario: id, nome: z.string().max(120) })
    .nullable()
    .default(null),
  usuarioVinculado: z
    .object({ idusuario: id, nome: z.string().max(120) })
    .nullable()
    .default(null),
  idapikeys: id.nullable().default(null),
  canalVenda: z.enum(["WEB", "MANUAL"]).default("WEB"),
  /** Tag support-budget: send the order as a quote (status ORCAMENTO_NOVO), nothing paid yet. */
  orcamento: z.boolean().default(false),
  formaPagamento: z.object({
    idformapagamento: id,
    temForma: z.boolean().default(true),
    /** On delivery in cash: the amount to bring change for. */
    trocoPara: z.number().positive().max(1_000_000).nullable().default(null),
  }),
});
export type OrderSubmission = z.input<typeof OrderSubmissionSchema>;

/** The answer to a placed order (docs/rules/checkout.md "Order response"). `repetido`: the key had placed it already. */
export const OrderPlacedSchema = z.object({
  numpedido: id,
  totalpedido: money,
  taxaentrega: money.default(0),
  idcliente: id,
  /** The order just placed is always shown: a status the storefront does not know reads as null. */
  status: ReadOrderStatusSchema,
  dadospedido: z.object({ cupom: z.string().nullable().default(null) }).default({}),
  pagamento: z.object({ tipo: z.enum(["CARTAO", "PIX", "FATURADO", "NA_ENTREGA"]), status: PaymentStatusSchema }),
  mensagemSucesso: z.string().nullable().default(null),
  repetido: z.boolean().default(false),
});
export type OrderPlaced = z.infer<typeof OrderPlacedSchema>;

/** A refused order: the server's message (shopper-facing), and the products it is about. */
export const OrderRefusalSchema = z.object({
  mensagem: z.string().min(1),
  mensagemErro: z.string().nullable().default(null),
  itensName: z.string().nullable().default(null),
  /** True when an identical order was placed seconds ago (docs/rules/checkout.md "Duplicate order": shown directly). */
  pedidoIdentico: z.boolean().default(false),
});
export type OrderRefusal = z.infer<typeof OrderRefusalSchema>;

/** POST …/pedido/duplicidade: whether this order (by its key, or an identical one just placed) exists already. */
export const DuplicateCheckSchema = z.object({
  duplicado: z.boolean(),
  numpedido: id.nullable().default(null),
});

/** A line of an order as priced when it was placed (call 55). */
export const OrderLineSchema = z.object({
  idproduto: id,
  nome: z.string(),
  quantidade: z.number(),
  precoUnitario: money,
  valorEmbalagem: money.default(0),
  valorDesconto: money.default(0),
  total: money,
  /** The product's unit (`kg`, `fd`…, optional): a line by weight reads "1,5 kg de Banana prata"; absent, as a count. */
  unidade: z.string().min(1).max(8).optional().catch(undefined),
});

/** A row read as `schema` says, or null when it cannot be (to be left out); the document still says `schema`. */
function readOrDrop<T extends z.ZodTypeAny>(schema: T) {
  return (schema as unknown as z.ZodType<z.output<T> | null, z.ZodTypeDef, z.input<T>>).catch(null);
}

/**
 * Who of a company placed an order (docs/upstream-api.md §55, §61; optional): the company's user's
 * `idusuario` (§37), null when the client itself (its principal login) or a representative placed it.
 * Absent, the server does not say, and the storefront asks call 61's list scoped to the user instead;
 * a value that does not read counts as absent (never as anyone's).
 */
export const OrderLinkedUserSchema = z
  .union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,14}$/)])
  .transform(String)
  .nullable()
  .optional()
  .catch(undefined);

/** GET /v2/app/{apptoken}/order/{numpedido}: one order as the server keeps it. */
export const OrderSchema = z.object({
  numpedido: id,
  idfornecedor: z.string(),
  idcliente: id,
  /** Null: a status the storefront does not know ("Situação desconhecida"); the order is still shown. */
  status: ReadOrderStatusSchema,
  /** The statuses it went through; a step of a status the storefront does not know is left out. */
  historico: z
    .array(z.object({ status: ReadOrderStatusSchema, data: z.string() }))
    .transform((steps) => steps.flatMap(({ status, data }) => (status === null ? [] : [{ status, data }])))
    .default([]),
  dataPedido: z.string(),
  /** The lines as priced; a line that cannot be read is left out, never the order (its totals are the order's own). */
  itens: z
    .array(readOrDrop(OrderLineSchema))
    .transform((lines) => lines.filter((line) => line !== null))
    .default([]),
  subtotal: money,
  valorDesconto: money.default(0),
  valorEmbalagens: money.default(0),
  taxaentrega: money.default(0),
  totalpedido: money,
  tipoEntrega: DeliveryTypeSchema,
  formaEntrega: z
    .object({ idformaentrega: id, descricao: z.string(), data_de_entrega: z.string().nullable() })
    .nullable()
    .default(null),
  enderecoentrega: ReadOrderAddressSchema.nullable().catch(null).default(null),
  lojaRetira: z.object({ nome: z.string(), descricao_endereco_loja: z.string().nullable() }).nullable().default(null),
  formaPagamento: z.object({
    idformapagamento: id,
    descricao: z.string(),
    tipo: z.enum(["CARTAO", "PIX", "FATURADO", "NA_ENTREGA"]),
    trocoPara: money.nullable().default(null),
  }),
  pagamento: z.object({ status: PaymentStatusSchema, mensagem: z.string().nullable().default(null) }),
  /** The order's NF-e once issued (docs/upstream-api.md §64), else null. */
  notaFiscal: NotaFiscalSchema.nullable().default(null),
  anotacoes: z.string().nullable().default(null),
  numPedidoCliente: z.string().nullable().default(null),
  cupom: z.string().nullable().default(null),
  /** docs/rules/account.md "Linked users": "the order records 'Pedido emitido por'": the sub-user or representative who placed it. */
  emitidoPor: z.string().nullable().default(null),
  /** The company's user who placed it, by id: what decides who of the company may see it (when sent). */
  idusuariovinculado: OrderLinkedUserSchema,
  representante: z.string().nullable().default(null),
  numeroErp: z.string().nullable().default(null),
  /** The customer's rating once given (call 62), else null. */
  avaliacao: OrderRatingSchema.nullable().default(null),
  /** When the customer accepted the priced quote and it became an order (call 67), else null. */
  orcamentoAceitoEm: z.string().nullable().default(null),
});
export type Order = z.infer<typeof OrderSchema>;
