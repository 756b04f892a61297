import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../../upstream/http";
import { acceptanceRefusal, QUOTE_MESSAGES } from "../../../upstream/data/quote-acceptance";
import { repriceQuote } from "../../../upstream/data/quote-pricing";
import type { OrderItemRow } from "../../../upstream/data/orders";
import { readXlsxRows } from "../../../upstream/data/xlsx";
import { dateSerial, writeXlsx, xmlText } from "../../../upstream/data/xlsx-writer";

/**
 * The reference server's rules of a quote (docs/rules/orders.md "Quotes" ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO → ENVIADO;
 * docs/upstream-api.md §67) and of the orders export's workbook (docs/rules/orders.md "Orders export" POST /v4/orders/export/{id}, §66).
 */

const line = (
  idproduto: number,
  quantidade: number,
  preco: number,
  extra: Partial<OrderItemRow> = {},
): OrderItemRow => ({
  idproduto,
  nome: `Produto ${idproduto}`,
  quantidade,
  preco_unitario: preco,
  embalar: 0,
  valor_embalagem: 0,
  valor_desconto: 0,
  total: Math.round(preco * quantidade * 100) / 100,
  ...extra,
});

describe("price-quote: the store's prices replace the catalogue's the quote was sent with", () => {
  const rice = line(1001, 4, 163.1);
  const paste = line(1011, 2, 25.4, { valor_desconto: 2.54, total: 48.26 });
  const wrapped = line(2001, 3, 49.9, { embalar: 1, valor_embalagem: 6, total: 155.7 });

  it.each([
    {
      name: "a price for one line; the others as they were",
      prices: new Map([[1001, 150]]),
      frete: null,
      totals: { subtotal: 650.8, valor_desconto: 2.54, valor_embalagens: 0, taxaentrega: 10, totalpedido: 658.26 },
      lines: [600, 48.26],
    },
    {
      name: "a line priced loses the coupon's discount it had",
      prices: new Map([[1011, 20]]),
      frete: 0,
      totals: { subtotal: 692.4, valor_desconto: 0, valor_embalagens: 0, taxaentrega: 0, totalpedido: 692.4 },
      lines: [652.4, 40],
    },
    {
      name: "no price given: the quote as sent, the fee the store's",
      prices: new Map<number, number>(),
      frete: 25.5,
      totals: { subtotal: 703.2, valor_desconto: 2.54, valor_embalagens: 0, taxaentrega: 25.5, totalpedido: 726.16 },
      lines: [652.4, 48.26],
    },
    {
      name: "cents of a weighed quantity rounded once",
      prices: new Map([[1001, 0.335]]),
      frete: null,
      totals: { subtotal: 52.14, valor_desconto: 2.54, valor_embalagens: 0, taxaentrega: 10, totalpedido: 59.6 },
      lines: [1.34, 48.26],
    },
  ])("$name", ({ prices, frete, totals, lines }) => {
    const priced = repriceQuote([rice, paste], { taxaentrega: 10 }, { precos: prices, taxaentrega: frete });
    expect(priced.totals).toEqual(totals);
    expect(priced.itens.map((item) => item.total)).toEqual(lines);
  });

  it("gift wrap stays on a line priced again, and in the sums", () => {
    const priced = repriceQuote([wrapped], { taxaentrega: 0 }, { precos: new Map([[2001, 40]]), taxaentrega: null });
    expect(priced.itens[0]).toMatchObject({ preco_unitario: 40, valor_embalagem: 6, total: 126 });
    expect(priced.totals).toEqual({
      subtotal: 120,
      valor_desconto: 0,
      valor_embalagens: 6,
      taxaentrega: 0,
      totalpedido: 126,
    });
  });
});

describe("accepting a quote: who is refused, with which status and words", () => {
  const priced = {
    orcamento: 1,
    orcamento_aceito_em: null,
    status: "ORCAMENTO_PRECIFICADO",
    totalpedido: 658.26,
  } as const;
  it.each([
    { name: "a priced quote, for its total", order: priced, seen: 658.26, refusal: null },
    { name: "the total to the cent, as a form sends it", order: priced, seen: 658.2600000001, refusal: null },
    {
      name: "accepted already",
      order: { ...priced, status: "ENVIADO", orcamento_aceito_em: "2026-11-25T10:00:00.000Z" },
      seen: 658.26,
      refusal: [409, QUOTE_MESSAGES.alreadyAccepted],
    },
    {
      name: "an order that was no quote",
      order: { ...priced, orcamento: 0, status: "ENVIADO" },
      seen: 658.26,
      refusal: [422, QUOTE_MESSAGES.notAQuote],
    },
    {
      name: "a quote not priced yet",
      order: { ...priced, status: "ORCAMENTO_NOVO" },
      seen: 658.26,
      refusal: [422, QUOTE_MESSAGES.notPriced],
    },
    {
      name: "a cancelled quote",
      order: { ...priced, status: "CANCELADO" },
      seen: 658.26,
      refusal: [422, QUOTE_MESSAGES.cancelled],
    },
    {
      name: "priced again since the customer looked",
      order: priced,
      seen: 700,
      refusal: [409, QUOTE_MESSAGES.totalChanged],
    },
  ] as const)("$name", ({ order, seen, refusal }) => {
    const error = acceptanceRefusal(order, seen);
    if (refusal === null) expect(error).toBeNull();
    else {
      expect(error).toBeInstanceOf(HttpError);
      expect([error?.status, error?.message]).toEqual(refusal);
    }
  });
});

describe("the export's workbook", () => {
  const columns = [
    { header: "Número", kind: "number" },
    { header: "Cliente", kind: "text" },
    { header: "Data", kind: "datetime" },
    { header: "Total", kind: "money" },
  ] as const;

  it("reads back as written: a header row, text and numbers in their cells", () => {
    const file = writeXlsx([
      {
        name: "Pedidos",
        columns,
        rows: [
          [10001, "Ana & Cia <ME>", "2026-11-25T12:00:00.000Z", 427.4],
          [10002, null, "não é data", 0],
        ],
      },
    ]);
    expect(readXlsxRows(file)).toEqual([
      { linha: 1, cells: ["Número", "Cliente", "Data", "Total"] },
      { linha: 2, cells: [10001, "Ana & Cia <ME>", dateSerial("2026-11-25T12:00:00.000Z"), 427.4] },
      { linha: 3, cells: [10002, "", "não é data", 0] },
    ]);
  });

  it("names every part a spreadsheet program looks for, each sheet and its styles", () => {
    const parts = unzipSync(
      writeXlsx([
        { name: "Pedidos", columns, rows: [] },
        { name: "Produtos: itens/linhas [1]", columns, rows: [] },
      ]),
    );
    expect(Object.keys(parts).sort()).toEqual(
      [
        "[Content_Types].xml",
        "_rels/.rels",
        "xl/_rels/workbook.xml.rels",
        "xl/styles.xml",
        "xl/workbook.xml",
        "xl/worksheets/sheet1.xml",
        "xl/worksheets/sheet2.xml",
      ].sort(),
    );
    const types = strFromU8(parts["[Content_Types].xml"]!);
    expect(types).toContain('PartName="/xl/worksheets/sheet2.xml"');
    expect(types).toContain('PartName="/xl/styles.xml"');
    // A sheet's name without the characters spreadsheet programs refuse.
    expect(strFromU8(parts["xl/workbook.xml"]!)).toContain('name="Produtos  itens linhas  1 "');
  });

  it.each([
    ["2026-11-25T12:00:00.000Z", 46351.375],
    ["2026-11-25T03:00:00.000Z", 46351],
    ["1899-12-30T03:00:00.000Z", 0],
    ["amanhã", null],
  ])("the instant %s is the spreadsheet date %s in São Paulo's time", (iso, serial) => {
    expect(dateSerial(iso)).toBe(serial);
  });

  it("text is escaped, and characters XML cannot hold are dropped", () => {
    expect(xmlText('a<b>&"c"\u0001\u0008d\uFFFE')).toBe("a&lt;b&gt;&amp;&quot;c&quot;d");
  });
});
