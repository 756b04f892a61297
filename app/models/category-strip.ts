import type { MenuLink } from "./supplier";

/**
 * The header's one strip of links (issue "Phone-first shopping": one category menu, not two
 * copies): the top-level categories, then the supplier's own menu links that do not lead to one of
 * them already (a content page, a campaign, a subcategory). A link is the same when its path is,
 * whatever a trailing slash, query or fragment. `lead`: the storefront's own links that come first,
 * in sight on a phone without scrolling the strip ("Combos" where the supplier offers them).
 */
export function categoryStrip(
  categories: readonly { idcategoria: string; descricao: string }[],
  menu: readonly MenuLink[],
  lead: readonly MenuLink[] = [],
): MenuLink[] {
  const strip = [
    ...lead.map(({ descricao, destino }) => ({ descricao, destino })),
    ...categories.map((category) => ({
      descricao: category.descricao,
      destino: `/categoria/${category.idcategoria}`,
    })),
  ];
  const seen = new Set(strip.map((link) => samePath(link.destino)));
  for (const link of menu) {
    const key = samePath(link.destino);
    if (seen.has(key)) continue;
    seen.add(key);
    strip.push({ descricao: link.descricao, destino: link.destino });
  }
  return strip;
}

function samePath(destino: string): string {
  const path = destino.trim().split(/[?#]/)[0] ?? "";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
