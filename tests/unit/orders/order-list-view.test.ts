import { describe, expect, it } from "vitest";
import { listPage, listTab, orderListView, ORDERS_PER_PAGE, paymentLine } from "~/models/orders/order-list-view";
import { OrderSummaryListSchema, type OrderSummary } from "~/models/orders/order-summary";

/** A summary as call 61 sends it (tipoentrega in lower case), read through the schema. */
function summary(numpedido: number, overrides: Record<string, unknown> = {}): OrderSummary {
  const [read] = OrderSummaryListSchema.parse([
    {
      numpedido,
      dataPedido: "2026-11-23T12:00:00.000Z",
      status: "ENVIADO",
      totalpedido: 427.4,
      tipoentrega: "DELIVERY",
      formaPagamento: { descricao: "Boleto faturado 28 dias", tipo: "FATURADO" },
      pagamento: { status: "NAO_SE_APLICA" },
      quantidadeItens: 2,
      ...overrides,
    },
  ]);
  return read!;
}

describe('docs/rules/checkout.md "Order response": in order lists the delivery type arrives as tipoentrega and is renamed tipoEntrega', () => {
  it.each(["DELIVERY", "RETIRADA"] as const)("%s", (tipoentrega) => {
    const read = summary(10001, { tipoentrega });
    expect(read.tipoEntrega).toBe(tipoentrega);
    expect(read).not.toHaveProperty("tipoentrega");
  });

  it("an id as a number or text, and what the server leaves out, default", () => {
    expect(summary(10001)).toMatchObject({ numpedido: "10001", emitidoPor: null, orcamento: false });
    expect(summary(10001, { numpedido: "10001" }).numpedido).toBe("10001");
  });
});

describe("the list's switch and page from the address (?tipo=, ?pagina=)", () => {
  it.each([
    [null, "pedidos"],
    ["pedidos", "pedidos"],
    ["orcamentos", "orcamentos"],
    ["ORCAMENTOS", "pedidos"],
    ["assinaturas", "pedidos"],
    ["", "pedidos"],
  ])("tipo=%j → %s", (value, tab) => {
    expect(listTab(value)).toBe(tab);
  });

  it.each([
    [null, 1],
    ["1", 1],
    ["3", 3],
    ["9999", 9999],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["10000", 1],
    ["abc", 1],
    ["", 1],
  ])("pagina=%j → %i", (value, page) => {
    expect(listPage(value)).toBe(page);
  });
});

describe("a row of the list: number, date, status label, total, payment", () => {
  it("reads as the shopper reads it, in São Paulo's day", () => {
    const [row] = orderListView(
      [summary(10001, { dataPedido: "2026-11-24T02:30:00.000Z", emitidoPor: "Júlia Martins" })],
      "pedidos",
      1,
    ).rows;
    expect(row).toEqual({
      numpedido: "10001",
      data: "23/11/2026",
      statusLabel: "Pedido recebido",
      total: 427.4,
      pagamento: "Boleto faturado 28 dias",
      entrega: "Entrega",
      itens: "2 produtos",
      emitidoPor: "Júlia Martins",
    });
  });

  it.each([
    ["ENVIADO", "NAO_SE_APLICA", "PIX"],
    ["ENVIADO", "AGUARDANDO", "PIX · Aguardando pagamento"],
    ["SEPARANDO", "PENDENTE", "PIX · Pagamento em análise"],
    ["PAGO", "APROVADO", "PIX · Pagamento aprovado"],
    ["ENVIADO", "RECUSADO", "PIX · Pagamento recusado"],
    ["CANCELADO", "AGUARDANDO", "PIX"],
    ["CANCELADO", "APROVADO", "PIX · Pagamento aprovado"],
  ] as const)("an order %s with a payment %s reads %j", (status, payment, line) => {
    expect(
      paymentLine({ status, formaPagamento: { descricao: "PIX", tipo: "PIX" }, pagamento: { status: payment } }),
    ).toBe(line);
  });

  it.each([
    [1, "RETIRADA", "1 produto", "Retirada"],
    [3, "DELIVERY", "3 produtos", "Entrega"],
  ] as const)("%i line(s) by %s: %s, %s", (quantidadeItens, tipoentrega, itens, entrega) => {
    expect(orderListView([summary(10001, { quantidadeItens, tipoentrega })], "pedidos", 1).rows[0]).toMatchObject({
      itens,
      entrega,
    });
  });
});

describe("orders and quotes, a page at a time", () => {
  const orders = Array.from({ length: 45 }, (_, index) => summary(10100 - index));
  const quotes = [
    summary(10200, { orcamento: true, status: "ORCAMENTO_NOVO" }),
    summary(10201, { orcamento: true, status: "ENVIADO" }),
  ];
  const all = [...quotes, ...orders];

  it.each([
    { tab: "pedidos", page: 1, first: "10100", count: ORDERS_PER_PAGE, shown: 1 },
    { tab: "pedidos", page: 2, first: "10080", count: ORDERS_PER_PAGE, shown: 2 },
    { tab: "pedidos", page: 3, first: "10060", count: 5, shown: 3 },
    { tab: "pedidos", page: 7, first: "10060", count: 5, shown: 3 },
    { tab: "orcamentos", page: 1, first: "10200", count: 2, shown: 1 },
    { tab: "orcamentos", page: 2, first: "10200", count: 2, shown: 1 },
  ] as const)("$tab, page $page: $count rows from nº $first (page $shown)", ({ tab, page, first, count, shown }) => {
    const view = orderListView(all, tab, page);
    expect(view.rows[0]?.numpedido).toBe(first);
    expect(view.rows).toHaveLength(count);
    expect(view.page).toBe(shown);
    expect(view.counts).toEqual({ pedidos: 45, orcamentos: 2 });
  });

  it("a quote that became an order stays among the quotes", () => {
    expect(orderListView(all, "orcamentos", 1).rows.map((row) => row.statusLabel)).toEqual([
      "Orçamento recebido, em análise",
      "Pedido recebido",
    ]);
  });

  it("a quote its customer accepted (call 67) is an order: listed with the orders, counted with them", () => {
    const accepted = summary(10202, { orcamento: true, orcamentoAceito: true, status: "ENVIADO" });
    const view = orderListView([accepted, ...all], "pedidos", 1);
    expect(view.rows[0]?.numpedido).toBe("10202");
    expect(view.counts).toEqual({ pedidos: 46, orcamentos: 2 });
    expect(orderListView([accepted, ...all], "orcamentos", 1).rows.map((row) => row.numpedido)).toEqual([
      "10200",
      "10201",
    ]);
  });

  it("no orders: one empty page", () => {
    expect(orderListView([], "pedidos", 4)).toEqual({
      tab: "pedidos",
      rows: [],
      counts: { pedidos: 0, orcamentos: 0 },
      page: 1,
      pages: 1,
      found: 0,
    });
  });
});
