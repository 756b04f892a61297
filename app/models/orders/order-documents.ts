import type { OrderStatus, PaymentStatus, ReadOrderStatus } from "~/models/checkout/order";
import { formatAccessKey, formatInvoiceNumber } from "./nfe-access-key";
import type { NotaFiscal } from "./nota-fiscal";

/**
 * An order's documents (docs/rules/orders.md "Order details": "order details (… invoice, DANFE, XML …)", docs/rules/orders.md "Order documents" generate-receipt and
 * danfe; docs/upstream-api.md §63–§65): the payment receipt, and the NF-e with its DANFE and XML.
 * These rules are shared by the reference upstream, which issues the documents, and the storefront,
 * which offers them.
 */

/**
 * docs/rules/orders.md "Order documents": the goods are invoiced before they leave, so an order gets its NF-e as
 * it becomes ready for delivery (PAGO), goes out for delivery, is ready for pickup or is delivered.
 * A quote, an order still being received or prepared, and a cancelled one have none.
 */
export const INVOICED_STATUSES = [
  "PAGO",
  "EMENTREGA",
  "PRONTO_RETIRADA",
  "ENTREGUE",
] as const satisfies readonly OrderStatus[];

export function isInvoicedStatus(status: OrderStatus): boolean {
  return (INVOICED_STATUSES as readonly OrderStatus[]).includes(status);
}

export type PaymentKind = "CARTAO" | "PIX" | "FATURADO" | "NA_ENTREGA";

/**
 * Whether the order's payment is settled, so that it has a receipt: a card or PIX payment approved,
 * or a payment on delivery or pickup once the order was delivered. An invoice (boleto) is settled
 * by the supplier's billing, which this contract does not carry: such an order has no receipt here.
 */
export function receiptAvailable(order: {
  status: ReadOrderStatus;
  tipo: PaymentKind;
  pagamento: PaymentStatus;
}): boolean {
  if (order.tipo === "CARTAO" || order.tipo === "PIX") return order.pagamento === "APROVADO";
  if (order.tipo === "NA_ENTREGA") return order.status === "ENTREGUE";
  return false;
}

export type DocumentKind = "receipt" | "danfe" | "xml";

/** What the order's page says about its documents (shopper-facing; the upstream's words are not shown). */
export const documentText = {
  /** The document, as a sentence names it. */
  name: { receipt: "o comprovante de pagamento", danfe: "o DANFE", xml: "o XML da nota fiscal" } satisfies Record<
    DocumentKind,
    string
  >,
  receiptNotYet: "O comprovante fica disponível quando o pagamento do pedido for confirmado.",
  invoiceNotYet: "A nota fiscal deste pedido ainda não foi emitida. Ela fica disponível quando o pedido for faturado.",
  unavailable: (kind: DocumentKind) =>
    `Não foi possível baixar ${documentText.name[kind]} agora. Tente de novo em instantes.`,
} as const;

/** The file names the storefront gives the documents of an order. */
export const documentFileName = {
  receipt: (numpedido: string) => `comprovante-pedido-${numpedido}.pdf`,
  danfe: (numpedido: string) => `danfe-pedido-${numpedido}.pdf`,
  xml: (numpedido: string) => `nfe-pedido-${numpedido}.xml`,
} as const;

/** The storefront's paths of an order's documents, under its page. */
export const documentPath = {
  receipt: (numpedido: string) => `/pedidos/${numpedido}/comprovante`,
  danfe: (numpedido: string) => `/pedidos/${numpedido}/danfe`,
  xml: (numpedido: string) => `/pedidos/${numpedido}/xml`,
} as const;

/** What the order's page shows of its documents: the receipt when settled, the invoice once issued. */
export function orderDocumentsView(order: {
  numpedido: string;
  status: ReadOrderStatus;
  formaPagamento: { tipo: PaymentKind };
  pagamento: { status: PaymentStatus };
  notaFiscal: NotaFiscal | null;
}) {
  const { notaFiscal } = order;
  /** A quote not ordered yet, or a cancelled order, has no document to come. */
  const open = order.status?.startsWith("ORCAMENTO_") !== true && order.status !== "CANCELADO";
  return {
    receipt: receiptAvailable({
      status: order.status,
      tipo: order.formaPagamento.tipo,
      pagamento: order.pagamento.status,
    }),
    /** A receipt will come once paid: not for an invoice (boleto), whose settlement the supplier's billing records. */
    receiptExpected: open && order.formaPagamento.tipo !== "FATURADO",
    invoiceExpected: open,
    invoice: notaFiscal
      ? {
          numero: formatInvoiceNumber(notaFiscal.numero),
          serie: String(notaFiscal.serie).padStart(3, "0"),
          chave: formatAccessKey(notaFiscal.chave),
        }
      : null,
  };
}
export type OrderDocumentsView = ReturnType<typeof orderDocumentsView>;
