import { readZipEntry, zipEntries, ZipFormatError, ZipLimitError, type UnzipBudget, type ZipEntry } from "./zip-archive";

/** A cell as the sheet stores it: a number for numeric cells, the text otherwise. */
export type SheetCell = string | number;

/** A row of the sheet by its number (1-based, as the spreadsheet shows it), cells by column (A = 0). */
export type SheetRow = { linha: number; cells: SheetCell[] };

/** The most files a workbook may hold: a quick-order workbook has about a dozen (sheets, styles, theme…). */
export const MAX_XLSX_PARTS = 100;
/** The most its parts that are read (workbook, relationships, first sheet, shared strings) may hold once unzipped, together. */
export const MAX_XLSX_UNZIPPED_BYTES = 16_000_000;
/** Columns read from each row, A to Z; further columns are left out. */
export const MAX_XLSX_COLUMNS = 26;

/** The workbook is past one of the limits above: `parts`, or `bytes` once unzipped. */
export class XlsxLimitError extends Error {
  override name = "XlsxLimitError";
  constructor(readonly limit: "parts" | "bytes") {
    super(limit === "parts" ? `More than ${MAX_XLSX_PARTS} parts` : `More than ${MAX_XLSX_UNZIPPED_BYTES} bytes unzipped`);
  }
}

const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELS = "xl/_rels/workbook.xml.rels";
const SHARED_STRINGS = "xl/sharedStrings.xml";
const FIRST_SHEET = "xl/worksheets/sheet1.xml";

/** True when the bytes start like a ZIP archive (an XLSX is one). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function codePoint(value: number, entity: string): string {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : entity;
}

function decodeXml(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return codePoint(Number.parseInt(name.slice(2), 16), entity);
    if (name.startsWith("#")) return codePoint(Number(name.slice(1)), entity);
    return ENTITIES[name] ?? entity;
  });
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}

type XmlElement = { attributes: string; content: string; begin: number; after: number };

/** After `<name`: whitespace, `>` or `/` (so that `<c` does not take `<col>`). */
function endsTagName(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x3e || code === 0x2f;
}

/**
 * The `<name …>…</name>` and `<name …/>` elements of `xml`, in order, not nested in one another.
 * Each search starts where the last element ended and an element left open ends the walk, so
 * the time is linear in the text whatever it holds.
 */
function* elements(xml: string, name: string): Generator<XmlElement> {
  const open = `<${name}`;
  const close = `</${name}>`;
  let at = 0;
  for (;;) {
    const begin = xml.indexOf(open, at);
    if (begin === -1) return;
    const afterName = begin + open.length;
    if (!endsTagName(xml.charCodeAt(afterName))) {
      at = afterName;
      continue;
    }
    const tagEnd = xml.indexOf(">", afterName);
    if (tagEnd === -1) return;
    if (xml.charCodeAt(tagEnd - 1) === 0x2f) {
      yield { attributes: xml.slice(afterName, tagEnd - 1), content: "", begin, after: tagEnd + 1 };
      at = tagEnd + 1;
      continue;
    }
    const closeAt = xml.indexOf(close, tagEnd + 1);
    if (closeAt === -1) return;
    yield { attributes: xml.slice(afterName, tagEnd), content: xml.slice(tagEnd + 1, closeAt), begin, after: closeAt + close.length };
    at = closeAt + close.length;
  }
}

function firstElement(xml: string, name: string): XmlElement | undefined {
  for (const element of elements(xml, name)) return element;
  return undefined;
}

function textRuns(xml: string): string {
  let text = "";
  for (const run of elements(xml, "t")) text += run.content;
  return text;
}

/** The text runs of a shared or inline string, without its phonetic hints (`<rPh>`). */
function runsText(xml: string): string {
  let text = "";
  let at = 0;
  for (const hint of elements(xml, "rPh")) {
    text += textRuns(xml.slice(at, hint.begin));
    at = hint.after;
  }
  return decodeXml(text + textRuns(xml.slice(at)));
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  const strings: string[] = [];
  for (const item of elements(xml, "si")) strings.push(runsText(item.content));
  return strings;
}

/** The path of the workbook's first sheet: its first `<sheet>`, through the workbook's relationships. */
function firstSheetPath(workbook: string | undefined, rels: string | undefined): string {
  const sheet = workbook ? firstElement(workbook, "sheet") : undefined;
  const id = sheet ? attribute(sheet.attributes, "r:id") : undefined;
  let target: string | undefined;
  if (id && rels) {
    for (const relation of elements(rels, "Relationship")) {
      if (attribute(relation.attributes, "Id") !== id) continue;
      target = attribute(relation.attributes, "Target");
      break;
    }
  }
  if (!target) return FIRST_SHEET;
  return target.startsWith("/") ? target.slice(1) : `xl/${target}`;
}

/** The column index of a cell reference ("B12" → 1); -1 past column Z. */
function columnOf(reference: string | undefined, fallback: number): number {
  const letters = reference ? /^[A-Z]{1,3}/i.exec(reference)?.[0] : undefined;
  const index = letters ? [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1 : fallback;
  return index < MAX_XLSX_COLUMNS ? index : -1;
}

/** A cell's value; a shared string is its index in the shared strings table until they are read. */
type RawCell = SheetCell | { shared: number };

function rawCell(attributes: string, content: string): RawCell {
  const type = attribute(attributes, "t") ?? "n";
  if (type === "inlineStr") return runsText(content);
  const raw = firstElement(content, "v")?.content;
  if (raw === undefined) return "";
  if (type === "s") return { shared: Number(raw) };
  if (type === "n") {
    const value = Number(raw);
    return Number.isFinite(value) ? value : decodeXml(raw);
  }
  return decodeXml(raw);
}

const isBlank = (cells: SheetCell[]) => cells.every((cell) => String(cell).trim() === "");

/** The sheet's rows that hold something, at most `maxRows` of them. */
function sheetRows(xml: string, strings: () => string[], maxRows: number): SheetRow[] {
  const rows: SheetRow[] = [];
  let linha = 0;
  for (const row of elements(xml, "row")) {
    linha = Number(attribute(row.attributes, "r")) || linha + 1;
    const cells: SheetCell[] = [];
    let next = 0;
    for (const cell of elements(row.content, "c")) {
      const column = columnOf(attribute(cell.attributes, "r"), next);
      if (column < 0) continue;
      const value = rawCell(cell.attributes, cell.content);
      cells[column] = typeof value === "object" ? (strings()[value.shared] ?? "") : value;
      next = column + 1;
    }
    const filled = Array.from(cells, (value) => value ?? "");
    if (isBlank(filled)) continue;
    rows.push({ linha, cells: filled });
    if (rows.length >= maxRows) break;
  }
  return rows;
}

/** A part of the workbook as text, taken from the budget; undefined when the workbook lacks it. */
function partReader(bytes: Uint8Array, entries: Map<string, ZipEntry>, budget: UnzipBudget) {
  return (path: string): string | undefined => {
    const entry = entries.get(path);
    return entry ? new TextDecoder().decode(readZipEntry(bytes, entry, budget)) : undefined;
  };
}

/**
 * The rows of an XLSX workbook's first sheet that hold something (at most `maxRows`), or null when
 * the archive is not a workbook. Only the parts needed are unzipped: the workbook and its
 * relationships (to find the first sheet), that sheet, and the shared strings when the sheet uses
 * them. Throws XlsxLimitError past MAX_XLSX_PARTS files or MAX_XLSX_UNZIPPED_BYTES unzipped.
 */
export function readXlsxRows(bytes: Uint8Array, { maxRows = Number.POSITIVE_INFINITY }: { maxRows?: number } = {}): SheetRow[] | null {
  try {
    const entries = zipEntries(bytes, MAX_XLSX_PARTS);
    const part = partReader(bytes, entries, { bytesLeft: MAX_XLSX_UNZIPPED_BYTES });
    const sheet = part(firstSheetPath(part(WORKBOOK), part(WORKBOOK_RELS)));
    if (sheet === undefined || !/<worksheet[\s>/]/.test(sheet)) return null;
    let strings: string[] | undefined;
    return sheetRows(sheet, () => (strings ??= sharedStrings(part(SHARED_STRINGS))), maxRows);
  } catch (error) {
    if (error instanceof ZipLimitError) throw new XlsxLimitError(error.limit === "entries" ? "parts" : "bytes");
    if (error instanceof ZipFormatError) return null;
    throw error;
  }
}
