import { strToU8, zipSync } from "fflate";

/**
 * A small XLSX (Office Open XML) workbook writer for the files the server answers (the orders export,
 * docs/upstream-api.md §66): sheets of typed columns, text as inline strings, money and dates as
 * numbers with a format, so that a spreadsheet program sorts and sums them. zip by fflate.
 */

/** How a column's cells are written: text; a number; an amount in reais; an instant (shown in São Paulo's time). */
export type ColumnKind = "text" | "number" | "money" | "datetime";

export type SheetColumn = { header: string; kind: ColumnKind; width?: number };

/** A cell's value: text or a number for text and number columns, ISO-8601 for datetime ones; null for an empty cell. */
export type CellValue = string | number | null;

export type Sheet = { name: string; columns: readonly SheetColumn[]; rows: readonly (readonly CellValue[])[] };

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";

/** Style indexes of styles.xml's cellXfs: 0 plain, 1 bold (headers), 2 money, 3 date and time. */
const STYLE = { plain: 0, header: 1, money: 2, datetime: 3 } as const;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="&quot;R$&quot;\\ #,##0.00"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy\\ hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** Text as XML character data: markup escaped, characters XML 1.0 cannot hold dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The column letters of a zero-based index: 0 → A, 27 → AB. */
export function columnName(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);
}

/** São Paulo has kept UTC−3 all year since 2019. */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;
/** Day 0 of a spreadsheet's dates (1899-12-30), in Unix days. */
const SERIAL_EPOCH_DAYS = 25569;

/** An instant as a spreadsheet's date serial, in São Paulo's wall-clock time; null for a text that is none. */
export function dateSerial(iso: string): number | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return Math.round(((time + SAO_PAULO_OFFSET_MS) / 86_400_000 + SERIAL_EPOCH_DAYS) * 86_400) / 86_400;
}

function cellXml(value: CellValue, kind: ColumnKind, reference: string): string {
  if (value === null || value === "") return "";
  const serial = kind === "datetime" && typeof value === "string" ? dateSerial(value) : null;
  if (serial !== null) return `<c r="${reference}" s="${STYLE.datetime}"><v>${serial}</v></c>`;
  if (typeof value === "string") return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
  if (!Number.isFinite(value)) return "";
  const style = kind === "money" ? ` s="${STYLE.money}"` : "";
  return `<c r="${reference}"${style}><v>${value}</v></c>`;
}

function sheetXml({ columns, rows }: Sheet): string {
  const cols = columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width ?? 14}" customWidth="1"/>`).join("");
  const header = `<row r="1">${columns
    .map((column, index) => `<c r="${columnName(index)}1" t="inlineStr" s="${STYLE.header}"><is><t>${xmlText(column.header)}</t></is></c>`)
    .join("")}</row>`;
  const body = rows
    .map((cells, row) => {
      const number = row + 2;
      return `<row r="${number}">${columns.map((column, index) => cellXml(cells[index] ?? null, column.kind, `${columnName(index)}${number}`)).join("")}</row>`;
    })
    .join("");
  // The header row stays in view while scrolling.
  const frozen = `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}">${frozen}<cols>${cols}</cols><sheetData>${header}${body}</sheetData></worksheet>`;
}

/** A sheet's name as spreadsheet programs take it: at most 31 characters, none of []:*?/\. */
function sheetName(name: string): string {
  return xmlText(name.replace(/[[\]:*?/\\]/g, " ").slice(0, 31));
}

/** The workbook's bytes (a ZIP archive), its sheets in order. */
export function writeXlsx(sheets: readonly Sheet[]): Uint8Array {
  const sheetFiles = Object.fromEntries(sheets.map((sheet, index) => [`xl/worksheets/sheet${index + 1}.xml`, strToU8(sheetXml(sheet))]));
  const overrides = sheets
    .map((_, index) => `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
    .join("");
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`;
  const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${sheets
    .map((sheet, index) => `<sheet name="${sheetName(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
    .join("")}</sheets></workbook>`;
  const workbookRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${sheets
    .map((_, index) => `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`)
    .join("")}<Relationship Id="rId${sheets.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`;
  return zipSync({
    "[Content_Types].xml": strToU8(contentTypes),
    "_rels/.rels": strToU8(rootRels),
    "xl/workbook.xml": strToU8(workbook),
    "xl/_rels/workbook.xml.rels": strToU8(workbookRels),
    "xl/styles.xml": strToU8(STYLES),
    ...sheetFiles,
  });
}
