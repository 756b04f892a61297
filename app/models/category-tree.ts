import type { Category } from "./catalogue";

/** The chain from a top-level category down to the one with `id`; null when the tree has no such category. */
export function categoryTrail(categories: readonly Category[], id: string): Category[] | null {
  for (const category of categories) {
    if (category.idcategoria === id) return [category];
    const below = categoryTrail(category.subcategorias, id);
    if (below) return [category, ...below];
  }
  return null;
}
