/**
 * The quick-order XLSX reader against hostile workbooks (call 45): it unzips only the parts it
 * reads, at most 16 MB of them together whatever the archive declares, refuses more than 100
 * parts, and reads any XML in time linear in its length.
 */
import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { readXlsxRows, type SheetRow } from "../../../upstream/data/xlsx";
import { spaces, workbookParts, zipArchive, type ZipPart } from "../../support/zip-bomb";

const SHEET = "xl/worksheets/sheet1.xml";
const SHARED_STRINGS = "xl/sharedStrings.xml";
const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/** The limit a workbook ran into (`parts`, `bytes`), or what it read. */
function outcome(bytes: Uint8Array): { limit: unknown } | { rows: SheetRow[] | null } {
  try {
    return { rows: readXlsxRows(bytes) };
  } catch (error) {
    return { limit: (error as { limit?: unknown }).limit ?? String(error) };
  }
}

/** A workbook of these rows whose parts are replaced or joined by others. */
function workbook(rows: (string | number)[][], changes: ZipPart[] = []): Uint8Array {
  const parts = workbookParts(rows);
  const names = new Set(changes.map((part) => part.name));
  return zipArchive([...parts.filter((part) => !names.has(part.name)), ...changes]);
}

const sheetXml = (sheetData: string, padding = "") =>
  strToU8(`<worksheet ${MAIN}>${padding}<sheetData>${sheetData}</sheetData></worksheet>`);

describe("the parts it unzips", () => {
  it("reads the sheet of a 0.9 MB workbook whose 60 other parts hold 15.9 MB of spaces each", () => {
    const filler = spaces(15_900_000);
    const others = Array.from({ length: 60 }, (_, index) => ({
      name: `xl/worksheets/sheet${index + 2}.xml`,
      content: filler,
    }));
    const bomb = workbook([["AUR-0001", 2]], others);
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(outcome(bomb)).toEqual({ rows: [{ linha: 1, cells: ["AUR-0001", 2] }] });
  });

  it("never unzips a part it does not read: a broken one elsewhere in the workbook changes nothing", () => {
    const broken = {
      name: "xl/worksheets/sheet2.xml",
      content: strToU8("<worksheet/>"),
      compressed: new Uint8Array([0xff, 0xff, 0xff, 0xff]),
    };
    expect(outcome(workbook([["AUR-0001", 2]], [broken]))).toEqual({ rows: [{ linha: 1, cells: ["AUR-0001", 2] }] });
  });

  it("reads the shared strings only when the sheet uses them", () => {
    const sheet = {
      name: SHEET,
      content: sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>AUR-0001</t></is></c><c r="B1"><v>3</v></c></row>'),
    };
    const broken = {
      name: SHARED_STRINGS,
      content: strToU8("<sst/>"),
      compressed: new Uint8Array([0xff, 0xff, 0xff, 0xff]),
    };
    expect(outcome(workbook([["x"]], [sheet, broken]))).toEqual({ rows: [{ linha: 1, cells: ["AUR-0001", 3] }] });
  });
});

describe("the size once unzipped", () => {
  it("refuses a sheet and shared strings that unzip to more than 16 MB together", () => {
    const sheet = {
      name: SHEET,
      content: sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>2</v></c></row>', " ".repeat(8_100_000)),
    };
    const strings = {
      name: SHARED_STRINGS,
      content: strToU8(`<sst ${MAIN}>${" ".repeat(8_100_000)}<si><t>AUR-0001</t></si></sst>`),
    };
    expect(outcome(workbook([["x"]], [sheet, strings]))).toEqual({ limit: "bytes" });
  });

  it("takes a sheet and shared strings of 15.9 MB together", () => {
    const sheet = {
      name: SHEET,
      content: sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>2</v></c></row>', " ".repeat(7_900_000)),
    };
    const strings = {
      name: SHARED_STRINGS,
      content: strToU8(`<sst ${MAIN}>${" ".repeat(7_900_000)}<si><t>AUR-0001</t></si></sst>`),
    };
    expect(outcome(workbook([["x"]], [sheet, strings]))).toEqual({ rows: [{ linha: 1, cells: ["AUR-0001", 2] }] });
  });

  it("stops a sheet that declares 1 KB and unzips to 17 MB", () => {
    const content = sheetXml('<row r="1"><c r="B1"><v>2</v></c></row>', " ".repeat(17_000_000));
    expect(outcome(workbook([["x"]], [{ name: SHEET, content, declaredSize: 1000 }]))).toEqual({ limit: "bytes" });
  });

  it("refuses a sheet that declares more than 16 MB", () => {
    const content = sheetXml('<row r="1"><c r="B1"><v>2</v></c></row>');
    expect(outcome(workbook([["x"]], [{ name: SHEET, content, declaredSize: 16_000_001 }]))).toEqual({
      limit: "bytes",
    });
  });
});

describe("the number of parts", () => {
  const tiny = strToU8("<x/>");
  const withParts = (count: number) => {
    const parts = workbookParts([["AUR-0001", 2]]);
    const others = Array.from({ length: count - parts.length }, (_, index) => ({
      name: `xl/media/imagem${index}.xml`,
      content: tiny,
    }));
    return zipArchive([...parts, ...others]);
  };

  it("takes a workbook of 100 parts", () => {
    expect(outcome(withParts(100))).toEqual({ rows: [{ linha: 1, cells: ["AUR-0001", 2] }] });
  });

  it("refuses a workbook of 101 parts", () => {
    expect(outcome(withParts(101))).toEqual({ limit: "parts" });
  });
});

describe("the XML of the parts read", () => {
  it("keeps the columns A to Z of a row: a cell at column ZZZZ makes no row of millions of cells", () => {
    const sheet = sheetXml(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>AUR-0001</t></is></c><c r="B1"><v>2</v></c><c r="ZZZZ1"><v>9</v></c></row>',
    );
    expect(outcome(workbook([["x"]], [{ name: SHEET, content: sheet }]))).toEqual({
      rows: [{ linha: 1, cells: ["AUR-0001", 2] }],
    });
  });

  it("reads rows, cells and strings that never close in time linear in their length", () => {
    const sheet = sheetXml(`<row r="1"><c r="A1"><v>7</v></c></row>${"<row>".repeat(150_000)}`);
    const cells = sheetXml(`<row r="1"><c r="A1"><v>7</v></c>${"<c>".repeat(150_000)}</row>`);
    const strings = strToU8(`<sst ${MAIN}>${"<si>".repeat(150_000)}</sst>`);
    expect(outcome(workbook([["x"]], [{ name: SHEET, content: sheet }]))).toEqual({ rows: [{ linha: 1, cells: [7] }] });
    expect(outcome(workbook([["x"]], [{ name: SHEET, content: cells }]))).toEqual({ rows: [{ linha: 1, cells: [7] }] });
    const sharedSheet = sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>1</v></c></row>');
    expect(
      outcome(
        workbook(
          [["x"]],
          [
            { name: SHEET, content: sharedSheet },
            { name: SHARED_STRINGS, content: strings },
          ],
        ),
      ),
    ).toEqual({
      rows: [{ linha: 1, cells: ["", 1] }],
    });
  });

  it("leaves a character reference past Unicode as written", () => {
    const sheet = sheetXml(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>AUR&#99999999999;</t></is></c><c r="B1"><v>1</v></c></row>',
    );
    expect(outcome(workbook([["x"]], [{ name: SHEET, content: sheet }]))).toEqual({
      rows: [{ linha: 1, cells: ["AUR&#99999999999;", 1] }],
    });
  });
});
