import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpreadsheetAnswerSchema, type SpreadsheetAnswer } from "../../../app/models/cart";
import { varyPrice } from "../../../upstream/data/products";
import { xlsxFile } from "../../support/xlsx-file";
import { startAccountsUpstream, type AccountsUpstream } from "./accounts-client";
import { ErrorSchema, IDS } from "./harness";

let api: AccountsUpstream;
let auroraToken: string;
let casaverdeToken: string;

beforeAll(async () => {
  api = await startAccountsUpstream();
  auroraToken = (await api.login("cliente@exemplo.com.br")).token;
  casaverdeToken = (await api.login("casaverde@exemplo.com.br", "casaverde")).token;
});

afterAll(async () => {
  await api.stop();
});

type Upload = { token?: string; supplier?: string; query?: string; field?: string; filename?: string };

/** POST a file the way the storefront does: multipart, one `arquivo` field, the customer's token. */
function upload(
  content: string | Uint8Array,
  { token = auroraToken, supplier = "aurora", query = "", field = "arquivo", filename = "pedido.csv" }: Upload = {},
) {
  const form = new FormData();
  form.append(field, new Blob([typeof content === "string" ? content : Uint8Array.from(content)]), filename);
  return fetch(`${api.upstream.url}/v4/product/spreadsheet/${supplier}/${query}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json", "X-idfornecedor": IDS.aurora },
    body: form,
  });
}

async function answer(request: Promise<Response>): Promise<SpreadsheetAnswer> {
  const response = await request;
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return SpreadsheetAnswerSchema.parse(body);
}

async function refusal(request: Promise<Response>, status: number): Promise<string> {
  const response = await request;
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return ErrorSchema.parse(body).mensagem;
}

/** Each row without its product, and the product's id. */
const rows = (result: SpreadsheetAnswer) =>
  result.linhas.map(({ produto, ...row }) => ({ ...row, idproduto: produto?.id ?? null }));

describe("POST /v4/product/spreadsheet/{idfornecedor}/ with a CSV", () => {
  it("matches each code;quantity row, reporting found, unknown, unavailable and invalid quantities by their line", async () => {
    const csv = [
      "codigo;quantidade",
      "AUR-0001;2",
      " aur-0011 ;12,5",
      "",
      "XYZ-9;3",
      "AUR-0006;1",
      "AUR-0002;-2",
      "AUR-0003;dois",
      "AUR-0004;1000000",
      "AUR-0005;1,1234567891",
      "AUR-0007;",
      "AUR-0008;0",
      "AUR-0009;1.25",
    ].join("\r\n");
    expect(rows(await answer(upload(csv)))).toEqual([
      { linha: 2, codigo: "AUR-0001", quantidade: 2, situacao: "encontrado", idproduto: "1001" },
      { linha: 3, codigo: "aur-0011", quantidade: 12.5, situacao: "encontrado", idproduto: "1011" },
      { linha: 5, codigo: "XYZ-9", quantidade: 3, situacao: "nao-encontrado", idproduto: null },
      { linha: 6, codigo: "AUR-0006", quantidade: 1, situacao: "indisponivel", idproduto: "1006" },
      { linha: 7, codigo: "AUR-0002", quantidade: null, situacao: "quantidade-invalida", idproduto: "1002" },
      { linha: 8, codigo: "AUR-0003", quantidade: null, situacao: "quantidade-invalida", idproduto: "1003" },
      { linha: 9, codigo: "AUR-0004", quantidade: null, situacao: "quantidade-invalida", idproduto: "1004" },
      { linha: 10, codigo: "AUR-0005", quantidade: null, situacao: "quantidade-invalida", idproduto: "1005" },
      { linha: 11, codigo: "AUR-0007", quantidade: null, situacao: "quantidade-invalida", idproduto: "1007" },
      { linha: 12, codigo: "AUR-0008", quantidade: null, situacao: "quantidade-invalida", idproduto: "1008" },
      { linha: 13, codigo: "AUR-0009", quantidade: 1.25, situacao: "encontrado", idproduto: "1009" },
    ]);
  });

  it("reads a comma-separated file with a BOM and quoted decimals, and leaves an unquoted 1,5 unread", async () => {
    const csv = '\uFEFFAUR-0001,"1,5"\nAUR-0002,3\nAUR-0003,1,5\n"AUR-0004",2.5';
    expect(rows(await answer(upload(csv)))).toEqual([
      { linha: 1, codigo: "AUR-0001", quantidade: 1.5, situacao: "encontrado", idproduto: "1001" },
      { linha: 2, codigo: "AUR-0002", quantidade: 3, situacao: "encontrado", idproduto: "1002" },
      { linha: 3, codigo: "AUR-0003", quantidade: null, situacao: "quantidade-invalida", idproduto: "1003" },
      { linha: 4, codigo: "AUR-0004", quantidade: 2.5, situacao: "encontrado", idproduto: "1004" },
    ]);
  });

  it("keeps a first row that names a product, even with a bad quantity", async () => {
    expect(rows(await answer(upload("AUR-0001;x\nAUR-0002;1")))).toEqual([
      { linha: 1, codigo: "AUR-0001", quantidade: null, situacao: "quantidade-invalida", idproduto: "1001" },
      { linha: 2, codigo: "AUR-0002", quantidade: 1, situacao: "encontrado", idproduto: "1002" },
    ]);
  });

  it("answers the product's summary, priced for the payment method", async () => {
    const [plain] = (await answer(upload("AUR-0001;1"))).linhas;
    const [pix] = (await answer(upload("AUR-0001;1", { query: "?idformapagamento=12" }))).linhas;
    expect(plain?.produto).toMatchObject({ id: "1001", codigo: "AUR-0001", precoatendente: null, disponivel: true });
    expect(pix?.produto?.preco).toBe(varyPrice(plain?.produto?.preco ?? 0, -3));
  });

  it("matches the codes of the supplier of the path only", async () => {
    expect(
      rows(await answer(upload("CVD-0001;2\nAUR-0001;1", { token: casaverdeToken, supplier: IDS.casaverde }))),
    ).toEqual([
      { linha: 1, codigo: "CVD-0001", quantidade: 2, situacao: "encontrado", idproduto: "3001" },
      { linha: 2, codigo: "AUR-0001", quantidade: 1, situacao: "nao-encontrado", idproduto: null },
    ]);
  });
});

describe("POST /v4/product/spreadsheet/{idfornecedor}/ with an XLSX", () => {
  it("reads the first sheet: shared strings, numbers (binary noise rounded), a header row", async () => {
    const file = xlsxFile([
      ["Código", "Quantidade"],
      ["AUR-0001", 3],
      ["aur-0011", 0.1 + 0.2],
      ["AUR-0006", 1],
      ["NAO-EXISTE", 1],
      ["AUR-0002", "1,5"],
      ["AUR-0003", 1.0001234],
    ]);
    expect(rows(await answer(upload(file, { filename: "pedido.xlsx" })))).toEqual([
      { linha: 2, codigo: "AUR-0001", quantidade: 3, situacao: "encontrado", idproduto: "1001" },
      { linha: 3, codigo: "aur-0011", quantidade: 0.3, situacao: "encontrado", idproduto: "1011" },
      { linha: 4, codigo: "AUR-0006", quantidade: 1, situacao: "indisponivel", idproduto: "1006" },
      { linha: 5, codigo: "NAO-EXISTE", quantidade: 1, situacao: "nao-encontrado", idproduto: null },
      { linha: 6, codigo: "AUR-0002", quantidade: 1.5, situacao: "encontrado", idproduto: "1002" },
      { linha: 7, codigo: "AUR-0003", quantidade: null, situacao: "quantidade-invalida", idproduto: "1003" },
    ]);
  });

  it("reads inline strings and a sheet at another path of the workbook", async () => {
    const file = xlsxFile([["AUR-0001", 2]], { inline: true, sheetPath: "worksheets/pedido.xml" });
    expect(rows(await answer(upload(file)))).toEqual([
      { linha: 1, codigo: "AUR-0001", quantidade: 2, situacao: "encontrado", idproduto: "1001" },
    ]);
  });
});

describe("POST /v4/product/spreadsheet/{idfornecedor}/ refusals", () => {
  it("needs the customer's token at the supplier of the path", async () => {
    expect(await refusal(upload("AUR-0001;1", { token: "nao-existe" }), 401)).toBe("Sessão expirada");
    expect(await refusal(upload("AUR-0001;1", { token: casaverdeToken }), 403)).toBe("Acesso não permitido.");
    expect(await refusal(upload("AUR-0001;1", { supplier: "nao-existe" }), 404)).toBe("Fornecedor não encontrado.");
  });

  it.each([
    ["a PNG image", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00])],
    ["a ZIP that is no workbook", zipSync({ "word/document.xml": strToU8("<document/>") })],
    ["a broken ZIP", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6])],
  ])("refuses %s: not a spreadsheet", async (_name, bytes) => {
    expect(await refusal(upload(bytes), 400)).toBe("O arquivo não é uma planilha CSV ou XLSX.");
  });

  it.each([
    ["an empty file", ""],
    ["blank lines", "\n \n;\n"],
    ["a header only", "codigo;quantidade\n"],
  ])("refuses %s: empty", async (_name, content) => {
    expect(await refusal(upload(content), 400)).toBe("A planilha está vazia.");
  });

  it("refuses more than 1000 lines and more than 1 MB, and takes exactly 1000 lines", async () => {
    const lines = (count: number) => Array.from({ length: count }, () => "AUR-0001;1").join("\n");
    expect((await answer(upload(`codigo;quantidade\n${lines(1000)}`))).linhas).toHaveLength(1000);
    expect(await refusal(upload(lines(1001)), 400)).toBe("A planilha passa de 1000 linhas.");
    expect(await refusal(upload("x".repeat(1_000_001)), 400)).toBe("O arquivo passa de 1 MB.");
    expect(await refusal(upload("x".repeat(2_000_000)), 400)).toBe("O arquivo passa de 1 MB.");
  });

  it("needs a multipart body with the file in arquivo", async () => {
    expect(await refusal(upload("AUR-0001;1", { field: "planilha" }), 400)).toBe(
      "Envie a planilha no campo arquivo (multipart/form-data).",
    );
    const json = await fetch(`${api.upstream.url}/v4/product/spreadsheet/aurora/`, {
      method: "POST",
      headers: { Authorization: `Bearer ${auroraToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ arquivo: "AUR-0001;1" }),
    });
    expect(await refusal(Promise.resolve(json), 400)).toBe("Envie a planilha no campo arquivo (multipart/form-data).");
  });
});
