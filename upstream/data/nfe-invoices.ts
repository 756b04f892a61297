import type { Database } from "better-sqlite3";
import { randomInt } from "node:crypto";
import type { OrderStatus } from "../../app/models/checkout/order";
import { isUf, nfeAccessKey, UF_CODES, yearMonthInSaoPaulo } from "../../app/models/orders/nfe-access-key";
import type { NotaFiscal } from "../../app/models/orders/nota-fiscal";
import { isInvoicedStatus } from "../../app/models/orders/order-documents";
import { statement } from "../db/statements";

/**
 * The NF-e of orders (upstream/db/migrations/017_order_documents.sql; docs/upstream-api.md §64–§65):
 * who issues a supplier's, issuing one for an order that reached an invoiced status, and reading it.
 */

/** A supplier's NF-e issuer as stored. */
export type FiscalIssuer = {
  idfornecedor: string;
  cnpj: string;
  inscricao_estadual: string;
  razao_social: string;
  nome_fantasia: string;
  logradouro: string;
  numero: string;
  bairro: string;
  codigo_municipio: string;
  municipio: string;
  uf: string;
  cep: string;
  telefone: string | null;
  crt: number;
  serie: number;
};

/** An order's NF-e as stored. */
export type InvoiceRow = {
  numpedido: number;
  idfornecedor: string;
  serie: number;
  numero: number;
  chave: string;
  codigo_numerico: number;
  protocolo: string;
  emitida_em: string;
};

export function findFiscalIssuer(db: Database, idfornecedor: string): FiscalIssuer | undefined {
  return statement(db, "SELECT * FROM nfe_issuers WHERE idfornecedor = ?").get(idfornecedor) as FiscalIssuer | undefined;
}

export function readInvoice(db: Database, numpedido: number): InvoiceRow | undefined {
  return statement(db, "SELECT * FROM nfe_invoices WHERE numpedido = ?").get(numpedido) as InvoiceRow | undefined;
}

/** Call 55's `notaFiscal`: the NF-e's number, series, access key and instant of issue; null for none. */
export function notaFiscalOf(invoice: InvoiceRow | undefined): NotaFiscal | null {
  return invoice ? { numero: invoice.numero, serie: invoice.serie, chave: invoice.chave, emitidaEm: invoice.emitida_em } : null;
}

export type InvoiceIssue =
  | { kind: "issued"; invoice: InvoiceRow }
  | { kind: "already"; invoice: InvoiceRow }
  /** The status is not one the goods are invoiced at (docs/rules/orders.md "Order documents": before they are ready to leave, or cancelled). */
  | { kind: "not-invoiced-status" }
  /** The order was a quote nobody ordered, or has no supplier's issuer to issue it. */
  | { kind: "no-issuer" };

/** A random cNF of 8 digits that is not the invoice's number (the manual forbids the two to be equal). */
function numericCode(numero: number): number {
  for (;;) {
    const code = randomInt(0, 100_000_000);
    if (code !== numero) return code;
  }
}

/** The authorization protocol's number: 1, the state's code, the year, and 10 digits. */
function protocolNumber(uf: keyof typeof UF_CODES, at: Date): string {
  return `1${UF_CODES[uf]}${yearMonthInSaoPaulo(at).slice(0, 2)}${String(randomInt(0, 10_000_000_000)).padStart(10, "0")}`;
}

/**
 * Issues the order's NF-e when its status is an invoiced one and it has none yet, numbered after
 * the supplier's latest in the issuer's series, dated `at`. In one transaction, so that no two
 * invoices take one number and an order never gets two.
 */
export function issueInvoiceIfDue(db: Database, order: { numpedido: number; idfornecedor: string; status: OrderStatus }, at: Date): InvoiceIssue {
  return db.transaction((): InvoiceIssue => {
    const existing = readInvoice(db, order.numpedido);
    if (existing) return { kind: "already", invoice: existing };
    if (!isInvoicedStatus(order.status)) return { kind: "not-invoiced-status" };
    const issuer = findFiscalIssuer(db, order.idfornecedor);
    if (!issuer || !isUf(issuer.uf)) return { kind: "no-issuer" };
    const latest = statement(db, "SELECT max(numero) FROM nfe_invoices WHERE idfornecedor = ? AND serie = ?").pluck().get(issuer.idfornecedor, issuer.serie) as number | null;
    const numero = (latest ?? 0) + 1;
    const codigo_numerico = numericCode(numero);
    const chave = nfeAccessKey({ uf: issuer.uf, emitidaEm: at, cnpj: issuer.cnpj, serie: issuer.serie, numero, codigoNumerico: codigo_numerico });
    const invoice: InvoiceRow = {
      numpedido: order.numpedido,
      idfornecedor: issuer.idfornecedor,
      serie: issuer.serie,
      numero,
      chave,
      codigo_numerico,
      protocolo: protocolNumber(issuer.uf, at),
      emitida_em: at.toISOString(),
    };
    statement(
      db,
      `INSERT INTO nfe_invoices (numpedido, idfornecedor, serie, numero, chave, codigo_numerico, protocolo, emitida_em)
       VALUES (@numpedido, @idfornecedor, @serie, @numero, @chave, @codigo_numerico, @protocolo, @emitida_em)`
    ).run(invoice);
    return { kind: "issued", invoice };
  })();
}
