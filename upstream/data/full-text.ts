/** bm25 weights of the products_fts columns (nome, descricao, marca, codigo): the name counts most. */
export const BM25_WEIGHTS = "10.0, 1.0, 4.0, 4.0";

/** What a shopper calls a product by: every search reads these products_fts columns only. */
const SEARCHED_COLUMNS = "{nome marca codigo}";

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The FTS5 MATCH expression for a shopper's text: every word as a quoted prefix (`"arr"*` finds "Arroz"), all
 * words required, in the name, brand or code. Only letters and digits make words; quotes, FTS5 operators
 * (`* ^ : - ( ) +`…) and any other punctuation only separate them, so no text can break the query. Accents are
 * ignored by the table's tokenizer. Long texts keep their first words, long words their start (still a prefix
 * of the same products). Null when the text has no word.
 */
export function ftsMatch(text: string): string | null {
  const words = text.normalize("NFC").match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  const terms = words
    .slice(0, MAX_WORDS)
    .map((word) => `"${word.slice(0, MAX_WORD_LENGTH)}"*`)
    .join(" ");
  return `${SEARCHED_COLUMNS} : (${terms})`;
}
