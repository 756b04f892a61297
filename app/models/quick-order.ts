import type { SpreadsheetAnswer } from "./cart";
import { changeQuantity, roundQuantity } from "./cart-quantity";
import type { ProductSummary } from "./catalogue";
import { formatQuantity, formatQuantityValue } from "./quantity-format";
import { MAX_QUANTITY, isBelowSmallestQuantity } from "./quantity-input";

/**
 * Quick order: lines of "code;quantity" pasted or uploaded, matched to products by the server
 * (call 45 of docs/upstream-api.md), then each found line's quantity made valid by docs/rules/cart.md "Cart quantity": "Cart
 * quantity" before it goes to the cart.
 */

export const MAX_QUICK_ORDER_LINES = 1000;

/** The most a spreadsheet (or the pasted text) may weigh: the server reads up to 1 MB. */
export const MAX_UPLOAD_BYTES = 1_000_000;

/** A pasted line: its number in the text, and the code and quantity as typed. */
export type PastedRow = { linha: number; codigo: string; quantidade: string };

/**
 * The pasted text's lines, blank ones skipped. Each is split at its first `;` or tab, else at its
 * first comma, so "ABC-1,1,5" is 1,5 of ABC-1; a line without any is a code without quantity.
 */
export function parsePastedText(text: string): PastedRow[] {
  return text.split(/\r\n|\n|\r/).flatMap((line, index) => {
    if (line.trim() === "") return [];
    const separator = /[;\t]/.exec(line) ?? /,/.exec(line);
    const codigo = separator ? line.slice(0, separator.index) : line;
    const quantidade = separator ? line.slice(separator.index + 1) : "";
    return [{ linha: index + 1, codigo: codigo.trim(), quantidade: quantidade.trim() }];
  });
}

function csvField(value: string): string {
  return /[;"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The rows as the CSV file the server reads: one `code;quantity` per line, in order. */
export function pastedCsv(rows: readonly PastedRow[]): string {
  return rows.map((row) => `${csvField(row.codigo)};${csvField(row.quantidade)}`).join("\n");
}

export type QuickOrderStatus =
  "found" | "adjusted" | "not-found" | "unavailable" | "invalid-quantity" | "skipped" | "age-check";

/** A line of the report: what was asked, what goes to the cart, and why. */
export type QuickOrderLine = {
  linha: number;
  codigo: string;
  produto: { idproduto: string; nome: string } | null;
  /** The quantity asked, as typed or as the spreadsheet holds it ("1,5"; "" when unknown). */
  pedido: string;
  /** What goes to the cart (0: nothing), with its unit: "1 kg". */
  quantidade: number;
  quantidadeTexto: string;
  status: QuickOrderStatus;
  situacao: string;
  /** Where to go on from a line held back (the age question), when there is such a place. */
  link?: { href: string; label: string };
};

const QUANTITY_RULE = "use um número maior que zero, até 100.000, com no máximo 3 casas decimais";

export const quickOrderText = {
  found: "Encontrado",
  notFound: "Código não encontrado",
  unavailable: "Produto indisponível",
  invalidQuantity: `Quantidade inválida: ${QUANTITY_RULE}`,
  skipped: "Linha ignorada: lida como cabeçalho",
} as const;

type AnswerLine = SpreadsheetAnswer["linhas"][number];

function isValidQuantity(value: number | null): value is number {
  return (
    value !== null && Number.isFinite(value) && value > 0 && value <= MAX_QUANTITY && !isBelowSmallestQuantity(value)
  );
}

/** Why a valid quantity differs from the one asked: the maximum, the minimum, or the step. */
function adjustment(asked: number, added: number, product: ProductSummary): string {
  const unit = (value: number) => formatQuantity(value, product.unidade);
  const to = `Ajustado para ${unit(added)}`;
  if (product.maxporpedido !== null && asked > product.maxporpedido)
    return `${to}: o máximo por pedido é ${unit(product.maxporpedido)}`;
  if (asked < product.min_por_pedido) return `${to}: o mínimo por pedido é ${unit(product.min_por_pedido)}`;
  return `${to}: vendido em múltiplos de ${unit(product.granularidade)}`;
}

type Outcome = Pick<QuickOrderLine, "quantidade" | "status" | "situacao">;

const refused = (status: QuickOrderStatus, situacao: string): Outcome => ({ quantidade: 0, status, situacao });

/** docs/rules/cart.md "Cart quantity" on a found line: the quantity set directly, made valid by the product's rules. */
function outcomeOf(line: AnswerLine): Outcome {
  const product = line.produto;
  if (line.situacao === "nao-encontrado" || !product) return refused("not-found", quickOrderText.notFound);
  if (line.situacao === "indisponivel" || !product.disponivel)
    return refused("unavailable", quickOrderText.unavailable);
  if (line.situacao === "quantidade-invalida" || !isValidQuantity(line.quantidade))
    return refused("invalid-quantity", quickOrderText.invalidQuantity);
  const asked = roundQuantity(line.quantidade);
  const added = changeQuantity(0, { kind: "set", value: asked }, product);
  if (added === asked) return { quantidade: added, status: "found", situacao: quickOrderText.found };
  return { quantidade: added, status: "adjusted", situacao: adjustment(asked, added, product) };
}

function reportLine(line: AnswerLine, typed: PastedRow | undefined): QuickOrderLine {
  const outcome = outcomeOf(line);
  const asked = typed?.quantidade ?? (line.quantidade === null ? "" : formatQuantityValue(line.quantidade));
  return {
    linha: typed?.linha ?? line.linha,
    codigo: typed?.codigo ?? line.codigo,
    produto: line.produto ? { idproduto: line.produto.id, nome: line.produto.nome } : null,
    pedido: asked,
    ...outcome,
    quantidadeTexto:
      outcome.quantidade > 0 && line.produto ? formatQuantity(outcome.quantidade, line.produto.unidade) : "—",
  };
}

function skippedLine(row: PastedRow): QuickOrderLine {
  return {
    linha: row.linha,
    codigo: row.codigo,
    produto: null,
    pedido: row.quantidade,
    quantidade: 0,
    quantidadeTexto: "—",
    status: "skipped",
    situacao: quickOrderText.skipped,
  };
}

/**
 * The report of each line. With the pasted rows (sent as `pastedCsv`, so CSV line n is row n), the
 * lines carry the numbers and quantities as typed, and a row the server skipped as a header is
 * reported too.
 */
export function quickOrderReport(answer: SpreadsheetAnswer, pasted?: readonly PastedRow[]): QuickOrderLine[] {
  if (!pasted) return answer.linhas.map((line) => reportLine(line, undefined));
  const answered = new Map(answer.linhas.map((line) => [line.linha, line]));
  return pasted.map((row, index) => {
    const line = answered.get(index + 1);
    return line ? reportLine(line, row) : skippedLine(row);
  });
}

/** The cart lines of a report: its found and adjusted lines, one per product (quantities of a repeated code summed). */
export function cartLinesOf(
  report: readonly QuickOrderLine[],
): { idproduto: string; quantidade: number; embalarParaPresente: false }[] {
  const byProduct = new Map<string, number>();
  for (const line of report) {
    if (line.quantidade > 0 && line.produto)
      byProduct.set(
        line.produto.idproduto,
        roundQuantity((byProduct.get(line.produto.idproduto) ?? 0) + line.quantidade),
      );
  }
  return [...byProduct].map(([idproduto, quantidade]) => ({ idproduto, quantidade, embalarParaPresente: false }));
}

/**
 * docs/rules/catalogue.md "Age check": the lines of adults-only products held back before "Sim"
 * (`held`, by product id), each said on its line with `link` to the question; the others as they were.
 */
export function holdBackForAge(
  report: readonly QuickOrderLine[],
  held: ReadonlySet<string>,
  situacao: string,
  link: (idproduto: string) => { href: string; label: string },
): QuickOrderLine[] {
  return report.map((line) =>
    line.produto && held.has(line.produto.idproduto)
      ? {
          ...line,
          quantidade: 0,
          quantidadeTexto: "—",
          status: "age-check",
          situacao,
          link: link(line.produto.idproduto),
        }
      : line,
  );
}

const NOT_ADDED: ReadonlySet<QuickOrderStatus> = new Set(["not-found", "unavailable", "invalid-quantity", "age-check"]);

/** The lines that did not go to the cart (a header the server skipped is not one). */
export function notAddedLines(report: readonly QuickOrderLine[]): QuickOrderLine[] {
  return report.filter((line) => NOT_ADDED.has(line.status));
}

/** Lines as text for the pasting field, one `code;quantity` each, to correct and send again. */
export function linesText(lines: readonly QuickOrderLine[]): string {
  return lines
    .filter((line) => line.status !== "skipped")
    .map((line) => `${line.codigo};${line.pedido}`)
    .join("\n");
}

/** The example under the quick order's field when the store's own codes are not at hand. */
export const GENERIC_QUICK_ORDER_EXAMPLE = "Por exemplo ABC-0001;12 ou ABC-0002;1,5.";

/**
 * The example under the quick order's field, in the store's own codes: a line for each of the
 * first two products with a code, with a quantity each could be bought in (a fraction, as 1,5, for
 * one sold by weight; otherwise 10 of its step).
 */
export function quickOrderExample(products: ReadonlyArray<Pick<ProductSummary, "codigo" | "granularidade">>): string {
  const lines = products
    .filter((product) => product.codigo && product.codigo.trim() !== "" && !/[;\s]/.test(product.codigo))
    .slice(0, 2)
    .map(
      (product) =>
        `${product.codigo};${product.granularidade < 1 ? "1,5" : formatQuantityValue(roundQuantity(10 * product.granularidade))}`,
    );
  if (lines.length === 0) return GENERIC_QUICK_ORDER_EXAMPLE;
  return `Por exemplo ${lines.join(" ou ")}.`;
}
