import type { Category } from "~/models/catalogue";
import { supplierPath } from "~/models/links";
import { hasModuleAccess } from "~/models/module-access";
import type { SupplierConfig } from "~/models/supplier";
import type { ApiContext } from "./api/client.server";
import { listProducts, listStaticPages } from "./api/catalogue.server";
import { offersCombos } from "./api/combo-list.server";
import { cachedPublic } from "./api/public-cache.server";
import { getCategories } from "./api/supplier.server";

const SITEMAP_PAGE = 100;
const SITEMAP_MAX_PAGES = 50;

function flatten(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.subcategorias)]);
}

async function allProductIds(idfornecedor: string, publicApi: ApiContext): Promise<string[]> {
  // Only ids are read, for anyone: the products come as any guest may receive them, without prices,
  // and as a crawler sees the store (no delivery type: the upstream's default, delivery).
  const api = { ...publicApi, showPrices: false, tipoEntrega: null };
  const query = { idfornecedor, idcliente: null, page: 1, limit: SITEMAP_PAGE, sort: null, tags: [] };
  const first = await listProducts(query, api);
  const pages = Math.min(Math.ceil(first.total / SITEMAP_PAGE), SITEMAP_MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => listProducts({ ...query, page: index + 2 }, api)),
  );
  return [first, ...rest].flatMap((page) => page.produtos.map((product) => product.id));
}

/**
 * The paths of a supplier's public pages: home, the combos page (where its modules include combos and
 * it offers some to everyone; a failed call leaves it out), categories, WEB static pages and products.
 * Cached.
 */
export function supplierSitemapPaths(supplier: SupplierConfig, basePath: string, api: ApiContext): Promise<string[]> {
  const id = supplier.idfornecedor;
  return cachedPublic(
    `sitemap:${id}:${basePath}`,
    api,
    async (publicCtx) => {
      const [categories, pages, productIds, combos] = await Promise.all([
        getCategories(id, null, publicCtx),
        listStaticPages(id, publicCtx),
        allProductIds(id, publicCtx),
        hasModuleAccess(supplier.modulos, ["COMBOS"]) ? offersCombos(id, publicCtx) : false,
      ]);
      return [
        supplierPath(basePath),
        ...(combos ? [supplierPath(basePath, "/combos")] : []),
        ...flatten(categories).map((category) => supplierPath(basePath, `/categoria/${category.idcategoria}`)),
        ...pages.map((page) => supplierPath(basePath, `/paginas/${page.slug}`)),
        ...productIds.map((productId) => supplierPath(basePath, `/produto/${productId}`)),
      ];
    },
    null,
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
