import type { Database } from "better-sqlite3";
import type { Category } from "../../app/models/catalogue";
import { statement } from "../db/statements";

type CategoryRow = {
  idcategoria: number;
  idcategoria_pai: number | null;
  idsegmento: string | null;
  descricao: string;
  imagem: string | null;
};

/**
 * GET /v2/app/{apptoken}/listacategoriasprodutos/{id}?idsegmento=
 * The category tree in display order; with a segment, only the top categories of that segment (and their subcategories).
 */
export function categoryTree(db: Database, idfornecedor: string, idsegmento: string | undefined): Category[] {
  const rows = statement(
    db,
    `SELECT idcategoria, idcategoria_pai, idsegmento, descricao, imagem FROM categories
     WHERE idfornecedor = ? ORDER BY ordem, descricao`
  ).all(idfornecedor) as CategoryRow[];
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.idcategoria_pai) ?? [];
    siblings.push(row);
    childrenOf.set(row.idcategoria_pai, siblings);
  }
  const toCategory = (row: CategoryRow): Category => ({
    idcategoria: String(row.idcategoria),
    descricao: row.descricao,
    imagem: row.imagem,
    subcategorias: (childrenOf.get(row.idcategoria) ?? []).map(toCategory),
  });
  return (childrenOf.get(null) ?? []).filter((row) => !idsegmento || row.idsegmento === idsegmento).map(toCategory);
}
