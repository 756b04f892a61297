import { describe, expect, it } from "vitest";
import type { OrderStatus, PaymentStatus } from "~/models/checkout/order";
import {
  isInvoicedStatus,
  orderDocumentsView,
  receiptAvailable,
  type PaymentKind,
} from "~/models/orders/order-documents";

/**
 * An order's documents (docs/rules/orders.md "Order details": "order details (status steps, invoice, DANFE, XML, ERP number)";
 * docs/upstream-api.md §63–§65): which orders have a receipt, and which have an NF-e.
 */

describe("the receipt: once the payment is settled (§63)", () => {
  it.each<[PaymentKind, PaymentStatus, OrderStatus, boolean]>([
    ["PIX", "APROVADO", "ENVIADO", true],
    ["CARTAO", "APROVADO", "SEPARANDO", true],
    ["CARTAO", "APROVADO", "CANCELADO", true],
    ["PIX", "AGUARDANDO", "ENVIADO", false],
    ["CARTAO", "PENDENTE", "ENVIADO", false],
    ["CARTAO", "RECUSADO", "ENVIADO", false],
    ["NA_ENTREGA", "NAO_SE_APLICA", "PRONTO_RETIRADA", false],
    ["NA_ENTREGA", "NAO_SE_APLICA", "ENTREGUE", true],
    ["FATURADO", "NAO_SE_APLICA", "ENTREGUE", false],
    ["PIX", "NAO_SE_APLICA", "ORCAMENTO_NOVO", false],
  ])("%s, payment %s, order %s: %s", (tipo, pagamento, status, available) => {
    expect(receiptAvailable({ tipo, pagamento, status })).toBe(available);
  });
});

describe('docs/rules/orders.md "Order documents": the goods are invoiced as they are ready to leave', () => {
  it.each<[OrderStatus, boolean]>([
    ["ORCAMENTO_NOVO", false],
    ["ORCAMENTO_PRECIFICADO", false],
    ["ENVIADO", false],
    ["SEPARANDO", false],
    ["AGUARDANDOPAGAMENTO", false],
    ["PAGO", true],
    ["EMENTREGA", true],
    ["PRONTO_RETIRADA", true],
    ["ENTREGUE", true],
    ["CANCELADO", false],
  ])("%s: %s", (status, invoiced) => {
    expect(isInvoicedStatus(status)).toBe(invoiced);
  });
});

describe("what the order's page shows of its documents", () => {
  const base = {
    numpedido: "10001",
    status: "SEPARANDO" as OrderStatus,
    formaPagamento: { tipo: "PIX" as PaymentKind },
    pagamento: { status: "APROVADO" as PaymentStatus },
    notaFiscal: null,
  };

  it("a paid order being prepared: the receipt, and an NF-e still to come", () => {
    expect(orderDocumentsView(base)).toEqual({
      receipt: true,
      receiptExpected: true,
      invoiceExpected: true,
      invoice: null,
    });
  });

  it("an invoiced order: its number in groups of three, the series in three digits, the key in groups of four", () => {
    const view = orderDocumentsView({
      ...base,
      status: "ENTREGUE",
      notaFiscal: {
        numero: 1234,
        serie: 1,
        chave: "35261118345672000102550010000000011123456787",
        emitidaEm: "2026-11-25T13:05:00.000Z",
      },
    });
    expect(view.invoice).toEqual({
      numero: "000.001.234",
      serie: "001",
      chave: "3526 1118 3456 7200 0102 5500 1000 0000 0111 2345 6787",
    });
  });

  it.each<[string, Partial<typeof base>, { receiptExpected: boolean; invoiceExpected: boolean }]>([
    [
      "a quote not priced expects nothing",
      { status: "ORCAMENTO_NOVO", pagamento: { status: "NAO_SE_APLICA" } },
      { receiptExpected: false, invoiceExpected: false },
    ],
    [
      "a quote priced expects nothing",
      { status: "ORCAMENTO_PRECIFICADO", pagamento: { status: "NAO_SE_APLICA" } },
      { receiptExpected: false, invoiceExpected: false },
    ],
    ["a cancelled order expects nothing", { status: "CANCELADO" }, { receiptExpected: false, invoiceExpected: false }],
    [
      "a PIX order not paid expects both",
      { pagamento: { status: "AGUARDANDO" } },
      { receiptExpected: true, invoiceExpected: true },
    ],
    [
      "an invoice (boleto) order expects its NF-e, not a receipt",
      { formaPagamento: { tipo: "FATURADO" }, pagamento: { status: "NAO_SE_APLICA" } },
      { receiptExpected: false, invoiceExpected: true },
    ],
  ])("%s", (_about, change, expected) => {
    expect(orderDocumentsView({ ...base, ...change })).toMatchObject(expected);
  });
});
