import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { SpreadsheetAnswerSchema } from "../../app/models/cart";
import { MAX_QUANTITY } from "../../app/models/quantity-input";
import { statement } from "../db/statements";
import { badRequest } from "../http";
import { PRODUCT_SUMMARY_COLUMNS, productSummary, type PriceOptions, type ProductSummaryRow } from "./products";
import { looksLikeZip, MAX_XLSX_PARTS, MAX_XLSX_UNZIPPED_BYTES, readXlsxRows, XlsxLimitError, type SheetCell, type SheetRow } from "./xlsx";

export const MAX_SPREADSHEET_BYTES = 1_000_000;
export const MAX_SPREADSHEET_LINES = 1000;

export const SPREADSHEET_MESSAGES = {
  notSpreadsheet: "O arquivo não é uma planilha CSV ou XLSX.",
  empty: "A planilha está vazia.",
  tooLarge: "O arquivo passa de 1 MB.",
  tooManyLines: `A planilha passa de ${MAX_SPREADSHEET_LINES} linhas.`,
  noFile: "Envie a planilha no campo arquivo (multipart/form-data).",
  tooManyParts: `A planilha XLSX tem mais de ${MAX_XLSX_PARTS} partes (abas, imagens, gráficos). Salve uma cópia só com a aba do pedido ou envie um CSV.`,
  unzippedTooLarge: `A planilha XLSX passa de ${MAX_XLSX_UNZIPPED_BYTES / 1_000_000} MB descompactada. Salve uma cópia só com os códigos e as quantidades ou envie um CSV.`,
} as const;

type SpreadsheetAnswer = z.input<typeof SpreadsheetAnswerSchema>;
type Situation = SpreadsheetAnswer["linhas"][number]["situacao"];

/** The separator of a CSV: the first of `;`, tab or `,` that its first line with one of them uses. */
function csvSeparator(lines: string[]): string {
  const first = lines.find((line) => /[;\t,]/.test(line)) ?? "";
  return [";", "\t", ","].find((separator) => first.includes(separator)) ?? ";";
}

/** A CSV line's fields; a field in double quotes may hold the separator and doubled quotes (`""`). */
function csvFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (char === separator) {
      fields.push(field);
      field = "";
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/**
 * In a comma-separated file, `code,1,5` may be 1,5 or 1 and a third column: such a quantity is
 * left empty (reported invalid) rather than guessed. A quoted "1,5" is one field.
 */
function withoutAmbiguousDecimal(fields: string[], separator: string): string[] {
  const [code = "", whole = "", fraction = ""] = fields;
  const ambiguous = separator === "," && /^\s*\d+\s*$/.test(whole) && /^\s*\d+\s*$/.test(fraction);
  return ambiguous ? [code, ""] : fields;
}

/** The rows of a UTF-8 CSV (a BOM is dropped), or null when the bytes are not text. */
function readCsvRows(bytes: Uint8Array): SheetRow[] | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes("\u0000")) return null;
  const lines = text.split(/\r\n|\n|\r/);
  const separator = csvSeparator(lines);
  return lines.map((line, index) => ({ linha: index + 1, cells: withoutAmbiguousDecimal(csvFields(line, separator), separator) }));
}

/** The rows of an XLSX; a 400 past the workbook's limits (parts, unzipped size). */
function readWorkbookRows(bytes: Uint8Array): SheetRow[] | null {
  try {
    // A header and one row past the limit are enough to tell the sheet is too long.
    return readXlsxRows(bytes, { maxRows: MAX_SPREADSHEET_LINES + 2 });
  } catch (error) {
    if (!(error instanceof XlsxLimitError)) throw error;
    throw badRequest(error.limit === "parts" ? SPREADSHEET_MESSAGES.tooManyParts : SPREADSHEET_MESSAGES.unzippedTooLarge);
  }
}

/** The rows of a spreadsheet file: XLSX (first sheet) or CSV; a 400 when it is neither. */
function readRows(bytes: Uint8Array): SheetRow[] {
  const rows = looksLikeZip(bytes) ? readWorkbookRows(bytes) : readCsvRows(bytes);
  if (!rows) throw badRequest(SPREADSHEET_MESSAGES.notSpreadsheet);
  return rows;
}

const roundQuantity = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A row's quantity, or null when it is not one a cart takes: a number above 0, at most 100000, with
 * at most 3 decimals (a spreadsheet's binary noise, as 0.30000000000000004, counts as 0.3). Text
 * may use a decimal comma or point, without thousands separators.
 */
export function quantityOf(cell: SheetCell | undefined): number | null {
  const text = typeof cell === "string" ? cell.trim() : null;
  if (text !== null && !/^\d{1,6}([.,]\d+)?$/.test(text)) return null;
  const value = text === null ? (cell as number | undefined) : Number(text.replace(",", "."));
  if (value === undefined || !Number.isFinite(value) || value <= 0 || value > MAX_QUANTITY) return null;
  const rounded = roundQuantity(value);
  return Math.abs(value - rounded) < 1e-9 ? rounded : null;
}

const codeKey = (cell: SheetCell | undefined) => String(cell ?? "").trim().toLowerCase();

const isBlank = (row: SheetRow) => row.cells.every((cell) => String(cell).trim() === "");

/** The supplier's products with these codes (compared trimmed, without case), by code. */
function productsByCode(db: Database, idfornecedor: string, codes: string[]): Map<string, ProductSummaryRow> {
  const rows = statement(
    db,
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p
     WHERE p.idfornecedor = ? AND lower(trim(p.codigo)) IN (SELECT value FROM json_each(?))`
  ).all(idfornecedor, JSON.stringify(codes)) as ProductSummaryRow[];
  return new Map(rows.map((row) => [codeKey(row.codigo), row]));
}

function situationOf(product: ProductSummaryRow | undefined, quantidade: number | null): Situation {
  if (!product) return "nao-encontrado";
  if (product.disponivel !== 1) return "indisponivel";
  return quantidade === null ? "quantidade-invalida" : "encontrado";
}

/**
 * POST /v4/product/spreadsheet/{idfornecedor}/: each `code;quantity` row of the file matched to the
 * supplier's products, priced for the payment method. Blank rows are skipped; so is a first row
 * that reads as a header (its quantity not a number and its code no product's). `linha` is the
 * row's number in the file.
 */
export function spreadsheetProducts(db: Database, idfornecedor: string, bytes: Uint8Array, prices: PriceOptions): SpreadsheetAnswer {
  if (bytes.length > MAX_SPREADSHEET_BYTES) throw badRequest(SPREADSHEET_MESSAGES.tooLarge);
  const filled = readRows(bytes).filter((row) => !isBlank(row));
  if (filled.length > MAX_SPREADSHEET_LINES + 1) throw badRequest(SPREADSHEET_MESSAGES.tooManyLines);
  const products = productsByCode(db, idfornecedor, [...new Set(filled.map((row) => codeKey(row.cells[0])))]);
  const [first] = filled;
  const isHeader = first !== undefined && quantityOf(first.cells[1]) === null && !products.has(codeKey(first.cells[0]));
  const rows = isHeader ? filled.slice(1) : filled;
  if (rows.length === 0) throw badRequest(SPREADSHEET_MESSAGES.empty);
  if (rows.length > MAX_SPREADSHEET_LINES) throw badRequest(SPREADSHEET_MESSAGES.tooManyLines);
  return {
    linhas: rows.map((row) => {
      const product = products.get(codeKey(row.cells[0]));
      const quantidade = quantityOf(row.cells[1]);
      return {
        linha: row.linha,
        codigo: String(row.cells[0] ?? "").trim(),
        quantidade,
        situacao: situationOf(product, quantidade),
        produto: product ? productSummary(product, prices) : null,
      };
    }),
  };
}
