import { cleanSearchText } from "./search-text";

/** Product page size default 20 (docs/rules/catalogue.md "Listings"). */
export const PAGE_SIZE = 20;
export { SEARCH_TEXT_MAX, cleanSearchText } from "./search-text";

export type ListingQuery = {
  page: number;
  sort: string | null;
  tags: string[];
  text: string;
};

export type ListingQueryIssues = { page?: true; sort?: true };

/**
 * Reads the listing query of a category or search page from its URL. Bad values never fail the
 * page: a page that is not a positive whole number becomes 1 and a sort key the supplier does not
 * offer becomes the default; `issues` says what was corrected so the page can tell the shopper.
 * The default is no sort at all (`sort: null`): the upstream's own order then applies
 * (docs/upstream-api.md §14–15: relevance for a search, the available products first).
 */
export function parseListingQuery(
  params: URLSearchParams,
  sortKeys: readonly string[],
): { query: ListingQuery; issues: ListingQueryIssues } {
  const issues: ListingQueryIssues = {};
  const rawPage = params.get("pagina");
  let page = 1;
  if (rawPage !== null) {
    if (/^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
    else issues.page = true;
  }
  const rawSort = params.get("ordem");
  let sort: string | null = null;
  if (rawSort) {
    if (sortKeys.includes(rawSort)) sort = rawSort;
    else issues.sort = true;
  }
  const tags = [...new Set(params.getAll("filtro").filter((tag) => /^[\w-]{1,40}$/.test(tag)))].slice(0, 20);
  return { query: { page, sort, tags, text: cleanSearchText(params.get("q")) }, issues };
}

/** The URL search of a listing for another page, sort or filter set (page links and the filter form agree). */
export function listingSearch(query: ListingQuery, change: Partial<ListingQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.text) params.set("q", next.text);
  if (next.sort) params.set("ordem", next.sort);
  for (const tag of next.tags) params.append("filtro", tag);
  if (next.page > 1) params.set("pagina", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type SortChoice = { chave: string; descricao: string };

/**
 * The name of the order a listing has when the shopper chose none (docs/upstream-api.md §14–15):
 * a search ranks by relevance, a category lists the available products first.
 */
export const DEFAULT_SORT_LABEL = { search: "Mais relevantes", category: "Disponíveis primeiro" } as const;

/**
 * The choices of the "Ordenar por" select: the upstream's default order first (value "", so the
 * URL and the upstream call carry no `ordenacao`), then the supplier's keys. None when the
 * supplier offers no key (there is then nothing to choose).
 */
export function sortChoices(options: readonly SortChoice[], scope: keyof typeof DEFAULT_SORT_LABEL): SortChoice[] {
  if (options.length === 0) return [];
  return [
    { chave: "", descricao: DEFAULT_SORT_LABEL[scope] },
    ...options.map(({ chave, descricao }) => ({ chave, descricao })),
  ];
}

/**
 * A page number past the last page of results (`pagina=9` of 2): the last page, to go to instead
 * (1 when there is nothing to list); null when the page asked for exists.
 */
export function pageBeyondLast(page: number, total: number, pageSize = PAGE_SIZE): number | null {
  const last = pageCount(total, pageSize);
  return page > last ? last : null;
}
