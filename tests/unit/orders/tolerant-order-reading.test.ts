import { describe, expect, it } from "vitest";
import { OrderPlacedSchema, OrderSchema, ReadOrderStatusSchema } from "~/models/checkout/order";
import { orderStatusLabel } from "~/models/checkout/order-status";
import { orderListView } from "~/models/orders/order-list-view";
import { orderSteps } from "~/models/orders/order-steps";
import { readOrderSummaries } from "~/models/orders/order-summary";

/**
 * DESIGN, "Read the upstream tolerantly: one bad row degrades that row, never the page." An order
 * whose status the storefront does not know is still shown ("Situação desconhecida"); a row of the
 * orders list it cannot read at all is left out; an order's address with a text longer than the
 * contract says is shown as sent, and a line it cannot read is left out; the order just placed is
 * always read.
 */

const SUMMARY = {
  numpedido: 10001,
  dataPedido: "2026-11-23T12:00:00.000Z",
  status: "ENVIADO",
  totalpedido: 427.4,
  tipoentrega: "DELIVERY",
  formaPagamento: { descricao: "PIX", tipo: "PIX" },
  pagamento: { status: "AGUARDANDO" },
  quantidadeItens: 2,
};

const ADDRESS = {
  cep: "01310100",
  rua: "Avenida Paulista",
  numero: "1578",
  complemento: "apto 42",
  bairro: "Bela Vista",
  cidade: "São Paulo",
  uf: "SP",
  pais: "Brasil",
};

const ORDER = {
  numpedido: 10001,
  idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  idcliente: 501,
  status: "SEPARANDO",
  historico: [
    { status: "ENVIADO", data: "2026-11-23T12:00:00.000Z" },
    { status: "SEPARANDO", data: "2026-11-23T14:10:00.000Z" },
  ],
  dataPedido: "2026-11-23T12:00:00.000Z",
  subtotal: 402.4,
  totalpedido: 427.4,
  tipoEntrega: "DELIVERY",
  enderecoentrega: ADDRESS,
  formaPagamento: { idformapagamento: 11, descricao: "Boleto faturado 28 dias", tipo: "FATURADO" },
  pagamento: { status: "NAO_SE_APLICA" },
};

describe("an order's status as read: one the storefront does not know is null, 'Situação desconhecida'", () => {
  it.each<[unknown, string | null, string]>([
    ["ENVIADO", "ENVIADO", "Pedido recebido"],
    ["CANCELADO", "CANCELADO", "Cancelado"],
    ["EM_ROTA_DE_DRONE", null, "Situação desconhecida"],
    ["enviado", null, "Situação desconhecida"],
    [7, null, "Situação desconhecida"],
    [null, null, "Situação desconhecida"],
  ])("%j reads as %j, labelled %s", (sent, read, label) => {
    const status = ReadOrderStatusSchema.parse(sent);
    expect(status).toBe(read);
    expect(orderStatusLabel(status)).toBe(label);
  });
});

describe("the orders list (call 61) read row by row: a row it cannot read is left out, the others listed", () => {
  it.each<{ about: string; rows: unknown[]; statuses: (string | null)[]; unreadable: number }>([
    {
      about: "every row readable",
      rows: [SUMMARY, { ...SUMMARY, numpedido: 10002 }],
      statuses: ["ENVIADO", "ENVIADO"],
      unreadable: 0,
    },
    {
      about: "a status it does not know: that row, with a null status",
      rows: [SUMMARY, { ...SUMMARY, numpedido: 10002, status: "NOVO_STATUS" }],
      statuses: ["ENVIADO", null],
      unreadable: 0,
    },
    {
      about: "a row without its total: left out",
      rows: [
        { ...SUMMARY, totalpedido: undefined },
        { ...SUMMARY, numpedido: 10002 },
      ],
      statuses: ["ENVIADO"],
      unreadable: 1,
    },
    {
      about: "a row that is no order at all: left out",
      rows: ["10001", null, SUMMARY],
      statuses: ["ENVIADO"],
      unreadable: 2,
    },
    { about: "no rows", rows: [], statuses: [], unreadable: 0 },
  ])("$about", ({ rows, statuses, unreadable }) => {
    const read = readOrderSummaries(rows);
    expect(read.orders.map((order) => order.status)).toEqual(statuses);
    expect(read.unreadable).toBe(unreadable);
  });

  it("shows the row of an unknown status as 'Situação desconhecida', with the rest of it", () => {
    const { orders } = readOrderSummaries([{ ...SUMMARY, status: "NOVO_STATUS" }]);
    expect(orderListView(orders, "pedidos", 1).rows).toEqual([
      expect.objectContaining({
        numpedido: "10001",
        statusLabel: "Situação desconhecida",
        itens: "2 produtos",
        pagamento: "PIX · Aguardando pagamento",
        total: 427.4,
      }),
    ]);
  });
});

describe("one order (call 55) read tolerantly: still shown", () => {
  it.each<{
    about: string;
    sent: Record<string, unknown>;
    check: (order: ReturnType<typeof OrderSchema.parse>) => void;
  }>([
    {
      about: "a status it does not know: null, its history's known steps kept",
      sent: {
        status: "EM_ROTA_DE_DRONE",
        historico: [...ORDER.historico, { status: "EM_ROTA_DE_DRONE", data: "2026-11-23T15:00:00.000Z" }],
      },
      check: (order) => {
        expect(order.status).toBeNull();
        expect(order.historico.map((step) => step.status)).toEqual(["ENVIADO", "SEPARANDO"]);
      },
    },
    {
      about: "a complement of 120 characters (what §47 and the address form take)",
      sent: { enderecoentrega: { ...ADDRESS, complemento: "c".repeat(120) } },
      check: (order) => expect(order.enderecoentrega?.complemento).toHaveLength(120),
    },
    {
      about: "a street longer than the contract's 120 characters: shown as sent",
      sent: { enderecoentrega: { ...ADDRESS, rua: "r".repeat(300), complemento: "c".repeat(400) } },
      check: (order) =>
        expect(order.enderecoentrega).toMatchObject({ rua: "r".repeat(300), complemento: "c".repeat(400) }),
    },
    {
      about: "a CEP written with its hyphen, a state spelt out: shown as sent",
      sent: { enderecoentrega: { ...ADDRESS, cep: "01310-100", uf: "São Paulo" } },
      check: (order) => expect(order.enderecoentrega).toMatchObject({ cep: "01310-100", uf: "São Paulo" }),
    },
    {
      about: "a line it cannot read (no name): left out, the other lines shown",
      sent: {
        itens: [
          { idproduto: 1001, nome: "Arroz branco tipo 1 5 kg", quantidade: 2, precoUnitario: 163.1, total: 326.2 },
          { idproduto: 1011, quantidade: 3, precoUnitario: 25.4, total: 76.2 },
        ],
      },
      check: (order) => expect(order.itens.map((line) => line.nome)).toEqual(["Arroz branco tipo 1 5 kg"]),
    },
    {
      about: "an address that is no address: none",
      sent: { enderecoentrega: "Avenida Paulista, 1578" },
      check: (order) => expect(order.enderecoentrega).toBeNull(),
    },
  ])("$about", ({ sent, check }) => {
    check(OrderSchema.parse({ ...ORDER, ...sent }));
  });

  it("the order just placed (call 53) is read whatever its status", () => {
    expect(
      OrderPlacedSchema.parse({
        numpedido: 10001,
        totalpedido: 1,
        idcliente: 501,
        status: "RECEBIDO_NO_ERP",
        pagamento: { tipo: "PIX", status: "AGUARDANDO" },
      }).status,
    ).toBeNull();
  });

  it("an order of an unknown status has no current step: the steps its history reached are done", () => {
    const steps = orderSteps({
      status: null,
      tipoEntrega: "DELIVERY",
      historico: ORDER.historico as { status: "ENVIADO" | "SEPARANDO"; data: string }[],
    });
    expect(steps.map((step) => `${step.status}:${step.state}`)).toEqual([
      "ENVIADO:done",
      "SEPARANDO:done",
      "PAGO:upcoming",
      "EMENTREGA:upcoming",
      "ENTREGUE:upcoming",
    ]);
  });
});
