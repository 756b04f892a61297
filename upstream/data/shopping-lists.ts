import type { Database } from "better-sqlite3";
import type { z } from "zod";
import { roundQuantity } from "../../app/models/cart-quantity";
import {
  MAX_LIST_LINES,
  MAX_LISTS_PER_CLIENT,
  type ShoppingListKind,
  type ShoppingListPageSchema,
  type ShoppingListSummarySchema,
} from "../../app/models/lists/shopping-list";
import { MAX_QUANTITY } from "../../app/models/quantity-input";
import { statement } from "../db/statements";
import { conflict, forbidden, notFound } from "../http";
import type { CartOwner } from "./cart-store";
import { supplierProducts } from "./cart-store";
import { productSummary, type PriceOptions } from "./products";

/**
 * Shopping lists (docs/upstream-api.md §71–§81, upstream/db/migrations/029_shopping_lists.sql): a
 * client's own lists and those its supplier suggests, each a set of products and quantities.
 */

export const LIST_MESSAGES = {
  notFound: "Lista não encontrada.",
  suggested: "Esta lista é sugerida pela loja e não pode ser alterada.",
  lineNotFound: "Este produto não está na lista.",
  productNotFound: "Produto não encontrado.",
  full: `Esta lista já tem ${MAX_LIST_LINES} produtos, o máximo de uma lista.`,
  tooMany: `Você já tem ${MAX_LISTS_PER_CLIENT} listas nesta loja. Desative uma para criar outra.`,
  sameList: "Escolha outra lista para copiar o produto.",
  serviceLock: "Seu carrinho está em atendimento: nenhuma lista pode ser colocada nele até que você o libere.",
} as const;

type ListRow = {
  idlista: number;
  idfornecedor: string;
  idcliente: number | null;
  tipo: ShoppingListKind;
  nome: string;
  ativa: number;
  atualizada_em: string;
  itens: number;
};

type Summary = z.input<typeof ShoppingListSummarySchema>;
type Page = z.input<typeof ShoppingListPageSchema>;

const SELECT_LIST = `SELECT l.idlista, l.idfornecedor, l.idcliente, l.tipo, l.nome, l.ativa, l.atualizada_em,
  (SELECT COUNT(*) FROM shopping_list_items i WHERE i.idlista = l.idlista) AS itens
  FROM shopping_lists l`;

/** The lists the client sees: its own, and those suggested to it or to every client of the supplier. */
const VISIBLE = `l.idfornecedor = @idfornecedor AND l.ativa = 1
  AND ((l.tipo = 'CLIENTE' AND l.idcliente = @idcliente) OR (l.tipo = 'SUGERIDA' AND (l.idcliente IS NULL OR l.idcliente = @idcliente)))`;

export function summary(row: ListRow): Summary {
  return {
    idlista: row.idlista,
    nome: row.nome,
    tipo: row.tipo,
    ativa: row.ativa === 1,
    quantidadeItens: row.itens,
    atualizadaEm: row.atualizada_em,
  };
}

/** Call 72: the client's active lists at the supplier, of one kind or both, the last changed first. */
export function clientLists(db: Database, owner: CartOwner, tipo: ShoppingListKind | undefined): Summary[] {
  const rows = statement(
    db,
    `${SELECT_LIST} WHERE ${VISIBLE} AND (@tipo IS NULL OR l.tipo = @tipo) ORDER BY l.atualizada_em DESC, l.idlista DESC`,
  ).all({ ...owner, tipo: tipo ?? null }) as ListRow[];
  return rows.map(summary);
}

/** A list the client sees (404 for any other, a disabled one included). */
export function visibleList(db: Database, owner: CartOwner, idlista: number): ListRow {
  const row = statement(db, `${SELECT_LIST} WHERE l.idlista = @idlista AND ${VISIBLE}`).get({ ...owner, idlista }) as
    | ListRow
    | undefined;
  if (!row) throw notFound(LIST_MESSAGES.notFound);
  return row;
}

/** A list of the client's own, which it may change (403 for a suggested one). */
export function ownList(db: Database, owner: CartOwner, idlista: number): ListRow {
  const row = visibleList(db, owner, idlista);
  if (row.tipo !== "CLIENTE") throw forbidden(LIST_MESSAGES.suggested);
  return row;
}

const reread = (db: Database, owner: CartOwner, idlista: number) => summary(visibleList(db, owner, idlista));

function touch(db: Database, idlista: number): void {
  statement(db, "UPDATE shopping_lists SET atualizada_em = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE idlista = ?").run(idlista);
}

type LineRow = { idproduto: number; quantidade: number };

/** Call 73: one page of the list's lines, in the order they were added, each with its product priced (null once it left the catalogue). */
export function listPage(db: Database, owner: CartOwner, row: ListRow, pagina: number, porPagina: number, prices: PriceOptions): Page {
  const lines = statement(
    db,
    "SELECT idproduto, quantidade FROM shopping_list_items WHERE idlista = ? ORDER BY ordem, idproduto LIMIT ? OFFSET ?",
  ).all(row.idlista, porPagina, (pagina - 1) * porPagina) as LineRow[];
  const products = supplierProducts(db, owner.idfornecedor, lines.map((line) => line.idproduto));
  return {
    ...summary(row),
    pagina,
    porPagina,
    itens: lines.map((line) => {
      const product = products.get(line.idproduto);
      return { idproduto: line.idproduto, quantidade: line.quantidade, produto: product ? productSummary(product, prices) : null };
    }),
  };
}

/** Every line of a list (call 78 puts them in the cart). */
export function allLines(db: Database, idlista: number): LineRow[] {
  return statement(db, "SELECT idproduto, quantidade FROM shopping_list_items WHERE idlista = ? ORDER BY ordem, idproduto").all(
    idlista,
  ) as LineRow[];
}

const nextOrder = (db: Database, idlista: number) =>
  (statement(db, "SELECT COALESCE(MAX(ordem), 0) + 1 FROM shopping_list_items WHERE idlista = ?").pluck().get(idlista) as number);

/** Adds to a line's quantity (a new line when the product is not on the list yet), at most MAX_QUANTITY; 409 past MAX_LIST_LINES lines. */
function addLine(db: Database, row: ListRow, idproduto: number, quantidade: number): void {
  const current = statement(db, "SELECT quantidade FROM shopping_list_items WHERE idlista = ? AND idproduto = ?")
    .pluck()
    .get(row.idlista, idproduto) as number | undefined;
  if (current === undefined) {
    const count = statement(db, "SELECT COUNT(*) FROM shopping_list_items WHERE idlista = ?").pluck().get(row.idlista) as number;
    if (count >= MAX_LIST_LINES) throw conflict(LIST_MESSAGES.full);
    statement(db, "INSERT INTO shopping_list_items (idlista, idproduto, quantidade, ordem) VALUES (?, ?, ?, ?)").run(
      row.idlista,
      idproduto,
      Math.min(MAX_QUANTITY, roundQuantity(quantidade)),
      nextOrder(db, row.idlista),
    );
  } else {
    statement(db, "UPDATE shopping_list_items SET quantidade = ? WHERE idlista = ? AND idproduto = ?").run(
      Math.min(MAX_QUANTITY, roundQuantity(current + quantidade)),
      row.idlista,
      idproduto,
    );
  }
  touch(db, row.idlista);
}

/** 404 unless the product is the supplier's (available or not: a list may keep one out of stock). */
function requireProduct(db: Database, owner: CartOwner, idproduto: number): void {
  if (!supplierProducts(db, owner.idfornecedor, [idproduto]).has(idproduto)) throw notFound(LIST_MESSAGES.productNotFound);
}

/**
 * Call 74: a new list of the client's, with its first lines (lines of one product summed; products
 * the supplier does not have left out). 409 past MAX_LISTS_PER_CLIENT active lists.
 */
export function createList(db: Database, owner: CartOwner, nome: string, itens: readonly LineRow[]): Summary {
  return db.transaction(() => {
    const count = statement(
      db,
      "SELECT COUNT(*) FROM shopping_lists WHERE idfornecedor = ? AND idcliente = ? AND tipo = 'CLIENTE' AND ativa = 1",
    )
      .pluck()
      .get(owner.idfornecedor, owner.idcliente) as number;
    if (count >= MAX_LISTS_PER_CLIENT) throw conflict(LIST_MESSAGES.tooMany);
    const { lastInsertRowid } = statement(
      db,
      "INSERT INTO shopping_lists (idfornecedor, idcliente, tipo, nome) VALUES (?, ?, 'CLIENTE', ?)",
    ).run(owner.idfornecedor, owner.idcliente, nome);
    const idlista = Number(lastInsertRowid);
    const row = visibleList(db, owner, idlista);
    const known = supplierProducts(db, owner.idfornecedor, itens.map((line) => line.idproduto));
    for (const line of itens) if (known.has(line.idproduto)) addLine(db, row, line.idproduto, line.quantidade);
    return reread(db, owner, idlista);
  })();
}

/** Call 75: the product added to the client's list (its quantity added to the line's). */
export function addProduct(db: Database, owner: CartOwner, idlista: number, idproduto: number, quantidade: number): Summary {
  return db.transaction(() => {
    const row = ownList(db, owner, idlista);
    requireProduct(db, owner, idproduto);
    addLine(db, row, idproduto, quantidade);
    return reread(db, owner, idlista);
  })();
}

/** Call 76: a line of a list the client sees copied (its quantity added) to another list of its own. */
export function copyProduct(db: Database, owner: CartOwner, idlista: number, idproduto: number, destino: number): Summary {
  return db.transaction(() => {
    const source = visibleList(db, owner, idlista);
    const target = ownList(db, owner, destino);
    if (source.idlista === target.idlista) throw conflict(LIST_MESSAGES.sameList);
    const line = statement(db, "SELECT quantidade FROM shopping_list_items WHERE idlista = ? AND idproduto = ?")
      .pluck()
      .get(source.idlista, idproduto) as number | undefined;
    if (line === undefined) throw notFound(LIST_MESSAGES.lineNotFound);
    addLine(db, target, idproduto, line);
    return reread(db, owner, destino);
  })();
}

/** Call 77: the client's list disabled for good; answered as it is now (ativa false). */
export function disableList(db: Database, owner: CartOwner, idlista: number): Summary {
  return db.transaction(() => {
    const row = ownList(db, owner, idlista);
    statement(
      db,
      "UPDATE shopping_lists SET ativa = 0, atualizada_em = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE idlista = ?",
    ).run(idlista);
    return { ...summary(row), ativa: false, atualizadaEm: new Date().toISOString() };
  })();
}

/** Call 79 (optional): a line's quantity set. */
export function setQuantity(db: Database, owner: CartOwner, idlista: number, idproduto: number, quantidade: number): Summary {
  return db.transaction(() => {
    ownList(db, owner, idlista);
    const { changes } = statement(db, "UPDATE shopping_list_items SET quantidade = ? WHERE idlista = ? AND idproduto = ?").run(
      roundQuantity(quantidade),
      idlista,
      idproduto,
    );
    if (changes === 0) throw notFound(LIST_MESSAGES.lineNotFound);
    touch(db, idlista);
    return reread(db, owner, idlista);
  })();
}

/** Call 80 (optional): a line removed. */
export function removeLine(db: Database, owner: CartOwner, idlista: number, idproduto: number): Summary {
  return db.transaction(() => {
    ownList(db, owner, idlista);
    const { changes } = statement(db, "DELETE FROM shopping_list_items WHERE idlista = ? AND idproduto = ?").run(idlista, idproduto);
    if (changes === 0) throw notFound(LIST_MESSAGES.lineNotFound);
    touch(db, idlista);
    return reread(db, owner, idlista);
  })();
}

/** Call 81 (optional): the list renamed. */
export function renameList(db: Database, owner: CartOwner, idlista: number, nome: string): Summary {
  return db.transaction(() => {
    ownList(db, owner, idlista);
    statement(db, "UPDATE shopping_lists SET nome = ? WHERE idlista = ?").run(nome, idlista);
    touch(db, idlista);
    return reread(db, owner, idlista);
  })();
}
