import { unzipSync } from "fflate";

/** A cell as the sheet stores it: a number for numeric cells, the text otherwise. */
export type SheetCell = string | number;

/** A row of the sheet by its number (1-based, as the spreadsheet shows it), cells by column (A = 0). */
export type SheetRow = { linha: number; cells: SheetCell[] };

/** The most an XLSX part may hold once unzipped: a quick-order sheet of 1000 rows needs far less. */
const MAX_PART_BYTES = 16_000_000;

const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELS = "xl/_rels/workbook.xml.rels";
const SHARED_STRINGS = "xl/sharedStrings.xml";
const FIRST_SHEET = "xl/worksheets/sheet1.xml";

/** True when the bytes start like a ZIP archive (an XLSX is one). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? entity;
  });
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** The text runs of a shared or inline string, without its phonetic hints (`<rPh>`). */
function runsText(xml: string): string {
  const runs = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "").matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g);
  return decodeXml([...runs].map((run) => run[1] ?? "").join(""));
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((item) => runsText(item[1] ?? ""));
}

/** The path of the workbook's first sheet: its first `<sheet>`, through the workbook's relationships. */
function firstSheetPath(workbook: string | undefined, rels: string | undefined): string {
  const relationId = workbook && /<sheet\b([^>]*)\/?>/.exec(workbook)?.[1];
  const id = relationId ? attribute(relationId, "r:id") : undefined;
  const relation = id && rels ? [...rels.matchAll(/<Relationship\b([^>]*)\/?>/g)].find((match) => attribute(match[1] ?? "", "Id") === id) : undefined;
  const target = relation ? attribute(relation[1] ?? "", "Target") : undefined;
  if (!target) return FIRST_SHEET;
  return target.startsWith("/") ? target.slice(1) : `xl/${target}`;
}

/** The column index of a cell reference ("B12" → 1). */
function columnOf(reference: string | undefined, fallback: number): number {
  const letters = reference ? /^[A-Z]+/i.exec(reference)?.[0] : undefined;
  if (!letters) return fallback;
  return [...letters.toUpperCase()].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

function cellValue(attributes: string, content: string, strings: string[]): SheetCell {
  const type = attribute(attributes, "t") ?? "n";
  if (type === "inlineStr") return runsText(content);
  const raw = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(content)?.[1];
  if (raw === undefined) return "";
  if (type === "s") return strings[Number(raw)] ?? "";
  if (type === "n") {
    const value = Number(raw);
    return Number.isFinite(value) ? value : decodeXml(raw);
  }
  return decodeXml(raw);
}

function sheetRows(xml: string, strings: string[]): SheetRow[] {
  const rows: SheetRow[] = [];
  for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const linha = Number(attribute(row[1] ?? "", "r")) || (rows.at(-1)?.linha ?? 0) + 1;
    const cells: SheetCell[] = [];
    for (const cell of (row[2] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? "";
      cells[columnOf(attribute(attributes, "r"), cells.length)] = cellValue(attributes, cell[2] ?? "", strings);
    }
    rows.push({ linha, cells: Array.from(cells, (value) => value ?? "") });
  }
  return rows;
}

/**
 * The rows of an XLSX workbook's first sheet, or null when the archive is not a workbook. Only its
 * XML parts are unzipped, each at most 16 MB.
 */
export function readXlsxRows(bytes: Uint8Array): SheetRow[] | null {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, { filter: (file) => /^xl\/.*\.(xml|rels)$/.test(file.name) && file.originalSize <= MAX_PART_BYTES });
  } catch {
    return null;
  }
  const text = (path: string) => (parts[path] ? new TextDecoder().decode(parts[path]) : undefined);
  const sheet = text(firstSheetPath(text(WORKBOOK), text(WORKBOOK_RELS)));
  if (sheet === undefined || !/<worksheet\b/.test(sheet)) return null;
  return sheetRows(sheet, sharedStrings(text(SHARED_STRINGS)));
}
