/** A small XLSX workbook built in memory, as spreadsheet programs write them (integration tests and journeys of quick orders). */
import { strToU8, zipSync } from "fflate";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The column letters of a zero-based index: 0 → A, 27 → AB. */
function columnName(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);
}

export type XlsxOptions = {
  /** Text in the cells themselves (`inlineStr`) instead of the shared strings table. */
  inline?: boolean;
  /** Where the first sheet lives, relative to `xl/`. */
  sheetPath?: string;
};

/** One sheet of rows: text cells as shared (or inline) strings, numbers as numeric cells. */
export function xlsxFile(
  rows: (string | number)[][],
  { inline = false, sheetPath = "worksheets/sheet1.xml" }: XlsxOptions = {},
): Uint8Array<ArrayBuffer> {
  const strings: string[] = [];
  const cell = (value: string | number, reference: string) => {
    if (typeof value === "number") return `<c r="${reference}"><v>${value}</v></c>`;
    if (inline) return `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
    strings.push(value);
    return `<c r="${reference}" t="s"><v>${strings.length - 1}</v></c>`;
  };
  const sheetData = rows
    .map(
      (cells, row) =>
        `<row r="${row + 1}">${cells.map((value, column) => cell(value, `${columnName(column)}${row + 1}`)).join("")}</row>`,
    )
    .join("");
  const shared = strings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join("");
  const zipped = zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    "xl/workbook.xml": strToU8(
      `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Pedido" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="${sheetPath}"/></Relationships>`,
    ),
    [`xl/${sheetPath}`]: strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
    "xl/sharedStrings.xml": strToU8(`<sst xmlns="${MAIN}">${shared}</sst>`),
  });
  return Uint8Array.from(zipped);
}
