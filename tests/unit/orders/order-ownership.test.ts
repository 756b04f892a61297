import { describe, expect, it } from "vitest";
import type { Invoice, InvoiceList } from "~/models/invoices/invoice";
import { invoicesOfOrders } from "~/models/invoices/invoice-view";
import { OrderSchema } from "~/models/checkout/order";
import { OrderSummarySchema } from "~/models/orders/order-summary";
import {
  listedAsTheirs,
  orderOwnership,
  rowIsTheirs,
  type OrderOwnerFacts,
  type OrderOwnership,
  type OrderViewer,
} from "~/models/orders/order-ownership";

/**
 * "A company's non-principal user reaches only the orders they placed … the principal reaches all.
 * The check rests on the spec's own order list scoped to the linked user (pedido/cliente/{idcliente}
 * with idusuariovinculado): an order not in that user's list is not theirs. … an optional id of the
 * user who placed the order, used when present; without it the list decides — never open by default."
 */

const AURORA = "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01";
const principal: OrderViewer = { idfornecedor: AURORA, idcliente: "502", idusuariovinculado: null };
const julia: OrderViewer = { idfornecedor: AURORA, idcliente: "502", idusuariovinculado: "9001" };
const order = (facts: Partial<OrderOwnerFacts>): OrderOwnerFacts => ({
  idfornecedor: AURORA,
  idcliente: "502",
  ...facts,
});

describe("may this account see this order", () => {
  it.each<[string, OrderViewer, OrderOwnerFacts, OrderOwnership]>([
    ["the principal: an order the company placed", principal, order({ idusuariovinculado: null }), "theirs"],
    [
      "the principal: an order a user of the company placed",
      principal,
      order({ idusuariovinculado: "9001" }),
      "theirs",
    ],
    ["the principal: an order that does not say who placed it (no list asked)", principal, order({}), "theirs"],
    ["the principal: another client's order", principal, order({ idcliente: "501" }), "not-theirs"],
    [
      "the principal: an order of the client at another store",
      principal,
      order({ idfornecedor: "bomsabor" }),
      "not-theirs",
    ],
    ["a company's user: an order they placed", julia, order({ idusuariovinculado: "9001" }), "theirs"],
    ["a company's user: an order another user placed", julia, order({ idusuariovinculado: "9002" }), "not-theirs"],
    [
      "a company's user: an order the principal placed (null)",
      julia,
      order({ idusuariovinculado: null }),
      "not-theirs",
    ],
    ["a company's user: the order does not say who placed it — the list decides", julia, order({}), "ask-the-list"],
    [
      "a company's user: another client's order, whatever it says",
      julia,
      order({ idcliente: "501", idusuariovinculado: "9001" }),
      "not-theirs",
    ],
    [
      "a company's user: another store's order, never asked of the list",
      julia,
      order({ idfornecedor: "bomsabor" }),
      "not-theirs",
    ],
  ])("%s", (_case, viewer, facts, verdict) => {
    expect(orderOwnership(viewer, facts)).toBe(verdict);
  });
});

describe("call 61's list scoped to the user decides when the order does not say", () => {
  it.each<[string, { numpedido: string; idusuariovinculado?: string | null }[], boolean]>([
    ["in the list", [{ numpedido: "10002" }, { numpedido: "10001" }], true],
    ["not in the list: not theirs", [{ numpedido: "10002" }], false],
    ["an empty list: not theirs", [], false],
    ["in the list, said to be theirs", [{ numpedido: "10001", idusuariovinculado: "9001" }], true],
    [
      "in the list but said to be another user's: not theirs",
      [{ numpedido: "10001", idusuariovinculado: "9002" }],
      false,
    ],
    [
      "in the list but said to be the principal's: not theirs",
      [{ numpedido: "10001", idusuariovinculado: null }],
      false,
    ],
  ])("%s", (_case, list, theirs) => {
    expect(listedAsTheirs(julia, list, "10001")).toBe(theirs);
  });

  it("a row of the list: the principal sees every one; a user, those not naming someone else", () => {
    expect(rowIsTheirs(principal, { idusuariovinculado: "9002" })).toBe(true);
    expect(rowIsTheirs(julia, {})).toBe(true);
    expect(rowIsTheirs(julia, { idusuariovinculado: "9001" })).toBe(true);
    expect(rowIsTheirs(julia, { idusuariovinculado: "9002" })).toBe(false);
  });
});

describe("reading the field (docs/upstream-api.md §55, §61: optional, may be null)", () => {
  const base = OrderSchema.parse({
    numpedido: 10001,
    idfornecedor: AURORA,
    idcliente: 502,
    status: "ENVIADO",
    dataPedido: "2026-11-23T12:00:00.000Z",
    subtotal: 10,
    totalpedido: 10,
    tipoEntrega: "RETIRADA",
    formaPagamento: { idformapagamento: 12, descricao: "PIX", tipo: "PIX" },
    pagamento: { status: "AGUARDANDO" },
  });
  const read = (value: unknown) =>
    OrderSchema.parse({ ...base, idfornecedor: AURORA, idcliente: 502, numpedido: 10001, idusuariovinculado: value })
      .idusuariovinculado;

  it.each<[string, unknown, string | null | undefined]>([
    ["absent: undefined (the list decides)", undefined, undefined],
    ["null: the client itself placed it", null, null],
    ["a number", 9001, "9001"],
    ["its digits", "9001", "9001"],
    ["a value that does not read counts as absent, never as anyone's", "júlia", undefined],
    ["zero is no user id: absent", 0, undefined],
  ])("%s", (_case, value, expected) => {
    expect(read(value)).toBe(expected);
  });

  it("call 61's rows carry it the same way", () => {
    const row = {
      numpedido: 1,
      dataPedido: "x",
      status: "ENVIADO",
      totalpedido: 1,
      tipoentrega: "RETIRADA",
      formaPagamento: { descricao: "PIX", tipo: "PIX" },
      pagamento: { status: "AGUARDANDO" },
      quantidadeItens: 1,
    };
    expect(OrderSummarySchema.parse(row).idusuariovinculado).toBeUndefined();
    expect(OrderSummarySchema.parse({ ...row, idusuariovinculado: 9001 }).idusuariovinculado).toBe("9001");
  });
});

describe("the invoices a company's user sees: those of the orders they placed", () => {
  const invoice = (idfatura: string, numpedido: string | null) => ({ idfatura, numpedido }) as Invoice;
  const list: InvoiceList = {
    limite_credito_total: 50000,
    limite_credito_disponivel: 30000,
    faturas: [invoice("1", "10001"), invoice("2", "10002"), invoice("3", null)],
  };

  it.each<[string, ReadonlySet<string> | null, string[]]>([
    ["the principal (no list): every one", null, ["1", "2", "3"]],
    ["a user with order 10002: its invoice only, none billed outside the storefront", new Set(["10002"]), ["2"]],
    ["a user with no orders: none", new Set(), []],
  ])("%s", (_case, orders, ids) => {
    const seen = invoicesOfOrders(list, orders);
    expect(seen.faturas.map((item) => item.idfatura)).toEqual(ids);
    expect(seen.limite_credito_total).toBe(50000);
  });
});
