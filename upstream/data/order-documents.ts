import type { Database } from "better-sqlite3";
import { receiptAvailable } from "../../app/models/orders/order-documents";
import { statement } from "../db/statements";
import { findFiscalIssuer, readInvoice, type FiscalIssuer, type InvoiceRow } from "./nfe-invoices";
import { orderItems, statusHistory, type OrderItemRow, type OrderRow } from "./orders";
import type { AddressPlace } from "../../app/models/shared/address-place";

/**
 * What an order's documents are made of (docs/upstream-api.md §63–§65), gathered from the stored
 * order: its NF-e with the issuer, the buyer and the lines (DANFE and XML), and its settled payment
 * (receipt). The files themselves are drawn by danfe-pdf.ts, nfe-xml.ts and receipt-pdf.ts.
 */

/** A postal address as the documents print it. */
export type DocumentAddress = Pick<AddressPlace, "rua" | "numero" | "complemento" | "bairro" | "cidade" | "uf" | "cep">;

/** The buyer (destinatário): the order's client, with the address the order was billed or sent to, else their primary one. */
export type DocumentBuyer = {
  nome: string;
  /** 11 digits (CPF) or 14 characters (CNPJ). */
  documento: string;
  email: string | null;
  telefone: string | null;
  endereco: DocumentAddress | null;
};

export type NfeDocument = {
  invoice: InvoiceRow;
  issuer: FiscalIssuer;
  order: OrderRow;
  items: OrderItemRow[];
  buyer: DocumentBuyer;
};

export type ReceiptDocument = {
  order: OrderRow;
  issuer: FiscalIssuer | undefined;
  supplierName: string;
  buyer: DocumentBuyer;
  items: OrderItemRow[];
  /** When the payment was settled (ISO instant); null when the server did not record it. */
  pagoEm: string | null;
  /** The PIX charge's id, for a PIX payment. */
  txid: string | null;
};

function addressOf(json: string | null): DocumentAddress | null {
  if (json === null) return null;
  const value = JSON.parse(json) as Record<string, unknown> | null;
  if (!value || typeof value !== "object") return null;
  const text = (key: keyof DocumentAddress) => (typeof value[key] === "string" ? (value[key] as string) : null);
  const [rua, numero, bairro, cidade, uf, cep] = [text("rua"), text("numero"), text("bairro"), text("cidade"), text("uf"), text("cep")];
  if (!rua || !numero || !bairro || !cidade || !uf || !cep) return null;
  return { rua, numero, complemento: text("complemento"), bairro, cidade, uf, cep: cep.replace(/\D/g, "") };
}

function primaryAddress(db: Database, idcliente: number): DocumentAddress | null {
  const row = statement(
    db,
    "SELECT rua, numero, complemento, bairro, cidade, uf, cep FROM addresses WHERE idcliente = ? ORDER BY primario DESC, idendereco LIMIT 1"
  ).get(idcliente) as DocumentAddress | undefined;
  return row ?? null;
}

function buyerOf(db: Database, order: OrderRow): DocumentBuyer {
  const customer = statement(db, "SELECT nome, cpf, email, telefone FROM customers WHERE idcliente = ?").get(order.idcliente) as
    | { nome: string; cpf: string; email: string | null; telefone: string | null }
    | undefined;
  return {
    nome: customer?.nome ?? `Cliente ${order.idcliente}`,
    documento: customer?.cpf ?? "",
    email: customer?.email ?? null,
    telefone: customer?.telefone ?? null,
    endereco: addressOf(order.endereco_faturamento) ?? addressOf(order.endereco_entrega) ?? primaryAddress(db, order.idcliente),
  };
}

/** The order's NF-e with what its DANFE and XML print; undefined while it has none. */
export function nfeDocument(db: Database, order: OrderRow): NfeDocument | undefined {
  const invoice = readInvoice(db, order.numpedido);
  const issuer = invoice ? findFiscalIssuer(db, order.idfornecedor) : undefined;
  if (!invoice || !issuer) return undefined;
  return { invoice, issuer, order, items: orderItems(db, order.numpedido), buyer: buyerOf(db, order) };
}

/** When the order's payment was settled: the PIX charge paid, the card approved, or the order delivered (payment on delivery). */
function settlement(db: Database, order: OrderRow): { pagoEm: string | null; txid: string | null } {
  if (order.pagamento_tipo === "PIX") {
    const charge = statement(db, "SELECT txid, paga_em FROM pix_charges WHERE numpedido = ? AND paga_em IS NOT NULL ORDER BY paga_em DESC LIMIT 1").get(
      order.numpedido
    ) as { txid: string; paga_em: string } | undefined;
    if (charge) return { pagoEm: charge.paga_em, txid: charge.txid };
  }
  if (order.pagamento_tipo === "NA_ENTREGA") {
    const delivered = statusHistory(db, order.numpedido).findLast((step) => step.status === "ENTREGUE");
    return { pagoEm: delivered?.data ?? null, txid: null };
  }
  const approved = statement(db, "SELECT aprovado_em FROM order_payment_approvals WHERE numpedido = ?").pluck().get(order.numpedido) as string | undefined;
  return { pagoEm: approved ?? null, txid: null };
}

/** The order's payment receipt; undefined while its payment is not settled (receiptAvailable). */
export function receiptDocument(db: Database, order: OrderRow): ReceiptDocument | undefined {
  if (!receiptAvailable({ status: order.status, tipo: order.pagamento_tipo, pagamento: order.pagamento_status })) return undefined;
  const supplierName = (statement(db, "SELECT nome FROM suppliers WHERE idfornecedor = ?").pluck().get(order.idfornecedor) as string | undefined) ?? "";
  return {
    order,
    issuer: findFiscalIssuer(db, order.idfornecedor),
    supplierName,
    buyer: buyerOf(db, order),
    items: orderItems(db, order.numpedido),
    ...settlement(db, order),
  };
}
