import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "~/models/checkout/order";
import { orderStatusLabel, paymentStatusLabel } from "~/models/checkout/order-status";
import { slotLabelOf } from "~/models/checkout/order-view";

describe("an order's delivery slot as the order's page reads it (its start, São Paulo time)", () => {
  it.each([
    ["2026-11-26T08:00:00-03:00", "qui., 26/11, a partir das 08:00"],
    ["2026-11-24T13:00:00-03:00", "ter., 24/11, a partir das 13:00"],
    ["2026-12-31T18:00:00-03:00", "qui., 31/12, a partir das 18:00"],
    ["2027-01-01T09:00:00-03:00", "sex., 01/01, a partir das 09:00"],
    ["2028-02-29T07:00:00-03:00", "ter., 29/02, a partir das 07:00"],
  ])("%s → %s", (dataDeEntrega, label) => {
    expect(slotLabelOf(dataDeEntrega)).toBe(label);
  });

  it.each([null, "", "amanhã de manhã", "2026-11-26", "26/11/2026 08:00"])("%j has no label", (dataDeEntrega) => {
    expect(slotLabelOf(dataDeEntrega)).toBeNull();
  });
});

describe('docs/rules/orders.md "Order statuses": each status as the shopper reads it', () => {
  it.each([
    ["ORCAMENTO_NOVO", "quote received / under analysis", "Orçamento recebido, em análise"],
    ["ORCAMENTO_PRECIFICADO", "quote priced", "Orçamento precificado"],
    ["ENVIADO", "order received", "Pedido recebido"],
    ["SEPARANDO", "preparing", "Em separação"],
    ["AGUARDANDOPAGAMENTO", "awaiting payment", "Aguardando pagamento"],
    ["PAGO", "ready for delivery", "Pronto para entrega"],
    ["EMENTREGA", "out for delivery", "Saiu para entrega"],
    ["PRONTO_RETIRADA", "ready for pickup", "Pronto para retirada"],
    ["ENTREGUE", "delivered", "Entregue"],
    ["CANCELADO", "cancelled", "Cancelado"],
  ] as const)("%s ('%s'): %s", (status, _spec, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it("every status of the contract has a label", () => {
    expect(ORDER_STATUSES.map(orderStatusLabel).every((label) => label.length > 0)).toBe(true);
  });
});

describe("where the payment stands (docs/upstream-api.md §56: AGUARDANDO until a payment call, then the verdict)", () => {
  it.each([
    ["NAO_SE_APLICA", "Sem pagamento on-line"],
    ["AGUARDANDO", "Aguardando pagamento"],
    ["PENDENTE", "Pagamento em análise"],
    ["APROVADO", "Pagamento aprovado"],
    ["RECUSADO", "Pagamento recusado"],
  ] as const)("%s: %s", (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });

  it("every payment status of the contract has its own label", () => {
    expect(new Set(PAYMENT_STATUSES.map(paymentStatusLabel)).size).toBe(PAYMENT_STATUSES.length);
  });
});
