import { describe, expect, it } from "vitest";
import {
  applyOrderFilters,
  describeFilters,
  filterParams,
  filterRange,
  hasFilters,
  NO_FILTERS,
  parseOrderFilters,
  saoPauloDay,
  type OrderFilters,
} from "~/models/orders/order-filters";
import type { OrderListTab } from "~/models/orders/order-form-names";

/** docs/rules/orders.md "Orders list", docs/rules/orders.md "Order statuses": the list filtered by status and period, from its address. */

const parse = (query: string, tab: OrderListTab = "pedidos") => parseOrderFilters(new URLSearchParams(query), tab);

describe("the filters read from the address: what the form sends is kept, anything else ignored", () => {
  it.each<[string, OrderListTab, OrderFilters]>([
    ["", "pedidos", NO_FILTERS],
    ["situacao=SEPARANDO", "pedidos", { ...NO_FILTERS, status: "SEPARANDO" }],
    ["situacao=CANCELADO", "orcamentos", { ...NO_FILTERS, status: "CANCELADO" }],
    ["situacao=ORCAMENTO_PRECIFICADO", "orcamentos", { ...NO_FILTERS, status: "ORCAMENTO_PRECIFICADO" }],
    // A quote's status is no filter of the orders, nor an order's of the quotes.
    ["situacao=ORCAMENTO_NOVO", "pedidos", NO_FILTERS],
    ["situacao=ENTREGUE", "orcamentos", NO_FILTERS],
    ["situacao=separando", "pedidos", NO_FILTERS],
    ["situacao=%27%3B+DROP+TABLE", "pedidos", NO_FILTERS],
    ["periodo=30", "pedidos", { ...NO_FILTERS, periodo: "30" }],
    ["periodo=90", "pedidos", { ...NO_FILTERS, periodo: "90" }],
    ["periodo=365", "pedidos", { ...NO_FILTERS, periodo: "365" }],
    ["periodo=7", "pedidos", NO_FILTERS],
    ["periodo=-30", "pedidos", NO_FILTERS],
    ["de=2026-11-01&ate=2026-11-30", "pedidos", { ...NO_FILTERS, de: "2026-11-01", ate: "2026-11-30" }],
    ["de=2026-11-01", "pedidos", { ...NO_FILTERS, de: "2026-11-01" }],
    ["ate=2026-11-30", "pedidos", { ...NO_FILTERS, ate: "2026-11-30" }],
    // Typed days win over a preset; two days the wrong way round are swapped.
    ["periodo=30&de=2026-11-01", "pedidos", { ...NO_FILTERS, de: "2026-11-01" }],
    ["de=2026-11-30&ate=2026-11-01", "pedidos", { ...NO_FILTERS, de: "2026-11-01", ate: "2026-11-30" }],
    // Days that are none: ignored, the preset then stands.
    ["de=lixo&periodo=90", "pedidos", { ...NO_FILTERS, periodo: "90" }],
    ["de=2026-02-30", "pedidos", NO_FILTERS],
    ["de=2026-04-31", "pedidos", NO_FILTERS],
    ["de=2024-02-29", "pedidos", { ...NO_FILTERS, de: "2024-02-29" }],
    ["de=1999-12-31", "pedidos", NO_FILTERS],
    ["de=2026-1-5", "pedidos", NO_FILTERS],
    ["de=01/11/2026", "pedidos", NO_FILTERS],
    ["de=2026-11-01T00:00", "pedidos", NO_FILTERS],
    // A parameter given twice: its first value.
    ["situacao=PAGO&situacao=ENTREGUE", "pedidos", { ...NO_FILTERS, status: "PAGO" }],
    ["situacao=&periodo=&de=&ate=", "pedidos", NO_FILTERS],
  ])("?%s (%s)", (query, tab, filters) => {
    expect(parse(query, tab)).toEqual(filters);
    expect(hasFilters(parse(query, tab))).toBe(filters !== NO_FILTERS);
  });

  it("a very long value is no filter and is not kept", () => {
    expect(parse(`situacao=${"A".repeat(10_000)}&de=${"2".repeat(10_000)}`)).toEqual(NO_FILTERS);
  });
});

describe("the days a filter covers, both ends included, on today's São Paulo day", () => {
  it.each<[Partial<OrderFilters>, { de: string | null; ate: string | null }]>([
    [{}, { de: null, ate: null }],
    [{ periodo: "30" }, { de: "2026-10-27", ate: "2026-11-25" }],
    [{ periodo: "90" }, { de: "2026-08-28", ate: "2026-11-25" }],
    [{ periodo: "365" }, { de: "2025-11-26", ate: "2026-11-25" }],
    [{ de: "2026-11-01" }, { de: "2026-11-01", ate: null }],
    [
      { de: "2026-11-01", ate: "2026-11-10" },
      { de: "2026-11-01", ate: "2026-11-10" },
    ],
  ])("%o", (filters, range) => {
    expect(filterRange({ ...NO_FILTERS, ...filters }, "2026-11-25")).toEqual(range);
  });

  it("an instant's day is São Paulo's, not the server's (UTC−3)", () => {
    expect(saoPauloDay(new Date("2026-11-25T02:59:00Z"))).toBe("2026-11-24");
    expect(saoPauloDay(new Date("2026-11-25T03:00:00Z"))).toBe("2026-11-25");
  });
});

describe("applied to the list call 61 answers", () => {
  const orders = [
    { numpedido: "10005", status: "ENTREGUE", dataPedido: "2026-11-25T12:00:00.000Z" },
    // 23:30 on the 24th in São Paulo, the 25th in UTC.
    { numpedido: "10004", status: "SEPARANDO", dataPedido: "2026-11-25T02:30:00.000Z" },
    { numpedido: "10003", status: "SEPARANDO", dataPedido: "2026-10-27T03:00:00.000Z" },
    { numpedido: "10002", status: "CANCELADO", dataPedido: "2026-10-26T12:00:00.000Z" },
    { numpedido: "10001", status: "ENTREGUE", dataPedido: "não é data" },
  ] as const;
  const kept = (filters: Partial<OrderFilters>) =>
    applyOrderFilters(orders, { ...NO_FILTERS, ...filters }, "2026-11-25").map((order) => order.numpedido);

  it.each<[Partial<OrderFilters>, string[]]>([
    [{}, ["10005", "10004", "10003", "10002", "10001"]],
    [{ status: "SEPARANDO" }, ["10004", "10003"]],
    [{ status: "ENTREGUE" }, ["10005", "10001"]],
    [{ status: "PAGO" }, []],
    [{ periodo: "30" }, ["10005", "10004", "10003"]],
    [{ de: "2026-11-24", ate: "2026-11-24" }, ["10004"]],
    [{ de: "2026-11-25" }, ["10005"]],
    [{ ate: "2026-10-27" }, ["10003", "10002"]],
    [{ status: "SEPARANDO", periodo: "30" }, ["10004", "10003"]],
    [{ status: "CANCELADO", periodo: "30" }, []],
  ])("%o keeps %o, in the server's order", (filters, numbers) => {
    expect(kept(filters)).toEqual(numbers);
  });
});

describe("the filters in the address and in words", () => {
  it.each<[Partial<OrderFilters>, string, string]>([
    [{}, "", ""],
    [{ status: "SEPARANDO" }, "situacao=SEPARANDO", "Em separação"],
    [{ periodo: "90" }, "periodo=90", "últimos 90 dias"],
    [
      { status: "ENTREGUE", de: "2026-11-01", ate: "2026-11-30" },
      "situacao=ENTREGUE&de=2026-11-01&ate=2026-11-30",
      "Entregue · de 01/11/2026 a 30/11/2026",
    ],
    [{ de: "2026-11-05", ate: "2026-11-05" }, "de=2026-11-05&ate=2026-11-05", "em 05/11/2026"],
    [{ de: "2026-11-05" }, "de=2026-11-05", "desde 05/11/2026"],
    [{ ate: "2026-11-05" }, "ate=2026-11-05", "até 05/11/2026"],
  ])("%o", (filters, query, words) => {
    const all = { ...NO_FILTERS, ...filters };
    expect(new URLSearchParams(filterParams(all)).toString()).toBe(query);
    expect(describeFilters(all)).toBe(words);
    // What the address carries reads back as the same filters.
    expect(parse(query)).toEqual(all);
  });
});
