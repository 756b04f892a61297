import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { TermsOfUseSchema } from "../../app/models/account";
import { statement } from "../db/statements";

/** The supplier's current terms of use (its highest version); undefined when it has none. */
export function currentTermsVersion(db: Database, idfornecedor: string): number | undefined {
  const versao = statement(db, "SELECT MAX(versao) FROM terms_of_use WHERE idfornecedor = ?").pluck().get(idfornecedor);
  return typeof versao === "number" ? versao : undefined;
}

/** Whether the customer must accept the supplier's current terms: null when the supplier has none. */
export function termsStatus(db: Database, idcliente: number, idfornecedor: string): { versao: number; aceito: boolean } | null {
  const versao = currentTermsVersion(db, idfornecedor);
  if (versao === undefined) return null;
  const aceito =
    statement(db, "SELECT 1 FROM terms_acceptances WHERE idcliente = ? AND idfornecedor = ? AND versao = ?").get(
      idcliente,
      idfornecedor,
      versao
    ) !== undefined;
  return { versao, aceito };
}

/**
 * The text of a version of the terms: the named supplier's when it has this version, otherwise that
 * of the first supplier (in display order) that has it.
 */
export function termsText(
  db: Database,
  versao: number,
  idfornecedor: string | undefined
): z.input<typeof TermsOfUseSchema> | undefined {
  const row = statement(
    db,
    `SELECT t.versao, t.titulo, t.paragrafos FROM terms_of_use t JOIN suppliers s ON s.idfornecedor = t.idfornecedor
     WHERE t.versao = @versao ORDER BY t.idfornecedor IS @idfornecedor DESC, s.ordem LIMIT 1`
  ).get({ versao, idfornecedor: idfornecedor ?? null }) as { versao: number; titulo: string; paragrafos: string } | undefined;
  return row && { ...row, paragrafos: JSON.parse(row.paragrafos) as string[] };
}

/** Records that the customer accepted this version; accepting it again changes nothing. */
export function acceptTerms(db: Database, idcliente: number, idfornecedor: string, versao: number): void {
  statement(
    db,
    "INSERT INTO terms_acceptances (idcliente, idfornecedor, versao) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"
  ).run(idcliente, idfornecedor, versao);
}
