import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { ProductPageSchema } from "../../app/models/product";
import { statement } from "../db/statements";
import { badRequest } from "../http";
import { BM25_WEIGHTS, foldedWords, ftsMatch, leadWord, MAX_SEARCH_TEXT, mendedText } from "./full-text";
import {
  PRODUCT_SUMMARY_COLUMNS,
  productSummary,
  type PriceOptions,
  type ProductSummaryAnswer,
  type ProductSummaryRow,
} from "./products";
import type { DeliveryType } from "../../app/models/delivery/delivery-option";
import { DEFAULT_DELIVERY_TYPE, OFFERED_FOR_TYPE } from "./products";
import { supplierSortOptions } from "./suppliers";

/** What narrows a supplier's products: every filter given must hold. */
export type ProductFilters = {
  idfornecedor: string;
  /** Only this category and its subcategories, at any depth. */
  idcategoria?: number;
  /** An FTS5 MATCH expression (see ftsMatch); the products found are ranked by bm25. */
  match?: string;
  /** Only the products carrying every one of these search tags. */
  tags?: number[];
  /** The first word searched for, folded: with a match, names that start with it rank first, then names with a word that does. */
  lead?: string;
  /** Only the products offered for this delivery type (`tipoentrega`; DELIVERY when not given). */
  tipoEntrega?: DeliveryType;
  /** Only the products of this segment (`idsegmento`, docs/upstream-api.md §14). */
  idsegmento?: string;
};

/** A shopper's text as the catalogue is searched for it: the MATCH, its first word, and the text searched instead of a mistyped one. */
export type TextSearch = { match: string; lead: string | undefined; correcao: string | null };

/** The folded words of a supplier's product names, brands and codes: what a mistyped word is mended to. */
function catalogueVocabulary(db: Database, idfornecedor: string): Set<string> {
  const rows = statement(db, "SELECT nome, marca, codigo FROM products WHERE idfornecedor = ?").all(idfornecedor) as {
    nome: string;
    marca: string | null;
    codigo: string | null;
  }[];
  return new Set(rows.flatMap((row) => [row.nome, row.marca ?? "", row.codigo ?? ""].flatMap(foldedWords)));
}

/**
 * What a shopper's text searches for at a supplier: its words, or, where a word starts no word of the
 * catalogue's names, brands and codes, the catalogue's closest word instead ("bananna" → "banana",
 * see mendedText), said in `correcao`. Null for a text without words.
 */
export function textSearch(db: Database, idfornecedor: string, whole: string | undefined): TextSearch | null {
  if (whole === undefined) return null;
  // Bounded before any work: a text of 10 000 characters is read as its first MAX_SEARCH_TEXT.
  const text = whole.slice(0, MAX_SEARCH_TEXT);
  const typed = ftsMatch(text);
  if (!typed) return null;
  const mended = mendedText(text, catalogueVocabulary(db, idfornecedor));
  const searched = mended ?? text;
  return { match: mended ? (ftsMatch(mended) ?? typed) : typed, lead: leadWord(searched) ?? undefined, correcao: mended };
}

/** The filters of a text search (nothing when the text has no word). */
export function textFilters(search: TextSearch | null): Pick<ProductFilters, "match" | "lead"> {
  return search ? { match: search.match, lead: search.lead } : {};
}

/** The ORDER BY of each sort key a supplier may offer in ordenacoes_produto. */
const PRODUCT_SORTS = {
  nome_asc: "sem_acento(p.nome), p.id",
  preco_asc: "p.preco, p.id",
  preco_desc: "p.preco DESC, p.id",
  mais_vendidos: "p.vendidos DESC, p.id",
} as const;

export type ProductSort = keyof typeof PRODUCT_SORTS;

const isProductSort = (key: string): key is ProductSort => Object.hasOwn(PRODUCT_SORTS, key);

const CATEGORY_SUBTREE = `WITH RECURSIVE subtree (id) AS (
    SELECT idcategoria FROM categories WHERE idcategoria = @idcategoria AND idfornecedor = @idfornecedor
    UNION ALL SELECT c.idcategoria FROM categories c JOIN subtree s ON c.idcategoria_pai = s.id
  )`;

const FILTERS = `p.idfornecedor = @idfornecedor
    AND ${OFFERED_FOR_TYPE}
    AND (@idcategoria IS NULL OR p.idcategoria IN (SELECT id FROM subtree))
    AND (@idsegmento IS NULL OR p.idsegmento = @idsegmento)
    AND (@tags IS NULL OR p.id IN (
      SELECT idproduto FROM product_tags WHERE idtag IN (SELECT value FROM json_each(@tags))
      GROUP BY idproduto HAVING COUNT(*) = json_array_length(@tags)))`;

const TEXT_MATCHES = `(SELECT rowid AS id, bm25(products_fts, ${BM25_WEIGHTS}) AS rank
    FROM products_fts WHERE products_fts MATCH @match) m ON m.id = p.id`;

/** The parts of a query over the filtered products p: what to select, more joins, and GROUP/ORDER/LIMIT. */
type Clauses = { columns: string; joins?: string; tail?: string; params?: Record<string, unknown> };

/**
 * Runs `SELECT {columns} FROM <the products p passing the filters> {joins} WHERE … {tail}`. With a text match,
 * m.rank is each product's bm25 rank (lower is better).
 */
export function selectFilteredProducts<Row>(
  db: Database,
  filters: ProductFilters,
  { columns, joins = "", tail = "", params = {} }: Clauses
): Row[] {
  const from = filters.match ? `products p JOIN ${TEXT_MATCHES}` : "products p";
  return statement(db, `${CATEGORY_SUBTREE} SELECT ${columns} FROM ${from} ${joins} WHERE ${FILTERS} ${tail}`).all({
    ...params,
    idfornecedor: filters.idfornecedor,
    idcategoria: filters.idcategoria ?? null,
    idsegmento: filters.idsegmento ?? null,
    tags: filters.tags?.length ? JSON.stringify(filters.tags) : null,
    match: filters.match ?? null,
    lead: filters.lead ?? null,
    tipoEntrega: filters.tipoEntrega ?? DEFAULT_DELIVERY_TYPE,
  }) as Row[];
}

/**
 * The ORDER BY for a listing. A sort key the supplier offers orders by it alone. Without one, the order is by
 * relevance (bm25) when there is a text match, otherwise by the supplier's first sort key, and available
 * products come before unavailable ones. A key the supplier does not offer is a 400.
 */
function listingOrder(
  db: Database,
  idfornecedor: string,
  ordenacao: string | undefined,
  ranked: boolean
): string {
  const offered = supplierSortOptions(db, idfornecedor)
    .map((option) => option.chave)
    .filter(isProductSort);
  if (ordenacao !== undefined) {
    if (!isProductSort(ordenacao) || !offered.includes(ordenacao)) {
      throw badRequest(`Ordenação desconhecida: ${ordenacao}.`);
    }
    return PRODUCT_SORTS[ordenacao];
  }
  return `p.disponivel DESC, ${ranked ? `${NAME_RANK}, m.rank, p.id` : PRODUCT_SORTS[offered[0] ?? "nome_asc"]}`;
}

/**
 * Relevance before bm25: a name that starts with the first word searched (0), then a name with a
 * word that starts with it (1), then the rest (found by brand or code, 2). "ban" lists Banana before
 * "Morango bandeja".
 */
const NAME_RANK = `(CASE WHEN @lead IS NULL THEN 0
    WHEN sem_acento(p.nome) LIKE @lead || '%' THEN 0
    WHEN ' ' || replace(replace(sem_acento(p.nome), '-', ' '), '(', ' ') LIKE '% ' || @lead || '%' THEN 1
    ELSE 2 END)`;

type ProductPageAnswer = Omit<z.input<typeof ProductPageSchema>, "produtos"> & {
  produtos: ProductSummaryAnswer[];
};

type PageRequest = PriceOptions & { ordenacao?: string; pagina: number; limite: number };

export const emptyPage = ({ pagina, limite }: PageRequest): ProductPageAnswer => ({
  produtos: [],
  total: 0,
  pagina,
  limite,
});

/** One page of the filtered products, in the order asked (see listingOrder), with the total over all pages. */
export function productPage(db: Database, filters: ProductFilters, request: PageRequest): ProductPageAnswer {
  const order = listingOrder(db, filters.idfornecedor, request.ordenacao, filters.match !== undefined);
  const [counted] = selectFilteredProducts<{ total: number }>(db, filters, { columns: "COUNT(*) AS total" });
  const rows = selectFilteredProducts<ProductSummaryRow>(db, filters, {
    columns: PRODUCT_SUMMARY_COLUMNS,
    tail: `ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    params: { limit: request.limite, offset: (request.pagina - 1) * request.limite },
  });
  return {
    produtos: rows.map((row) => productSummary(row, request)),
    total: counted?.total ?? 0,
    pagina: request.pagina,
    limite: request.limite,
  };
}

const MAX_SUGGESTIONS = 10;
const MIN_SUGGESTION_TEXT = 2;

/**
 * GET /v4/produto/sugestoes/{idfornecedor}: up to 10 products whose name, brand or code starts with the
 * words (a mistyped word mended, see textSearch), names starting with the first word first, each
 * with its picture and its price as a listing gives it.
 */
export function suggestions(
  db: Database,
  idfornecedor: string,
  text: string,
  prices: PriceOptions,
  tipoEntrega?: DeliveryType,
  idsegmento?: string
): { id: string | number; nome: string; imagem: string | null; preco: number; idsegmento: string | null }[] {
  const search = text.length >= MIN_SUGGESTION_TEXT ? textSearch(db, idfornecedor, text) : null;
  if (!search) return [];
  const rows = selectFilteredProducts<ProductSummaryRow>(db, { idfornecedor, ...textFilters(search), tipoEntrega, idsegmento }, {
    columns: PRODUCT_SUMMARY_COLUMNS,
    tail: `ORDER BY p.disponivel DESC, ${NAME_RANK}, m.rank, p.id LIMIT ${MAX_SUGGESTIONS}`,
  });
  return rows.map((row) => {
    const summary = productSummary(row, prices);
    return {
      id: summary.id,
      nome: summary.nome,
      imagem: summary.imagem ?? null,
      preco: summary.preco,
      idsegmento: summary.idsegmento,
    };
  });
}
