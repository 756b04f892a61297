import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { DEFAULT_THEME_COLORS } from "../../app/models/theme";
import { statement } from "../db/statements";
import { findSupplier, type SupplierRow } from "../data/suppliers";
import { MESSAGES, notFound } from "../http";
import { parseImagePath, type ImageRequest } from "../image-paths";
import {
  type Palette,
  type ProductArt,
  bannerImage,
  categoryImage,
  faviconImage,
  logoImage,
  productImage,
  shareImage,
} from "../images";

const IMAGES_PREFIX = "/imagens/";

const IMAGE_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  "X-Content-Type-Options": "nosniff",
};

/** The supplier's theme colours, the storefront's defaults where it set none. */
function palette(db: Database, idfornecedor: string): Palette {
  const row = statement(
    db,
    "SELECT primary_color, secondary_color, auxiliar_color, text_color FROM supplier_themes WHERE idfornecedor = ?",
  ).get(idfornecedor) as
    Record<"primary_color" | "secondary_color" | "auxiliar_color" | "text_color", string | null> | undefined;
  return {
    primary: row?.primary_color ?? DEFAULT_THEME_COLORS.primaryColor,
    secondary: row?.secondary_color ?? DEFAULT_THEME_COLORS.secondaryColor,
    accent: row?.auxiliar_color ?? DEFAULT_THEME_COLORS.auxiliarColor,
    text: row?.text_color ?? DEFAULT_THEME_COLORS.textColor,
  };
}

/** The SVG an image path names, drawn from the supplier's data; undefined when the thing does not exist. */
function renderImage(db: Database, supplier: SupplierRow, image: ImageRequest): string | undefined {
  const { idfornecedor, nome } = supplier;
  switch (image.kind) {
    case "logo":
      return logoImage({ nome, palette: palette(db, idfornecedor) });
    case "favicon":
      return faviconImage({ nome, palette: palette(db, idfornecedor) });
    case "share":
      return shareImage({ nome, descricao: supplier.descricao, palette: palette(db, idfornecedor) });
    case "product": {
      const product = statement(
        db,
        `SELECT p.nome, p.marca, p.codigo, p.unidade, p.multiploincremento, c.cor
         FROM products p JOIN categories c ON c.idcategoria = p.idcategoria WHERE p.id = ? AND p.idfornecedor = ?`,
      ).get(image.id, idfornecedor) as ProductArt | undefined;
      const drawable = product && (image.view !== 3 || product.multiploincremento > 1);
      return drawable ? productImage(product, image.view) : undefined;
    }
    case "category": {
      const category = statement(
        db,
        "SELECT descricao, cor FROM categories WHERE idcategoria = ? AND idfornecedor = ?",
      ).get(image.id, idfornecedor) as { descricao: string; cor: string } | undefined;
      return category && categoryImage(category);
    }
    case "banner": {
      const banner = statement(
        db,
        `SELECT b.titulo, b.subtitulo, b.chamada FROM banners b JOIN carousels c ON c.idcarrossel = b.idcarrossel
         WHERE b.idbanner = ? AND c.idfornecedor = ?`,
      ).get(image.id, idfornecedor) as { titulo: string; subtitulo: string | null; chamada: string | null } | undefined;
      return banner && bannerImage({ ...banner, palette: palette(db, idfornecedor), variant: image.variant });
    }
  }
}

/**
 * GET /imagens/{path}: the generated SVG of a product (any of its views), category, banner, logo, favicon or
 * share image.
 */
export function registerImageRoutes(router: Router, db: Database): void {
  router.get(`${IMAGES_PREFIX}*`, (req, res) => {
    const image = parseImagePath(req.path.slice(IMAGES_PREFIX.length));
    const supplier = image && findSupplier(db, image.slug);
    const svg = image && supplier ? renderImage(db, supplier, image) : undefined;
    if (!svg) throw notFound(MESSAGES.imageNotFound);
    res.set(IMAGE_HEADERS).send(svg);
  });
}
