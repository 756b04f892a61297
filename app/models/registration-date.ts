import { normalizeDocument } from "./document";

/** The sign-up's words for its date, apart from its schema so that the page's browser code takes no zod. */

/**
 * The date the sign-up asks for: a company (a CNPJ) its opening date, a person (a CPF) their birth
 * date; both while the document typed is neither yet.
 */
export function dateLabel(documento: string | undefined): string {
  const digits = normalizeDocument(documento ?? "");
  if (digits.length === 14) return "Data de abertura";
  if (digits.length === 11) return "Data de nascimento";
  return "Data de nascimento ou de abertura";
}
