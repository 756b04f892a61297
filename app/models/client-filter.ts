import { documentDigits } from "./document";

/** Lower case without accents: "São João" and "sao joao" match. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** A query made only of digits and document separators searches documents. */
const DOCUMENT_QUERY = /^[\d.\-/\s]*\d[\d.\-/\s]*$/;

/**
 * The client picker's filter box (representatives and linked users): a client matches by a part
 * of its name, ignoring case and accents, or by a part of its CPF/CNPJ, typed with or without the
 * mask. An empty query keeps every client.
 */
export function filterClients<T extends { nome: string; cpf: string }>(clients: readonly T[], query: string): T[] {
  const text = folded(query);
  if (!text) return [...clients];
  if (DOCUMENT_QUERY.test(text)) {
    const digits = documentDigits(text);
    return clients.filter((client) => documentDigits(client.cpf).includes(digits));
  }
  return clients.filter((client) => folded(client.nome).includes(text));
}
