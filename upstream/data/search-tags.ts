import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { SearchFilterListSchema } from "../../app/models/product";
import { statement } from "../db/statements";
import { selectFilteredProducts, type ProductFilters } from "./product-search";

type TagRow = { idtag: number; grupo: string; descricao: string; quantidade: number | null };

type SearchFilterAnswer = z.input<typeof SearchFilterListSchema>;

/** Tags in display order, gathered into their groups; a group comes where its first tag does. */
export function groupTags(rows: readonly TagRow[]): SearchFilterAnswer {
  const groups = new Map<string, SearchFilterAnswer[number]["tags"]>();
  for (const { grupo, ...tag } of rows) {
    const tags = groups.get(grupo) ?? [];
    tags.push(tag);
    groups.set(grupo, tags);
  }
  return [...groups].map(([grupo, tags]) => ({ grupo, tags }));
}

/**
 * GET /v4/tag-pesquisa/{idfornecedor}/lista: the tags carried by the products that pass the filters (a category,
 * a search text), each with how many of those products carry it. Tags no such product carries are left out,
 * and so are groups left without tags.
 */
export function searchFilters(db: Database, filters: ProductFilters): SearchFilterAnswer {
  return groupTags(
    selectFilteredProducts<TagRow>(db, filters, {
      columns: "t.idtag, t.grupo, t.descricao, COUNT(*) AS quantidade",
      joins: "JOIN product_tags pt ON pt.idproduto = p.id JOIN search_tags t ON t.idtag = pt.idtag",
      tail: "GROUP BY t.idtag ORDER BY t.ordem, t.idtag",
    })
  );
}

/** GET /v4/tag-pesquisa/{idfornecedor}/filtros-produto/{idproduto}: the product's own tags (no counts). */
export function productFilters(db: Database, idproduto: number): SearchFilterAnswer {
  return groupTags(
    statement(
      db,
      `SELECT t.idtag, t.grupo, t.descricao, NULL AS quantidade FROM product_tags pt
       JOIN search_tags t ON t.idtag = pt.idtag WHERE pt.idproduto = ? ORDER BY t.ordem, t.idtag`
    ).all(idproduto) as TagRow[]
  );
}
