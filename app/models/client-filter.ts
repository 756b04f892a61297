import { normalizeDocument } from "./document";

/** Lower case without accents: "São João" and "sao joao" match. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** A query with a digit, made only of letters, digits and document separators, may be part of a document. */
const DOCUMENT_QUERY = /^[0-9a-z.\-/\s]*\d[0-9a-z.\-/\s]*$/;

/**
 * The client picker's filter box (representatives and linked users): a client matches by a part
 * of its name, ignoring case and accents, or by a part of its CPF/CNPJ (numeric or alphanumeric),
 * typed with or without the mask, in any case. An empty query keeps every client.
 */
export function filterClients<T extends { nome: string; cpf: string }>(clients: readonly T[], query: string): T[] {
  const text = folded(query);
  if (!text) return [...clients];
  const byName = (client: T) => folded(client.nome).includes(text);
  if (!DOCUMENT_QUERY.test(text)) return clients.filter(byName);
  const characters = normalizeDocument(text);
  return clients.filter((client) => normalizeDocument(client.cpf).includes(characters) || byName(client));
}
