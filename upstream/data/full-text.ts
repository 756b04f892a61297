/** bm25 weights of the products_fts columns (nome, descricao, marca, codigo): the name counts most. */
export const BM25_WEIGHTS = "10.0, 1.0, 4.0, 4.0";

/** What a shopper calls a product by: every search reads these products_fts columns only. */
const SEARCHED_COLUMNS = "{nome marca codigo}";

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** The characters of a shopper's text a search reads (the storefront sends at most 200 too): longer texts keep their start. */
export const MAX_SEARCH_TEXT = 200;

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

/** The words of a shopper's text, folded (no case, no accents), as ftsMatch reads them. */
export function foldedWords(text: string): string[] {
  return (text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** The first word of a shopper's text, folded: a product whose name starts with it comes first. */
export function leadWord(text: string): string | null {
  return foldedWords(text)[0]?.slice(0, MAX_WORD_LENGTH) ?? null;
}

/**
 * Edits (insert, delete, change, swap of neighbours) between two words: the optimal string
 * alignment distance. With `max`, any distance above it is answered `max + 1` as soon as it is
 * certain (lengths too far apart, or a whole row of the table past it), so comparing a word with a
 * catalogue of dissimilar ones costs a few rows each, not the whole table.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    let rowBest = d[i]![0]!;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
      rowBest = Math.min(rowBest, best);
    }
    // A swap reaches back two rows: only when this row and the one before are both past max can no later cell come back under it.
    if (rowBest > max && i > 1 && Math.min(...d[i - 1]!) > max) return max + 1;
  }
  const distance = d[rows - 1]![cols - 1]!;
  return distance > max ? max + 1 : distance;
}

/** How many edits a word of this length may hold and still be read as a word of the catalogue. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/**
 * A shopper's text with its mistyped words replaced by the catalogue's (`vocabulary`: the folded words
 * of the supplier's product names and brands): a word that starts no word of the catalogue becomes
 * the closest one within 1 edit (2 from 8 letters; none under 4), the shortest and then the first
 * alphabetically on a tie. Null when no word needed it (or none could be mended).
 */
export function mendedText(text: string, vocabulary: ReadonlySet<string>): string | null {
  const words = foldedWords(text);
  let mended = false;
  const result = words.map((word) => {
    const allowed = allowedEdits(word.length);
    // A word longer than any the search reads (MAX_WORD_LENGTH) is searched by its start, not mended.
    if (allowed === 0 || word.length > MAX_WORD_LENGTH) return word;
    let known = false;
    let best: { word: string; distance: number } | null = null;
    for (const candidate of vocabulary) {
      if (candidate.startsWith(word)) {
        known = true;
        break;
      }
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const distance = editDistance(word, candidate, allowed);
      if (distance > allowed) continue;
      if (!best || distance < best.distance || (distance === best.distance && (candidate.length < best.word.length || (candidate.length === best.word.length && candidate < best.word)))) {
        best = { word: candidate, distance };
      }
    }
    if (known || !best) return word;
    mended = true;
    return best.word;
  });
  return mended ? result.join(" ") : null;
}
