import { formatBRL, roundCents } from "~/models/money";
import { formatLinhaDigitavel } from "./boleto";
import type { Boleto, Invoice, InvoiceList, InvoiceStatus } from "./invoice";
import { overdueLabel } from "./overdue-label";

/**
 * The invoices page (docs/rules/orders.md "Invoices and credit limit", "invoice info", "invoice payment"): open and paid invoices
 * with their due days and status — vencida, em aberto, paga — and the credit limit, total and
 * available.
 */

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  VENCIDA: "Vencida",
  ABERTA: "Em aberto",
  PAGA: "Paga",
  CANCELADA: "Cancelada",
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** "2026-12-21" → "21/12/2026". */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

const SAO_PAULO_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The São Paulo day of an instant, YYYY-MM-DD: the day due days are read on. */
export function saoPauloToday(now: Date): string {
  return SAO_PAULO_DAY.format(now);
}

/**
 * When it is due or was paid, said against today: "Vence hoje", "Vence amanhã", "Vence em 21/12/2026
 * (em 26 dias)", "Venceu em 20/11/2026 (há 5 dias)", "Paga em 10/11/2026".
 */
export function dueLine(invoice: Pick<Invoice, "status" | "vencimento" | "pagaEm">, today: string): string {
  if (invoice.status === "PAGA")
    return invoice.pagaEm ? `Paga em ${formatDay(saoPauloToday(new Date(invoice.pagaEm)))}` : "Paga";
  if (invoice.status === "CANCELADA") return "Cancelada";
  const days = dayNumber(invoice.vencimento) - dayNumber(today);
  const day = formatDay(invoice.vencimento);
  if (days === 0) return `Vence hoje, ${day}`;
  if (days === 1) return `Vence amanhã, ${day}`;
  if (days > 1) return `Vence em ${day} (em ${days} dias)`;
  return `Venceu em ${day} (há ${-days} ${days === -1 ? "dia" : "dias"})`;
}

export type InvoiceRow = {
  idfatura: string;
  descricao: string;
  numpedido: string | null;
  valor: number;
  status: InvoiceStatus;
  statusLabel: string;
  emissao: string;
  vencimento: string;
  quando: string;
  /** The boleto, its linha digitável printed as banks print it; null when there is none to pay. */
  boleto: (Boleto & { linhaFormatada: string }) | null;
};

function rowOf(invoice: Invoice, today: string): InvoiceRow {
  return {
    idfatura: invoice.idfatura,
    descricao: invoice.descricao,
    numpedido: invoice.numpedido,
    valor: invoice.valor,
    status: invoice.status,
    statusLabel: INVOICE_STATUS_LABELS[invoice.status],
    emissao: formatDay(invoice.emissao),
    vencimento: formatDay(invoice.vencimento),
    quando: dueLine(invoice, today),
    boleto: invoice.boleto
      ? { ...invoice.boleto, linhaFormatada: formatLinhaDigitavel(invoice.boleto.linhaDigitavel) }
      : null,
  };
}

export type CreditView = { total: number; disponivel: number | null; usado: number | null };

export type InvoicesView = {
  /** To pay: past due first, then by due day. */
  abertas: InvoiceRow[];
  /** Paid (and cancelled), the latest due first. */
  encerradas: InvoiceRow[];
  totalAberto: number;
  totalVencido: number;
  vencidas: number;
  credito: CreditView | null;
};

/** The page's view of call 69's answer, `today` being São Paulo's day. */
export function invoicesView(list: InvoiceList, today: string): InvoicesView {
  const open = list.faturas.filter((invoice) => invoice.status === "ABERTA" || invoice.status === "VENCIDA");
  const closed = list.faturas.filter((invoice) => invoice.status === "PAGA" || invoice.status === "CANCELADA");
  const byDue = (a: Invoice, b: Invoice) =>
    a.vencimento.localeCompare(b.vencimento) || Number(a.idfatura) - Number(b.idfatura);
  const overdue = open.filter((invoice) => invoice.status === "VENCIDA");
  const sum = (invoices: readonly Invoice[]) =>
    roundCents(invoices.reduce((total, invoice) => total + invoice.valor, 0));
  const { limite_credito_total: total, limite_credito_disponivel: disponivel } = list;
  return {
    abertas: [...open].sort(byDue).map((invoice) => rowOf(invoice, today)),
    encerradas: [...closed].sort((a, b) => -byDue(a, b)).map((invoice) => rowOf(invoice, today)),
    totalAberto: sum(open),
    totalVencido: sum(overdue),
    vencidas: overdue.length,
    credito:
      total === null ? null : { total, disponivel, usado: disponivel === null ? null : roundCents(total - disponivel) },
  };
}

/** What the header keeps of the invoices after login (docs/rules/account.md "Login": load invoices): how many are open and past due. */
export type InvoiceSummary = { abertas: number; vencidas: number; credito: boolean };

export function invoiceSummary(list: InvoiceList): InvoiceSummary {
  return {
    abertas: list.faturas.filter((invoice) => invoice.status === "ABERTA" || invoice.status === "VENCIDA").length,
    vencidas: list.faturas.filter((invoice) => invoice.status === "VENCIDA").length,
    credito: list.limite_credito_total !== null,
  };
}

export { overdueLabel } from "./overdue-label";

/** "R$ 4.329,50 vencido em 1 fatura." for the page's notice. */
export function overdueNotice(view: Pick<InvoicesView, "vencidas" | "totalVencido">): string | null {
  if (view.vencidas === 0) return null;
  return `Você tem ${overdueLabel(view.vencidas)}, somando ${formatBRL(view.totalVencido)}. Pague o quanto antes para manter seu crédito disponível.`;
}

/** The id of an invoice from the address: digits only, checked before any call. */
export function isInvoiceId(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,15}$/.test(value);
}

/**
 * The invoices a viewer may see (issue "Trust first"; docs/upstream-api.md §69): with `orders` (the
 * numbers of the orders a company's user placed, call 61 scoped to them), only the invoices of those
 * orders — one billed outside the storefront (no `numpedido`) is the company's, not theirs; without
 * (null: the principal, a customer on their own), every one.
 */
export function invoicesOfOrders(list: InvoiceList, orders: ReadonlySet<string> | null): InvoiceList {
  if (orders === null) return list;
  return {
    ...list,
    faturas: list.faturas.filter((invoice) => invoice.numpedido !== null && orders.has(invoice.numpedido)),
  };
}
