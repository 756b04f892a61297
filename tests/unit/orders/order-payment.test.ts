import { describe, expect, it } from "vitest";
import { OrderSchema, type OrderStatus, type PaymentStatus } from "~/models/checkout/order";
import { paymentDue, paymentLabel } from "~/models/orders/order-payment";

type Kind = "CARTAO" | "PIX" | "FATURADO" | "NA_ENTREGA";

/** What the payment rules read of call 55's order. */
const order = (tipo: Kind, payment: PaymentStatus, status: OrderStatus) =>
  OrderSchema.pick({ status: true, formaPagamento: true, pagamento: true }).parse({
    status,
    formaPagamento: { idformapagamento: 1, descricao: tipo, tipo },
    pagamento: { status: payment },
  });

describe('docs/rules/checkout.md "Payment": the way to pay shows while a card or PIX payment is due', () => {
  it.each<[Kind, PaymentStatus, OrderStatus, boolean]>([
    ["PIX", "AGUARDANDO", "ENVIADO", true],
    ["CARTAO", "AGUARDANDO", "SEPARANDO", true],
    ["CARTAO", "RECUSADO", "ENVIADO", true],
    ["CARTAO", "PENDENTE", "ENVIADO", false],
    ["PIX", "APROVADO", "PAGO", false],
    ["PIX", "AGUARDANDO", "CANCELADO", false],
    ["CARTAO", "RECUSADO", "CANCELADO", false],
    ["FATURADO", "NAO_SE_APLICA", "ENVIADO", false],
    ["NA_ENTREGA", "NAO_SE_APLICA", "ENVIADO", false],
    ["PIX", "NAO_SE_APLICA", "ORCAMENTO_NOVO", false],
  ])("%s %s, order %s: %s", (tipo, payment, status, due) => {
    expect(paymentDue(order(tipo, payment, status))).toBe(due);
  });
});

describe("where the payment stands, in words", () => {
  it.each<[OrderStatus, PaymentStatus, string | null]>([
    ["ENVIADO", "NAO_SE_APLICA", null],
    ["ENVIADO", "AGUARDANDO", "Aguardando pagamento"],
    ["ENVIADO", "PENDENTE", "Pagamento em análise"],
    ["PAGO", "APROVADO", "Pagamento aprovado"],
    ["ENVIADO", "RECUSADO", "Pagamento recusado"],
    ["CANCELADO", "AGUARDANDO", null],
    ["CANCELADO", "RECUSADO", null],
    ["CANCELADO", "PENDENTE", "Pagamento em análise"],
    ["CANCELADO", "APROVADO", "Pagamento aprovado"],
  ])("order %s, payment %s: %j", (status, payment, label) => {
    expect(paymentLabel(status, payment)).toBe(label);
  });
});
