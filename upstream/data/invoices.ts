import type { Database } from "better-sqlite3";
import type { z } from "zod";
import { barcode, linhaDigitavel } from "../../app/models/invoices/boleto";
import type { InvoiceListSchema, InvoiceSchema } from "../../app/models/invoices/invoice";
import { roundCents } from "../../app/models/money";
import { statement } from "../db/statements";
import { saoPauloDay } from "./coupon-rules";
import type { OrderRow } from "./orders";

/**
 * Customers' invoices, the boletos of what they buy on credit (docs/upstream-api.md §69,
 * upstream/db/migrations/021_invoices.sql): issued for invoiced orders, listed for their customer with
 * their boletos, paid (giving the credit back) and moved to another due day by the supplier's staff
 * (the operator commands). Not the NF-e fiscal documents of orders (nfe-invoices.ts).
 */

type InvoiceSettings = {
  idfornecedor: string;
  banco: string;
  banco_nome: string;
  agencia: string;
  conta: string;
  carteira: string;
  beneficiario: string;
  documento: string;
  prazo_dias: number;
};

export type InvoiceRow = {
  idfatura: number;
  idfornecedor: string;
  idcliente: number;
  numpedido: number | null;
  descricao: string;
  valor: number;
  emissao: string;
  vencimento: string;
  paga_em: string | null;
  cancelada_em: string | null;
};

export type InvoiceOwner = { idcliente: number; idfornecedor: string };

type Credit = { limite_credito_total: number | null; limite_credito_disponivel: number | null };

const DAY_MS = 86_400_000;

/** The day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function settingsOf(db: Database, idfornecedor: string): InvoiceSettings | undefined {
  return statement(db, "SELECT * FROM invoice_settings WHERE idfornecedor = ?").get(idfornecedor) as InvoiceSettings | undefined;
}

function creditOf(db: Database, owner: InvoiceOwner): Credit | undefined {
  return statement(db, "SELECT limite_credito_total, limite_credito_disponivel FROM customer_suppliers WHERE idcliente = ? AND idfornecedor = ?").get(
    owner.idcliente,
    owner.idfornecedor
  ) as Credit | undefined;
}

/** Writes an invoice; answers its id. */
export function insertInvoice(db: Database, invoice: Omit<InvoiceRow, "idfatura" | "paga_em" | "cancelada_em"> & { paga_em?: string | null }): number {
  return Number(
    statement(
      db,
      `INSERT INTO invoices (idfornecedor, idcliente, numpedido, descricao, valor, emissao, vencimento, paga_em)
       VALUES (@idfornecedor, @idcliente, @numpedido, @descricao, @valor, @emissao, @vencimento, @paga_em)`
    ).run({ paga_em: null, ...invoice }).lastInsertRowid
  );
}

/**
 * Call 53: the invoice of an invoiced order (FATURADO, not a quote) at a supplier that issues them,
 * for the order's total, due the supplier's prazo_dias after the day it was placed.
 */
export function invoiceOrder(db: Database, order: OrderRow): void {
  if (order.pagamento_tipo !== "FATURADO" || order.orcamento === 1) return;
  const settings = settingsOf(db, order.idfornecedor);
  if (!settings) return;
  const emissao = saoPauloDay(new Date(order.criado_em));
  insertInvoice(db, {
    idfornecedor: order.idfornecedor,
    idcliente: order.idcliente,
    numpedido: order.numpedido,
    descricao: `Pedido ${order.numpedido}`,
    valor: order.totalpedido,
    emissao,
    vencimento: addDays(emissao, settings.prazo_dias),
  });
}

/** Where an invoice stands on `today`: paid, cancelled, past its due day, or open. */
function statusOf(row: InvoiceRow, today: string): z.input<typeof InvoiceSchema>["status"] {
  if (row.paga_em !== null) return "PAGA";
  if (row.cancelada_em !== null) return "CANCELADA";
  return row.vencimento < today ? "VENCIDA" : "ABERTA";
}

/** The nosso número: the invoice's id in 11 digits. */
const nossoNumero = (idfatura: number) => String(idfatura).padStart(11, "0");

/** The boleto of an invoice still to pay: the barcode's free field is agency, wallet, nosso número, account and 0. */
function boletoOf(row: InvoiceRow, settings: InvoiceSettings, payer: { nome: string; cpf: string }) {
  const numero = nossoNumero(row.idfatura);
  const code = barcode({
    banco: settings.banco,
    vencimento: row.vencimento,
    valor: row.valor,
    campoLivre: `${settings.agencia}${settings.carteira}${numero}${settings.conta}0`,
  });
  return {
    banco: settings.banco,
    bancoNome: settings.banco_nome,
    linhaDigitavel: linhaDigitavel(code),
    codigoBarras: code,
    nossoNumero: `${settings.carteira}/${numero}`,
    beneficiario: { nome: settings.beneficiario, documento: settings.documento, agencia: settings.agencia, conta: settings.conta },
    pagador: { nome: payer.nome, documento: payer.cpf },
    localPagamento: "Pagável em qualquer banco até o vencimento",
  };
}

/**
 * GET …/faturas-cliente (§69): the client's invoices at the supplier, the latest due first, with the
 * credit limit; with `completeInfo`, the boleto of each invoice still to pay.
 */
export function listInvoices(db: Database, owner: InvoiceOwner, now: Date, completeInfo: boolean): z.input<typeof InvoiceListSchema> {
  const today = saoPauloDay(now);
  const rows = statement(db, "SELECT * FROM invoices WHERE idcliente = ? AND idfornecedor = ? ORDER BY vencimento DESC, idfatura DESC").all(
    owner.idcliente,
    owner.idfornecedor
  ) as InvoiceRow[];
  const credit = creditOf(db, owner);
  const settings = completeInfo ? settingsOf(db, owner.idfornecedor) : undefined;
  const payer = completeInfo ? (statement(db, "SELECT nome, cpf FROM customers WHERE idcliente = ?").get(owner.idcliente) as { nome: string; cpf: string }) : undefined;
  return {
    limite_credito_total: credit?.limite_credito_total ?? null,
    limite_credito_disponivel: credit?.limite_credito_disponivel ?? null,
    faturas: rows.map((row) => {
      const status = statusOf(row, today);
      const payable = status === "ABERTA" || status === "VENCIDA";
      return {
        idfatura: row.idfatura,
        numpedido: row.numpedido,
        descricao: row.descricao,
        valor: row.valor,
        emissao: row.emissao,
        vencimento: row.vencimento,
        status,
        pagaEm: row.paga_em,
        boleto: payable && settings && payer ? boletoOf(row, settings, payer) : null,
      };
    }),
  };
}

/** The invoice with this id, or the one of this order. */
export function findInvoice(db: Database, by: { idfatura: number } | { numpedido: number }): InvoiceRow | undefined {
  return "idfatura" in by
    ? (statement(db, "SELECT * FROM invoices WHERE idfatura = ?").get(by.idfatura) as InvoiceRow | undefined)
    : (statement(db, "SELECT * FROM invoices WHERE numpedido = ?").get(by.numpedido) as InvoiceRow | undefined);
}

/**
 * Records an invoice paid (as the bank's return would) and gives its amount back to the customer's
 * available credit, never above the total. False when it was paid or cancelled already.
 */
export function payInvoice(db: Database, idfatura: number, now: Date): boolean {
  return db.transaction(() => {
    const invoice = findInvoice(db, { idfatura });
    if (!invoice || invoice.paga_em !== null || invoice.cancelada_em !== null) return false;
    statement(db, "UPDATE invoices SET paga_em = ? WHERE idfatura = ?").run(now.toISOString(), idfatura);
    const credit = creditOf(db, invoice);
    if (credit && credit.limite_credito_disponivel !== null) {
      const back = roundCents(credit.limite_credito_disponivel + invoice.valor);
      const capped = credit.limite_credito_total === null ? back : Math.min(back, credit.limite_credito_total);
      statement(db, "UPDATE customer_suppliers SET limite_credito_disponivel = ? WHERE idcliente = ? AND idfornecedor = ?").run(
        capped,
        invoice.idcliente,
        invoice.idfornecedor
      );
    }
    return true;
  })();
}

/** Moves an unpaid invoice's due day (not before the day it was issued); its boleto changes with it. */
export function setInvoiceDue(db: Database, idfatura: number, vencimento: string): void {
  statement(db, "UPDATE invoices SET vencimento = ? WHERE idfatura = ?").run(vencimento, idfatura);
}
