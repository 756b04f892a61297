/**
 * The search text rule on its own, apart from the rest of the listing query (listing-query.ts):
 * the header's search box needs only this, and what the header imports loads on every page.
 */
export const SEARCH_TEXT_MAX = 200;

/** A search suggestion as the search box shows it: the price only where the viewer may see prices (docs/rules/catalogue.md "Price visibility"). */
export type SearchSuggestion = { id: string; nome: string; imagem: string | null; preco?: number | null };

/** The suggestions the search box fetches (app/routes/($supplier).sugestoes.tsx), for the text they answer. */
export type SuggestionsView = { text: string; suggestions: SearchSuggestion[] };

/** docs/rules/catalogue.md "Search": "Product search text has '&' stripped." Also trims, folds spaces and caps the length. */
export function cleanSearchText(raw: string | null | undefined): string {
  return (raw ?? "").replace(/&/g, " ").replace(/\s+/g, " ").trim().slice(0, SEARCH_TEXT_MAX);
}
