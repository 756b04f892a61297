/**
 * Call 45 with hostile workbooks: an upload of at most 1 MB that would unzip to a gigabyte is
 * answered at once, with a 400 that tells the shopper what to send instead.
 */
import { strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpreadsheetAnswerSchema } from "../../../app/models/cart";
import { spaces, workbookParts, zipArchive, type ZipPart } from "../../support/zip-bomb";
import { startAccountsUpstream, type AccountsUpstream } from "./accounts-client";
import { ErrorSchema, IDS } from "./harness";

let api: AccountsUpstream;
let token: string;

beforeAll(async () => {
  api = await startAccountsUpstream();
  token = (await api.login("cliente@exemplo.com.br")).token;
});

afterAll(async () => {
  await api.stop();
});

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const TOO_LARGE =
  "A planilha XLSX passa de 16 MB descompactada. Salve uma cópia só com os códigos e as quantidades ou envie um CSV.";
const TOO_MANY_PARTS =
  "A planilha XLSX tem mais de 100 partes (abas, imagens, gráficos). Salve uma cópia só com a aba do pedido ou envie um CSV.";

async function upload(bytes: Uint8Array): Promise<{ status: number; body: unknown }> {
  expect(bytes.length).toBeLessThan(1_000_000);
  const form = new FormData();
  form.append("arquivo", new Blob([Uint8Array.from(bytes)]), "pedido.xlsx");
  const response = await fetch(`${api.upstream.url}/v4/product/spreadsheet/aurora/`, {
    method: "POST",
    // A fresh connection: building a bomb blocks this process (and the upstream in it) for seconds, past its keep-alive.
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: "application/json",
      "X-idfornecedor": IDS.aurora,
      Connection: "close",
    },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function refusal(bytes: Uint8Array): Promise<string> {
  const { status, body } = await upload(bytes);
  expect(status, JSON.stringify(body)).toBe(400);
  return ErrorSchema.parse(body).mensagem;
}

/** A workbook of one order line whose parts are replaced or joined by others. */
function workbook(changes: ZipPart[]): Uint8Array {
  const names = new Set(changes.map((part) => part.name));
  return zipArchive([...workbookParts([["AUR-0001", 2]]).filter((part) => !names.has(part.name)), ...changes]);
}

const sheetXml = (sheetData: string, padding: string) =>
  strToU8(`<worksheet ${MAIN}>${padding}<sheetData>${sheetData}</sheetData></worksheet>`);

describe("POST /v4/product/spreadsheet/{idfornecedor}/ with a workbook past the limits", () => {
  it("reads the first sheet of a 0.9 MB upload whose 60 other parts unzip to 15.9 MB each, leaving them zipped", async () => {
    const filler = spaces(15_900_000);
    const others = Array.from({ length: 60 }, (_, index) => ({
      name: `xl/worksheets/sheet${index + 2}.xml`,
      content: filler,
    }));
    const { status, body } = await upload(workbook(others));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(
      SpreadsheetAnswerSchema.parse(body).linhas.map(({ codigo, quantidade }) => ({ codigo, quantidade })),
    ).toEqual([{ codigo: "AUR-0001", quantidade: 2 }]);
  });

  it("refuses a sheet and shared strings that unzip to more than 16 MB together", async () => {
    const sheet = {
      name: "xl/worksheets/sheet1.xml",
      content: sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>2</v></c></row>', " ".repeat(8_100_000)),
    };
    const strings = {
      name: "xl/sharedStrings.xml",
      content: strToU8(`<sst ${MAIN}>${" ".repeat(8_100_000)}<si><t>AUR-0001</t></si></sst>`),
    };
    expect(await refusal(workbook([sheet, strings]))).toBe(TOO_LARGE);
  });

  it("refuses a sheet that declares 1 KB and unzips to 17 MB", async () => {
    const content = sheetXml(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>2</v></c></row>',
      " ".repeat(17_000_000),
    );
    expect(await refusal(workbook([{ name: "xl/worksheets/sheet1.xml", content, declaredSize: 1000 }]))).toBe(
      TOO_LARGE,
    );
  });

  it("refuses a workbook of more than 100 parts", async () => {
    const tiny = strToU8("<x/>");
    const others = Array.from({ length: 100 }, (_, index) => ({ name: `xl/media/imagem${index}.xml`, content: tiny }));
    expect(await refusal(workbook(others))).toBe(TOO_MANY_PARTS);
  });

  it("keeps answering ordinary workbooks after them", async () => {
    await refusal(workbook([{ name: "xl/worksheets/sheet1.xml", content: spaces(17_000_000), declaredSize: 10 }]));
    const { status, body } = await upload(workbook([]));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(SpreadsheetAnswerSchema.parse(body).linhas).toHaveLength(1);
  });
});
