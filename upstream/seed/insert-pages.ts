import type { Database } from "better-sqlite3";
import { staticPagesOf } from "./pages";
import type { SupplierSeed } from "./suppliers";

/** Writes the supplier's static pages in display order. */
export function insertStaticPages(db: Database, supplier: SupplierSeed): void {
  const insertPage = db.prepare(
    `INSERT INTO static_pages (idfornecedor, slug, titulo, tags, conteudo, em_revisao, ordem)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  staticPagesOf(supplier).forEach((page, index) =>
    insertPage.run(
      supplier.idfornecedor,
      page.slug,
      page.titulo,
      JSON.stringify(page.tags),
      page.conteudo,
      page.emRevisao ? 1 : 0,
      index,
    ),
  );
}
