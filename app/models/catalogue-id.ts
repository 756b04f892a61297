/**
 * The id of a product, category, combo or campaign link as a storefront address carries it
 * (`/produto/1003`): a whole number of 1 to 15 digits, as the upstream contract has them
 * (docs/upstream-api.md, Conventions). Anything else names nothing: the page is not found, and the
 * upstream is never asked about it.
 */
export function catalogueId(raw: string | undefined): string | null {
  return raw !== undefined && /^\d{1,15}$/.test(raw) ? raw : null;
}
