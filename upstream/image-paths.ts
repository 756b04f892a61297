import type { BannerVariant } from "./images";

/**
 * Image paths as they appear in answers: relative to the image host (`/imagens/` of this service),
 * always `{supplier slug}/….svg`.
 */
export const imagePaths = {
  logo: (slug: string) => `${slug}/logo.svg`,
  favicon: (slug: string) => `${slug}/favicon.svg`,
  share: (slug: string) => `${slug}/compartilhamento.svg`,
  product: (slug: string, id: number) => `${slug}/produtos/${id}.svg`,
  category: (slug: string, id: number) => `${slug}/categorias/${id}.svg`,
  banner: (slug: string, id: number, variant: BannerVariant) => `${slug}/banners/${id}-${variant}.svg`,
};

export type ImageRequest =
  | { kind: "logo" | "favicon" | "share"; slug: string }
  | { kind: "product" | "category"; slug: string; id: number }
  | { kind: "banner"; slug: string; id: number; variant: BannerVariant };

const SUPPLIER_IMAGE = /^([a-z0-9-]+)\/(logo|favicon|compartilhamento)\.svg$/;
const NUMBERED_IMAGE = /^([a-z0-9-]+)\/(produtos|categorias)\/(\d{1,12})\.svg$/;
const BANNER_IMAGE = /^([a-z0-9-]+)\/banners\/(\d{1,12})-(desktop|mobile)\.svg$/;

const SUPPLIER_IMAGE_KINDS = { logo: "logo", favicon: "favicon", compartilhamento: "share" } as const;

/** The image a path names, or null when the path is not one of imagePaths' shapes. */
export function parseImagePath(path: string): ImageRequest | null {
  const supplierImage = SUPPLIER_IMAGE.exec(path);
  if (supplierImage) {
    const [, slug = "", name = ""] = supplierImage;
    return { kind: SUPPLIER_IMAGE_KINDS[name as keyof typeof SUPPLIER_IMAGE_KINDS], slug };
  }
  const numbered = NUMBERED_IMAGE.exec(path);
  if (numbered) {
    const [, slug = "", folder, id] = numbered;
    return { kind: folder === "produtos" ? "product" : "category", slug, id: Number(id) };
  }
  const banner = BANNER_IMAGE.exec(path);
  if (banner) {
    const [, slug = "", id, variant] = banner;
    return { kind: "banner", slug, id: Number(id), variant: variant as BannerVariant };
  }
  return null;
}
