import { describe, expect, it } from "vitest";
import type { SpreadsheetAnswer } from "~/models/cart";
import { ProductSummarySchema } from "~/models/catalogue";
import {
  cartLinesOf,
  GENERIC_QUICK_ORDER_EXAMPLE,
  holdBackForAge,
  linesText,
  quickOrderExample,
  notAddedLines,
  parsePastedText,
  pastedCsv,
  quickOrderReport,
  quickOrderText,
  type PastedRow,
} from "~/models/quick-order";

type Rules = {
  granularidade?: number;
  min_por_pedido?: number;
  maxporpedido?: number | null;
  unidade?: string;
  disponivel?: boolean;
};

const product = (id: number, rules: Rules = {}) =>
  ProductSummarySchema.parse({ id, nome: `Produto ${id}`, preco: 10, ...rules });

const cheese = product(2026, { granularidade: 0.5, min_por_pedido: 0.5, unidade: "kg" });
const banana = product(3001, { granularidade: 0.5, min_por_pedido: 1, unidade: "kg" });
const tomato = product(1011, { maxporpedido: 48 });
const box = product(1050, { granularidade: 6, min_por_pedido: 12, unidade: "cx" });

type Line = SpreadsheetAnswer["linhas"][number];
const found = (linha: number, produto: Line["produto"], quantidade: number): Line => ({
  linha,
  codigo: `C${linha}`,
  quantidade,
  situacao: "encontrado",
  produto,
});

describe("pasted text → rows: 'code;quantity', also tab or comma separated, blank lines skipped", () => {
  it.each<[string, string, Omit<PastedRow, "linha">[]]>([
    ["semicolon", "BSB-0026;1,5", [{ codigo: "BSB-0026", quantidade: "1,5" }]],
    ["tab (a spreadsheet's copied cells)", "BSB-0026\t2", [{ codigo: "BSB-0026", quantidade: "2" }]],
    ["comma, the rest being a decimal comma", "BSB-0026,1,5", [{ codigo: "BSB-0026", quantidade: "1,5" }]],
    ["semicolon before comma", "A,B;2", [{ codigo: "A,B", quantidade: "2" }]],
    ["spaces trimmed", "  bsb-0026 ;  3  ", [{ codigo: "bsb-0026", quantidade: "3" }]],
    ["a code without quantity", "BSB-0026", [{ codigo: "BSB-0026", quantidade: "" }]],
    ["an empty quantity", "BSB-0026;", [{ codigo: "BSB-0026", quantidade: "" }]],
  ])("%s: %j", (_case, text, rows) => {
    expect(parsePastedText(text).map(({ codigo, quantidade }) => ({ codigo, quantidade }))).toEqual(rows);
  });

  it("numbers each row by its line in the text, skipping blank lines (CR, LF or CRLF)", () => {
    expect(parsePastedText("\nA;1\r\n  \r\nB;2\rC;3\n\n").map((row) => [row.linha, row.codigo])).toEqual([
      [2, "A"],
      [4, "B"],
      [5, "C"],
    ]);
  });

  it("sends the rows as a CSV the server reads line for line, quoting what would break it", () => {
    const rows = parsePastedText('A;1,5\n\nB "x";2\nC\t3');
    expect(pastedCsv(rows)).toBe('A;1,5\n"B ""x""";2\nC;3');
  });
});

describe('the report of each line, after docs/rules/cart.md "Cart quantity"', () => {
  it.each<[string, Line, { status: string; quantidade: number; quantidadeTexto: string; situacao: string }]>([
    [
      "found as asked",
      found(1, cheese, 1.5),
      { status: "found", quantidade: 1.5, quantidadeTexto: "1,5 kg", situacao: quickOrderText.found },
    ],
    [
      "'set directly … to the next multiple of the granularity': 0,7 kg → 1 kg",
      found(1, cheese, 0.7),
      {
        status: "adjusted",
        quantidade: 1,
        quantidadeTexto: "1 kg",
        situacao: "Ajustado para 1 kg: vendido em múltiplos de 0,5 kg",
      },
    ],
    [
      "'Below min_por_pedido … a direct set jumps to the minimum': 0,5 kg → 1 kg",
      found(1, banana, 0.5),
      {
        status: "adjusted",
        quantidade: 1,
        quantidadeTexto: "1 kg",
        situacao: "Ajustado para 1 kg: o mínimo por pedido é 1 kg",
      },
    ],
    [
      "below the minimum of a box: 5 → 12",
      found(1, box, 5),
      {
        status: "adjusted",
        quantidade: 12,
        quantidadeTexto: "12 cx",
        situacao: "Ajustado para 12 cx: o mínimo por pedido é 12 cx",
      },
    ],
    [
      "'The result is capped at maxporpedido': 60 → 48",
      found(1, tomato, 60),
      {
        status: "adjusted",
        quantidade: 48,
        quantidadeTexto: "48 un",
        situacao: "Ajustado para 48 un: o máximo por pedido é 48 un",
      },
    ],
    [
      "'A quantity above 0 but below the step is raised to the step': 0,001 un → 1 un",
      found(1, tomato, 0.001),
      {
        status: "adjusted",
        quantidade: 1,
        quantidadeTexto: "1 un",
        situacao: "Ajustado para 1 un: o mínimo por pedido é 1 un",
      },
    ],
    [
      "a fraction of a unit goes up to the next unit",
      found(1, tomato, 12.5),
      {
        status: "adjusted",
        quantidade: 13,
        quantidadeTexto: "13 un",
        situacao: "Ajustado para 13 un: vendido em múltiplos de 1 un",
      },
    ],
    [
      "not found",
      { linha: 1, codigo: "XYZ", quantidade: 2, situacao: "nao-encontrado", produto: null },
      { status: "not-found", quantidade: 0, quantidadeTexto: "—", situacao: quickOrderText.notFound },
    ],
    [
      "unavailable",
      {
        linha: 1,
        codigo: "BSB-0020",
        quantidade: 1,
        situacao: "indisponivel",
        produto: product(2020, { disponivel: false }),
      },
      { status: "unavailable", quantidade: 0, quantidadeTexto: "—", situacao: quickOrderText.unavailable },
    ],
    [
      "invalid quantity",
      { linha: 1, codigo: "BSB-0001", quantidade: null, situacao: "quantidade-invalida", produto: product(2001) },
      { status: "invalid-quantity", quantidade: 0, quantidadeTexto: "—", situacao: quickOrderText.invalidQuantity },
    ],
    [
      "a found line with a quantity no cart takes (over 100 000) is still invalid",
      found(1, tomato, 1_000_000),
      { status: "invalid-quantity", quantidade: 0, quantidadeTexto: "—", situacao: quickOrderText.invalidQuantity },
    ],
    [
      "a found line of a product that is not available is unavailable",
      found(1, product(2020, { disponivel: false }), 1),
      { status: "unavailable", quantidade: 0, quantidadeTexto: "—", situacao: quickOrderText.unavailable },
    ],
  ])("%s", (_case, line, expected) => {
    const [reported] = quickOrderReport({ linhas: [line] });
    expect(reported).toMatchObject(expected);
  });

  it("shows a spreadsheet's quantity with a decimal comma, and the product's name", () => {
    const [reported] = quickOrderReport({ linhas: [found(7, cheese, 1200.7)] });
    expect(reported).toMatchObject({
      linha: 7,
      codigo: "C7",
      pedido: "1200,7",
      produto: { idproduto: "2026", nome: "Produto 2026" },
    });
  });

  it("gives pasted rows their line in the text and the quantity as typed; a row the server skipped as a header is reported", () => {
    const pasted = parsePastedText("codigo;quantidade\n\nBSB-0026;0,7\nBSB-0001;-2");
    const answer: SpreadsheetAnswer = {
      linhas: [
        { ...found(2, cheese, 0.7), codigo: "BSB-0026" },
        { linha: 3, codigo: "BSB-0001", quantidade: null, situacao: "quantidade-invalida", produto: product(2001) },
      ],
    };
    expect(
      quickOrderReport(answer, pasted).map(({ linha, codigo, pedido, status }) => ({ linha, codigo, pedido, status })),
    ).toEqual([
      { linha: 1, codigo: "codigo", pedido: "quantidade", status: "skipped" },
      { linha: 3, codigo: "BSB-0026", pedido: "0,7", status: "adjusted" },
      { linha: 4, codigo: "BSB-0001", pedido: "-2", status: "invalid-quantity" },
    ]);
  });
});

describe("the cart lines of a report: added in one save", () => {
  it("takes the found and adjusted lines, one per product, summing a repeated code", () => {
    const report = quickOrderReport({
      linhas: [
        found(1, cheese, 0.7),
        found(2, tomato, 2),
        { linha: 3, codigo: "XYZ", quantidade: 1, situacao: "nao-encontrado", produto: null },
        found(4, cheese, 1.5),
        { linha: 5, codigo: "B", quantidade: null, situacao: "quantidade-invalida", produto: banana },
      ],
    });
    expect(cartLinesOf(report)).toEqual([
      { idproduto: "2026", quantidade: 2.5, embalarParaPresente: false },
      { idproduto: "1011", quantidade: 2, embalarParaPresente: false },
    ]);
  });

  it("has nothing to add when no line was found", () => {
    expect(
      cartLinesOf(
        quickOrderReport({
          linhas: [{ linha: 1, codigo: "X", quantidade: 1, situacao: "nao-encontrado", produto: null }],
        }),
      ),
    ).toEqual([]);
  });
});

describe("nothing is lost: the lines not added come back as text to correct", () => {
  it("keeps the unknown, unavailable and invalid lines as typed (or every line but a skipped header)", () => {
    const pasted = parsePastedText("codigo;quantidade\nBSB-0026;0,7\nXYZ;2\nBSB-0020;1\nBSB-0001;dez");
    const answer: SpreadsheetAnswer = {
      linhas: [
        { ...found(2, cheese, 0.7), codigo: "BSB-0026" },
        { linha: 3, codigo: "XYZ", quantidade: 2, situacao: "nao-encontrado", produto: null },
        {
          linha: 4,
          codigo: "BSB-0020",
          quantidade: 1,
          situacao: "indisponivel",
          produto: product(2020, { disponivel: false }),
        },
        { linha: 5, codigo: "BSB-0001", quantidade: null, situacao: "quantidade-invalida", produto: product(2001) },
      ],
    };
    const report = quickOrderReport(answer, pasted);
    expect(linesText(notAddedLines(report))).toBe("XYZ;2\nBSB-0020;1\nBSB-0001;dez");
    expect(linesText(report)).toBe("BSB-0026;0,7\nXYZ;2\nBSB-0020;1\nBSB-0001;dez");
  });

  it("gives a spreadsheet's lines with the quantity it held", () => {
    const report = quickOrderReport({
      linhas: [{ linha: 4, codigo: "XYZ", quantidade: 1.5, situacao: "nao-encontrado", produto: null }],
    });
    expect(linesText(notAddedLines(report))).toBe("XYZ;1,5");
  });
});

describe('docs/rules/catalogue.md "Age check": the adults-only lines wait for "Sim"', () => {
  const link = (idproduto: string) => ({
    href: `/s/maioridade?voltar=%2Fs%2Fproduto%2F${idproduto}`,
    label: "Responder",
  });
  const report = quickOrderReport({ linhas: [found(1, cheese, 0.5), found(2, tomato, 2)] });

  it("holds those lines back, each said with its link, adds the others, and gives them back to send again", () => {
    const held = holdBackForAge(report, new Set(["1011"]), "Só para maiores de 18 anos", link);
    expect(held.map((line) => [line.status, line.quantidade, line.link?.href ?? null])).toEqual([
      ["found", 0.5, null],
      ["age-check", 0, "/s/maioridade?voltar=%2Fs%2Fproduto%2F1011"],
    ]);
    expect(held[1]?.situacao).toBe("Só para maiores de 18 anos");
    expect(cartLinesOf(held)).toEqual([{ idproduto: "2026", quantidade: 0.5, embalarParaPresente: false }]);
    expect(linesText(notAddedLines(held))).toBe("C2;2");
  });

  it("leaves the report as it was when nothing is held back", () => {
    expect(holdBackForAge(report, new Set(), "x", link)).toEqual(report);
  });
});

describe("the example under the field, in the store's own codes", () => {
  it.each<[string, Array<{ codigo: string | null; granularidade: number }>, string]>([
    [
      "two products by the unit",
      [
        { codigo: "AUR-0001", granularidade: 1 },
        { codigo: "AUR-0002", granularidade: 6 },
      ],
      "Por exemplo AUR-0001;10 ou AUR-0002;60.",
    ],
    [
      "one sold by weight gets a fraction",
      [
        { codigo: "CVD-0015", granularidade: 0.5 },
        { codigo: "CVD-0012", granularidade: 1 },
      ],
      "Por exemplo CVD-0015;1,5 ou CVD-0012;10.",
    ],
    [
      "products without a code are skipped",
      [
        { codigo: null, granularidade: 1 },
        { codigo: "", granularidade: 1 },
        { codigo: "BSB-0003", granularidade: 1 },
      ],
      "Por exemplo BSB-0003;10.",
    ],
    [
      "a code a line could not hold is skipped",
      [
        { codigo: "A;B", granularidade: 1 },
        { codigo: "A B", granularidade: 1 },
      ],
      GENERIC_QUICK_ORDER_EXAMPLE,
    ],
    ["no product at all", [], GENERIC_QUICK_ORDER_EXAMPLE],
    [
      "at most two lines",
      [
        { codigo: "X-1", granularidade: 1 },
        { codigo: "X-2", granularidade: 1 },
        { codigo: "X-3", granularidade: 1 },
      ],
      "Por exemplo X-1;10 ou X-2;10.",
    ],
  ])("%s", (_case, products, example) => {
    expect(quickOrderExample(products)).toBe(example);
  });
});
