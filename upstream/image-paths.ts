import type { BannerVariant, ProductView } from "./images";

/**
 * Image paths as they appear in answers: relative to the image host (`/imagens/` of this service),
 * always `{supplier slug}/….svg`.
 */
export const imagePaths = {
  logo: (slug: string) => `${slug}/logo.svg`,
  favicon: (slug: string) => `${slug}/favicon.svg`,
  share: (slug: string) => `${slug}/compartilhamento.svg`,
  product: (slug: string, id: number, view: ProductView = 1) =>
    view === 1 ? `${slug}/produtos/${id}.svg` : `${slug}/produtos/${id}-${view}.svg`,
  category: (slug: string, id: number) => `${slug}/categorias/${id}.svg`,
  banner: (slug: string, id: number, variant: BannerVariant) => `${slug}/banners/${id}-${variant}.svg`,
};

/** Every image of a product: its front and its label, and its pack when it holds several units. */
export function productGallery(slug: string, id: number, multiploincremento: number): string[] {
  const views: ProductView[] = multiploincremento > 1 ? [1, 2, 3] : [1, 2];
  return views.map((view) => imagePaths.product(slug, id, view));
}

export type ImageRequest =
  | { kind: "logo" | "favicon" | "share"; slug: string }
  | { kind: "product"; slug: string; id: number; view: ProductView }
  | { kind: "category"; slug: string; id: number }
  | { kind: "banner"; slug: string; id: number; variant: BannerVariant };

const SUPPLIER_IMAGE = /^([a-z0-9-]+)\/(logo|favicon|compartilhamento)\.svg$/;
const PRODUCT_IMAGE = /^([a-z0-9-]+)\/produtos\/(\d{1,12})(?:-([23]))?\.svg$/;
const CATEGORY_IMAGE = /^([a-z0-9-]+)\/categorias\/(\d{1,12})\.svg$/;
const BANNER_IMAGE = /^([a-z0-9-]+)\/banners\/(\d{1,12})-(desktop|mobile)\.svg$/;

const SUPPLIER_IMAGE_KINDS = { logo: "logo", favicon: "favicon", compartilhamento: "share" } as const;

/** The image a path names, or null when the path is not one of imagePaths' shapes. */
export function parseImagePath(path: string): ImageRequest | null {
  const supplierImage = SUPPLIER_IMAGE.exec(path);
  if (supplierImage) {
    const [, slug = "", name = ""] = supplierImage;
    return { kind: SUPPLIER_IMAGE_KINDS[name as keyof typeof SUPPLIER_IMAGE_KINDS], slug };
  }
  const product = PRODUCT_IMAGE.exec(path);
  if (product) {
    const [, slug = "", id, view] = product;
    return { kind: "product", slug, id: Number(id), view: view ? (Number(view) as ProductView) : 1 };
  }
  const category = CATEGORY_IMAGE.exec(path);
  if (category) {
    const [, slug = "", id] = category;
    return { kind: "category", slug, id: Number(id) };
  }
  const banner = BANNER_IMAGE.exec(path);
  if (banner) {
    const [, slug = "", id, variant] = banner;
    return { kind: "banner", slug, id: Number(id), variant: variant as BannerVariant };
  }
  return null;
}
