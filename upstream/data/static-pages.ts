import type { Database } from "better-sqlite3";
import type { StaticPage, StaticPageSummary } from "../../app/models/product";
import { statement } from "../db/statements";
import { HttpError, MESSAGES, notFound } from "../http";

type StaticPageRow = { slug: string; titulo: string; tags: string; conteudo: string; em_revisao: number };

/**
 * GET /v4/pagina-estatica/{idfornecedor}/listar: every page with its tags (WEB, APP), the storefront
 * picks; `em_revisao` says which ones answer 422 now.
 */
export function staticPages(db: Database, idfornecedor: string): StaticPageSummary[] {
  const rows = statement(
    db,
    "SELECT slug, titulo, tags, em_revisao FROM static_pages WHERE idfornecedor = ? ORDER BY ordem, slug"
  ).all(idfornecedor) as StaticPageRow[];
  return rows.map((row) => ({ slug: row.slug, titulo: row.titulo, tags: JSON.parse(row.tags) as string[], em_revisao: row.em_revisao === 1 }));
}

/** GET /v4/pagina-estatica/{idfornecedor}/slug/{slug}: a 404 when unknown, a 422 while under review. */
export function staticPage(db: Database, idfornecedor: string, slug: string): StaticPage {
  const row = statement(
    db,
    "SELECT slug, titulo, tags, conteudo, em_revisao FROM static_pages WHERE idfornecedor = ? AND slug = ?"
  ).get(idfornecedor, slug) as StaticPageRow | undefined;
  if (!row) throw notFound(MESSAGES.pageNotFound);
  if (row.em_revisao === 1) throw new HttpError(422, MESSAGES.pageUnderReview);
  return { slug: row.slug, titulo: row.titulo, tags: JSON.parse(row.tags) as string[], em_revisao: false, conteudo: row.conteudo };
}
