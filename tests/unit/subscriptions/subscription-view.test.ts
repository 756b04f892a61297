/**
 * docs/rules/orders.md "Subscriptions": each subscription with its type, frequency, next delivery, products and
 * status, as the pages show it.
 */
import { describe, expect, it } from "vitest";
import { SubscriptionSchema } from "~/models/subscriptions/subscription";
import {
  formatDeliveryDay,
  frequencyLabel,
  isSubscriptionId,
  itemsSummary,
  subscriptionView,
} from "~/models/subscriptions/subscription-view";

const subscription = (overrides: Record<string, unknown> = {}) =>
  SubscriptionSchema.parse({
    idassinatura: 7,
    idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
    idcliente: 501,
    status: "ATIVA",
    tipo: { idtipoassinatura: 31, descricao: "Toda semana", dias: 7 },
    numpedido: 10001,
    criadaEm: "2026-11-23T12:00:00.000Z",
    proximaEntrega: "2026-11-30",
    tipoEntrega: "RETIRADA",
    formaEntrega: { descricao: "Retirada no centro de distribuição" },
    formaPagamento: { descricao: "PIX", tipo: "PIX" },
    valorEstimado: 402.4,
    itens: [
      { idproduto: 1001, nome: "Arroz branco tipo 1 5 kg", quantidade: 2 },
      { idproduto: 3001, nome: "Banana prata", quantidade: 1.5 },
    ],
    ...overrides,
  });

describe("subscriptionView", () => {
  it("an active subscription: its frequency, next delivery spelled out, products, delivery and payment", () => {
    expect(subscriptionView(subscription())).toEqual({
      idassinatura: "7",
      status: "ATIVA",
      statusLabel: "Ativa",
      frequencia: "Toda semana",
      proximaEntrega: "segunda-feira, 30/11/2026",
      itens: ["2 × Arroz branco tipo 1 5 kg", "1,5 × Banana prata"],
      entrega: "Retirada · Retirada no centro de distribuição",
      pagamento: "PIX",
      valorEstimado: 402.4,
      numpedido: "10001",
      criadaEm: "23/11/2026",
      canceladaEm: null,
      emitidoPor: null,
    });
  });

  it("a cancelled one: when, and no next delivery even if one is sent", () => {
    const view = subscriptionView(
      subscription({
        status: "CANCELADA",
        canceladaEm: "2026-11-26T02:30:00.000Z",
        tipoEntrega: "DELIVERY",
        formaEntrega: { descricao: "Entrega programada" },
      }),
    );
    expect(view).toEqual(
      expect.objectContaining({
        statusLabel: "Cancelada",
        proximaEntrega: null,
        canceladaEm: "25/11/2026",
        entrega: "Entrega · Entrega programada",
      }),
    );
  });
});

describe("frequencyLabel", () => {
  it.each([
    ["Toda semana", 7, "Toda semana"],
    ["A cada 15 dias", 15, "A cada 15 dias"],
    ["Todo mês", 30, "Todo mês"],
    ["Quinzenal", 15, "Quinzenal (a cada 15 dias)"],
    ["Diária", 1, "Diária (a cada 1 dia)"],
  ])("%s, %i days → %s", (descricao, dias, label) => {
    expect(frequencyLabel({ idtipoassinatura: "1", descricao, dias })).toBe(label);
  });
});

describe("itemsSummary", () => {
  it.each([
    [["2 × Arroz"], "2 × Arroz"],
    [["2 × Arroz", "1 × Feijão", "3 × Óleo"], "2 × Arroz, 1 × Feijão, 3 × Óleo"],
    [["2 × Arroz", "1 × Feijão", "3 × Óleo", "1 × Sal"], "2 × Arroz, 1 × Feijão, 3 × Óleo e mais 1 produto"],
    [["a", "b", "c", "d", "e"], "a, b, c e mais 2 produtos"],
  ])("%j → %s", (itens, text) => {
    expect(itemsSummary(itens)).toBe(text);
  });
});

describe("formatDeliveryDay and the id from the address", () => {
  it("spells the day out, on its own calendar day", () => {
    expect(formatDeliveryDay("2026-12-07")).toBe("segunda-feira, 07/12/2026");
    expect(formatDeliveryDay("não é dia")).toBe("não é dia");
  });

  it.each([
    ["1", true],
    ["999999999999999", true],
    ["0x1", false],
    ["1 ", false],
    ["", false],
    [undefined, false],
  ])("%j → %s", (value, valid) => {
    expect(isSubscriptionId(value)).toBe(valid);
  });
});
