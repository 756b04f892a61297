import { describe, expect, it } from "vitest";
import { OrderSchema, type Order } from "~/models/checkout/order";
import { mayRate, orderDetailView } from "~/models/orders/order-detail-view";

/** Call 55's answer for a pickup paid by PIX, with `overrides`. */
function order(overrides: Record<string, unknown> = {}): Order {
  return OrderSchema.parse({
    numpedido: 10001,
    idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
    idcliente: 501,
    status: "ENVIADO",
    historico: [{ status: "ENVIADO", data: "2026-11-23T12:00:00.000Z" }],
    dataPedido: "2026-11-23T12:00:00.000Z",
    itens: [{ idproduto: 1001, nome: "Arroz branco tipo 1 5 kg", quantidade: 2, precoUnitario: 155.1, total: 310.2 }],
    subtotal: 310.2,
    totalpedido: 310.2,
    tipoEntrega: "RETIRADA",
    formaEntrega: {
      idformaentrega: "aurora-retirada",
      descricao: "Retirada no centro de distribuição",
      data_de_entrega: "2026-11-23T13:00:00-03:00",
    },
    lojaRetira: { nome: "Centro de distribuição Mooca", descricao_endereco_loja: "Rua da Mooca, 1000" },
    formaPagamento: { idformapagamento: 12, descricao: "PIX", tipo: "PIX" },
    pagamento: { status: "AGUARDANDO" },
    ...overrides,
  });
}

describe("docs/rules/orders.md \"Rating\": 'rate orders': a delivered or picked-up order is rated once", () => {
  it.each([
    ["ENTREGUE", null, true],
    ["ENTREGUE", { nota: 5, comentario: null, avaliadoEm: "2026-11-25T15:00:00.000Z" }, false],
    ["PRONTO_RETIRADA", null, false],
    ["EMENTREGA", null, false],
    ["CANCELADO", null, false],
  ] as const)("%s, rating %j: %s", (status, avaliacao, allowed) => {
    expect(mayRate(order({ status, avaliacao }))).toBe(allowed);
  });
});

describe("what the details page is given of an order", () => {
  it("dates in São Paulo time, steps, the slot and the payment as the shopper reads them", () => {
    const view = orderDetailView(order());
    expect(view).toMatchObject({
      numpedido: "10001",
      quote: false,
      dataPedido: "23/11/2026, 09:00",
      statusLabel: "Pedido recebido",
      cancelled: false,
      entrega: { descricao: "Retirada no centro de distribuição", quando: "seg., 23/11, a partir das 13:00" },
      pagamento: { descricao: "PIX", statusLabel: "Aguardando pagamento", mensagem: null, trocoPara: null, due: true },
      mayRate: false,
      avaliacao: null,
    });
    expect(view.steps[0]).toEqual({
      status: "ENVIADO",
      label: "Pedido recebido",
      state: "current",
      data: "23/11/2026, 09:00",
    });
  });

  it("nothing the page does not show: no ids of the client or supplier, no history as sent", () => {
    const view = orderDetailView(order({ numeroErp: "ERP-77", emitidoPor: "Júlia Martins" }));
    expect(view).not.toHaveProperty("idcliente");
    expect(view).not.toHaveProperty("idfornecedor");
    expect(view).not.toHaveProperty("historico");
    expect(view).toMatchObject({ numeroErp: "ERP-77", emitidoPor: "Júlia Martins" });
  });

  it.each([
    ["RECUSADO", "Cartão recusado pelo emissor.", "Cartão recusado pelo emissor."],
    ["PENDENTE", "Pagamento em análise pelo emissor.", "Pagamento em análise pelo emissor."],
    ["APROVADO", "Pagamento aprovado.", null],
  ] as const)("a payment %s shows the gateway's message: %j", (status, mensagem, shown) => {
    const view = orderDetailView(
      order({
        formaPagamento: { idformapagamento: 13, descricao: "Cartão de crédito", tipo: "CARTAO" },
        pagamento: { status, mensagem },
      }),
    );
    expect(view.pagamento.mensagem).toBe(shown);
  });

  it("a cancelled order says no payment is awaited", () => {
    expect(orderDetailView(order({ status: "CANCELADO" })).pagamento).toMatchObject({
      descricao: "PIX",
      statusLabel: null,
      due: false,
    });
  });

  it("change is said for a payment on delivery only", () => {
    const onDelivery = order({
      formaPagamento: { idformapagamento: 32, descricao: "Pagar na retirada", tipo: "NA_ENTREGA", trocoPara: 100 },
      pagamento: { status: "NAO_SE_APLICA" },
    });
    expect(orderDetailView(onDelivery).pagamento).toMatchObject({ trocoPara: 100, statusLabel: null, due: false });
  });

  it("a quote, a cancelled order and a rating", () => {
    expect(
      orderDetailView(
        order({
          status: "ORCAMENTO_NOVO",
          historico: [{ status: "ORCAMENTO_NOVO", data: "2026-11-23T12:00:00.000Z" }],
        }),
      ).quote,
    ).toBe(true);
    expect(orderDetailView(order({ status: "CANCELADO" })).cancelled).toBe(true);
    const rated = orderDetailView(
      order({ status: "ENTREGUE", avaliacao: { nota: 4, comentario: "Bom", avaliadoEm: "2026-11-25T15:20:00.000Z" } }),
    );
    expect(rated.avaliacao).toEqual({ nota: 4, comentario: "Bom", avaliadoEm: "25/11/2026, 12:20" });
  });
});
