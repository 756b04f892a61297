/**
 * docs/rules/orders.md "Invoices and credit limit" (with the "invoice info" and "invoice payment" dialogs) and §3 "User/client"
 * (faturas, limite_credito_total, limite_credito_disponivel): each invoice's status — vencida, em aberto,
 * paga — and due day said against today, the ones to pay before those paid, and the credit limit.
 */
import { describe, expect, it } from "vitest";
import { InvoiceListSchema, type InvoiceList } from "~/models/invoices/invoice";
import {
  dueLine,
  formatDay,
  invoicesView,
  invoiceSummary,
  isInvoiceId,
  overdueLabel,
  overdueNotice,
  saoPauloToday,
} from "~/models/invoices/invoice-view";

const TODAY = "2026-11-25";
const LINHA = "00190500954014481606906809350314337370000000100";

const boleto = (linhaDigitavel = LINHA) => ({
  banco: "001",
  bancoNome: "Banco do Brasil",
  linhaDigitavel,
  codigoBarras: "00193373700000001000500940144816060680935031",
  nossoNumero: "09/00000000001",
  beneficiario: { nome: "Distribuidora Aurora Ltda.", documento: "24681357000140", agencia: "3381", conta: "0012345" },
  pagador: { nome: "Ana Beatriz Souza", documento: "52998224725" },
});

function list(
  faturas: Record<string, unknown>[],
  credit: { total: number | null; disponivel: number | null } = { total: 3000, disponivel: 2000 },
): InvoiceList {
  return InvoiceListSchema.parse({
    limite_credito_total: credit.total,
    limite_credito_disponivel: credit.disponivel,
    faturas,
  });
}

const invoice = (
  idfatura: number,
  status: string,
  vencimento: string,
  valor: number,
  extra: Record<string, unknown> = {},
) => ({
  idfatura,
  numpedido: null,
  descricao: `Fatura ${idfatura}`,
  valor,
  emissao: "2026-10-01",
  vencimento,
  status,
  ...extra,
});

describe("the due line, against today (São Paulo)", () => {
  it.each([
    ["ABERTA", "2026-11-25", null, "Vence hoje, 25/11/2026"],
    ["ABERTA", "2026-11-26", null, "Vence amanhã, 26/11/2026"],
    ["ABERTA", "2026-12-21", null, "Vence em 21/12/2026 (em 26 dias)"],
    ["VENCIDA", "2026-11-24", null, "Venceu em 24/11/2026 (há 1 dia)"],
    ["VENCIDA", "2026-11-20", null, "Venceu em 20/11/2026 (há 5 dias)"],
    ["PAGA", "2026-11-20", "2026-11-19T15:00:00.000Z", "Paga em 19/11/2026"],
    // Paid at 23:30 in São Paulo on the 19th is the 20th in UTC: the day is São Paulo's.
    ["PAGA", "2026-11-20", "2026-11-20T02:30:00.000Z", "Paga em 19/11/2026"],
    ["CANCELADA", "2026-11-20", null, "Cancelada"],
  ] as const)("%s due %s (paid %s) → %s", (status, vencimento, pagaEm, line) => {
    expect(dueLine({ status, vencimento, pagaEm }, TODAY)).toBe(line);
  });

  it("reads today in São Paulo, whatever the server's zone", () => {
    expect(saoPauloToday(new Date("2026-11-26T02:30:00Z"))).toBe("2026-11-25");
    expect(saoPauloToday(new Date("2026-11-26T03:00:00Z"))).toBe("2026-11-26");
  });

  it("writes days as Brazilians do", () => {
    expect(formatDay("2026-01-05")).toBe("05/01/2026");
  });
});

describe("invoicesView", () => {
  const view = invoicesView(
    list([
      invoice(1, "PAGA", "2026-10-10", 100, { pagaEm: "2026-10-09T12:00:00Z" }),
      invoice(2, "ABERTA", "2026-12-20", 200.1, { boleto: boleto() }),
      invoice(3, "VENCIDA", "2026-11-20", 300.2, { boleto: boleto() }),
      invoice(4, "PAGA", "2026-11-10", 400, { pagaEm: "2026-11-08T12:00:00Z" }),
      invoice(5, "VENCIDA", "2026-11-01", 50, { boleto: boleto() }),
    ]),
    TODAY,
  );

  it("lists those to pay by due day (the past due first), then those paid, the latest first", () => {
    expect(view.abertas.map((row) => [row.idfatura, row.statusLabel])).toEqual([
      ["5", "Vencida"],
      ["3", "Vencida"],
      ["2", "Em aberto"],
    ]);
    expect(view.encerradas.map((row) => [row.idfatura, row.statusLabel])).toEqual([
      ["4", "Paga"],
      ["1", "Paga"],
    ]);
  });

  it("adds up what is open and what is past due", () => {
    expect(view).toEqual(expect.objectContaining({ totalAberto: 550.3, totalVencido: 350.2, vencidas: 2 }));
    expect(overdueNotice(view)).toBe(
      "Você tem 2 faturas vencidas, somando R$\u00a0350,20. Pague o quanto antes para manter seu crédito disponível.",
    );
    expect(overdueNotice({ vencidas: 0, totalVencido: 0 })).toBeNull();
    expect(overdueLabel(1)).toBe("1 fatura vencida");
  });

  it("prints the boleto's linha digitável as banks do", () => {
    expect(view.abertas[0]?.boleto?.linhaFormatada).toBe("00190.50095 40144.816069 06809.350314 3 37370000000100");
  });

  it.each([
    [
      { total: 3000, disponivel: 2480.5 },
      { total: 3000, disponivel: 2480.5, usado: 519.5 },
    ],
    [
      { total: 3000, disponivel: null },
      { total: 3000, disponivel: null, usado: null },
    ],
    [{ total: null, disponivel: null }, null],
  ])("the credit limit %j → %j", (credit, expected) => {
    expect(invoicesView(list([], credit), TODAY).credito).toEqual(expected);
  });
});

describe("the boleto as the server sends it", () => {
  it("keeps a linha digitável whose check digits hold, printed or not", () => {
    const read = list([
      invoice(1, "ABERTA", "2026-12-20", 1, {
        boleto: boleto("00190.50095 40144.816069 06809.350314 3 37370000000100"),
      }),
    ]);
    expect(read.faturas[0]?.boleto?.linhaDigitavel).toBe(LINHA);
  });

  it("drops a boleto whose linha digitável is wrong, keeping the invoice: no code a bank would refuse is shown", () => {
    const wrong = `${LINHA.slice(0, 32)}4${LINHA.slice(33)}`;
    const read = list([invoice(1, "ABERTA", "2026-12-20", 1, { boleto: boleto(wrong) })]);
    expect(read.faturas[0]).toEqual(expect.objectContaining({ idfatura: "1", boleto: null }));
  });
});

describe('what the session keeps after login (docs/rules/account.md "Login": load invoices)', () => {
  it.each([
    [[], { total: 3000, disponivel: 3000 }, { abertas: 0, vencidas: 0, credito: true }],
    [
      [
        invoice(1, "VENCIDA", "2026-11-01", 10),
        invoice(2, "ABERTA", "2026-12-01", 10),
        invoice(3, "PAGA", "2026-10-01", 10),
      ],
      { total: null, disponivel: null },
      { abertas: 2, vencidas: 1, credito: false },
    ],
  ])("%#", (faturas, credit, summary) => {
    expect(invoiceSummary(list(faturas, credit))).toEqual(summary);
  });
});

describe("an invoice's id from the address", () => {
  it.each([
    ["7", true],
    ["123456789012345", true],
    ["1234567890123456", false],
    ["abc", false],
    ["7.5", false],
    ["-7", false],
    ["", false],
    [undefined, false],
  ])("%j → %s", (value, valid) => {
    expect(isInvoiceId(value)).toBe(valid);
  });
});
