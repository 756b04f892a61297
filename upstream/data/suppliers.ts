import type { Database } from "better-sqlite3";
import type { Segment } from "../../app/models/supplier";
import type { SupplierTag } from "../../app/models/supplier-tags";
import { parseSupplierRef } from "../../app/models/supplier-ref";
import { statement } from "../db/statements";
import { MESSAGES, notFound } from "../http";

export type SupplierRow = {
  idfornecedor: string;
  slug: string;
  idempresa: string;
  nome: string;
  descricao: string | null;
  ordem: number;
  logo: string | null;
  modulos: string;
  has_recorrencia: number;
  analytics_key: string | null;
  loja_nome: string | null;
  loja_lat: number | null;
  loja_lng: number | null;
  descricao_endereco_loja: string | null;
  seo_title: string | null;
  seo_subtitle: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  seo_favicon: string | null;
  seo_image: string | null;
  seo_url: string | null;
  message_after_create: string | null;
};

const ACTIVE_SUPPLIERS = "SELECT * FROM suppliers WHERE ativo = 1";

/** An active supplier by its GUID or its slug. */
export function findSupplier(db: Database, ref: string): SupplierRow | undefined {
  const parsed = parseSupplierRef(ref);
  if (parsed.kind === "id") {
    return statement(db, `${ACTIVE_SUPPLIERS} AND idfornecedor = ?`).get(parsed.value) as SupplierRow | undefined;
  }
  if (parsed.kind === "slug") {
    return statement(db, `${ACTIVE_SUPPLIERS} AND slug = ?`).get(parsed.value) as SupplierRow | undefined;
  }
  return undefined;
}

/** Like findSupplier, but a 404 when there is none. */
export function requireSupplier(db: Database, ref: string): SupplierRow {
  const supplier = findSupplier(db, ref);
  if (!supplier) throw notFound(MESSAGES.supplierNotFound);
  return supplier;
}

/** The active supplier whose principal or additional domain is this host name (any case). */
export function findSupplierByDomain(db: Database, hostname: string): SupplierRow | undefined {
  return statement(
    db,
    `SELECT s.* FROM suppliers s JOIN supplier_domains d ON d.idfornecedor = s.idfornecedor
     WHERE s.ativo = 1 AND d.dominio = ?`
  ).get(hostname) as SupplierRow | undefined;
}

export function listActiveSuppliers(db: Database): SupplierRow[] {
  return statement(db, `${ACTIVE_SUPPLIERS} ORDER BY ordem, nome`).all() as SupplierRow[];
}

export function supplierTags(db: Database, idfornecedor: string): string[] {
  return statement(db, "SELECT tag FROM supplier_tags WHERE idfornecedor = ? ORDER BY tag")
    .pluck()
    .all(idfornecedor) as string[];
}

export function hasSupplierTag(db: Database, idfornecedor: string, tag: SupplierTag): boolean {
  return (
    statement(db, "SELECT 1 FROM supplier_tags WHERE idfornecedor = ? AND tag = ?").get(idfornecedor, tag) !== undefined
  );
}

/** The product sort orders the supplier offers, its default first. */
export function supplierSortOptions(db: Database, idfornecedor: string): { chave: string; descricao: string }[] {
  return statement(db, "SELECT chave, descricao FROM sort_options WHERE idfornecedor = ? ORDER BY ordem").all(
    idfornecedor
  ) as { chave: string; descricao: string }[];
}

export function supplierSegments(db: Database, idfornecedor: string): Segment[] {
  const rows = statement(
    db,
    "SELECT idsegmento, nome, requer_maioridade FROM segments WHERE idfornecedor = ? ORDER BY ordem, nome"
  ).all(idfornecedor) as { idsegmento: string; nome: string; requer_maioridade: number }[];
  return rows.map((row) => ({ ...row, requer_maioridade: row.requer_maioridade === 1 }));
}

export function supplierDomains(
  db: Database,
  idfornecedor: string
): { principal: string | null; adicionais: string[] } {
  const rows = statement(
    db,
    "SELECT dominio, principal FROM supplier_domains WHERE idfornecedor = ? ORDER BY principal DESC, dominio"
  ).all(idfornecedor) as { dominio: string; principal: number }[];
  return {
    principal: rows.find((row) => row.principal === 1)?.dominio ?? null,
    adicionais: rows.filter((row) => row.principal !== 1).map((row) => row.dominio),
  };
}
