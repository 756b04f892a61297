import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { BannerSchema, CarouselSchema } from "../../app/models/catalogue";
import { statement } from "../db/statements";
import type { DeliveryType } from "../../app/models/delivery/delivery-option";
import {
  OFFERED_FOR_TYPE,
  PRODUCT_SUMMARY_COLUMNS,
  productSummary,
  type ProductSummaryAnswer,
  type ProductSummaryRow,
} from "./products";

export const HOME_PAGE = "page:home";

type CarouselRow = {
  idcarrossel: number;
  tipo: "BANNER" | "PRODUTO";
  titulo: string | null;
  criterio: "MANUAL" | "MAIS_VENDIDOS" | "OFERTAS" | null;
  limite: number;
  ordem: number;
};

type CarouselQuery = {
  pagina: string;
  idcarrossel?: string;
  loadProdutos: boolean;
  priceVariationPercent: number;
  /** Only the products offered for this delivery type. */
  tipoEntrega: DeliveryType;
};

type CarouselAnswer = Omit<z.input<typeof CarouselSchema>, "produtos"> & { produtos: ProductSummaryAnswer[] };

const AVAILABLE_PRODUCTS = `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p
  WHERE p.idfornecedor = @owner AND p.disponivel = 1 AND ${OFFERED_FOR_TYPE}`;

/** The SQL that picks a product carousel's products, by its criterio (only those offered for @tipoEntrega). */
const PRODUCTS_BY_CRITERION = {
  MAIS_VENDIDOS: `${AVAILABLE_PRODUCTS} ORDER BY p.vendidos DESC, p.id LIMIT @limite`,
  OFERTAS: `${AVAILABLE_PRODUCTS} AND p.preconf > p.preco ORDER BY (p.preconf - p.preco) / p.preconf DESC, p.id LIMIT @limite`,
  MANUAL: `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM carousel_products cp JOIN products p ON p.id = cp.idproduto
    WHERE cp.idcarrossel = @owner AND ${OFFERED_FOR_TYPE} ORDER BY cp.ordem LIMIT @limite`,
} as const;

function carouselProducts(
  db: Database,
  idfornecedor: string,
  carousel: CarouselRow,
  tipoEntrega: DeliveryType
): ProductSummaryRow[] {
  if (!carousel.criterio) return [];
  const owner = carousel.criterio === "MANUAL" ? carousel.idcarrossel : idfornecedor;
  return statement(db, PRODUCTS_BY_CRITERION[carousel.criterio]).all({
    owner,
    limite: carousel.limite,
    tipoEntrega,
  }) as ProductSummaryRow[];
}

function banners(db: Database, idcarrossel: number): z.input<typeof BannerSchema>[] {
  return statement(
    db,
    "SELECT imagem, imagem_mobile, link, alt, largura, altura FROM banners WHERE idcarrossel = ? ORDER BY ordem, idbanner"
  ).all(idcarrossel) as z.input<typeof BannerSchema>[];
}

/** GET /v2/app/{apptoken}/{clientpath}/customizacao/carrossel/list-for-page/{idfornecedor} */
export function carouselsForPage(db: Database, idfornecedor: string, query: CarouselQuery): CarouselAnswer[] {
  const rows = statement(
    db,
    `SELECT idcarrossel, tipo, titulo, criterio, limite, ordem FROM carousels
     WHERE idfornecedor = ? AND pagina = ? AND ativo = 1 ORDER BY ordem, idcarrossel`
  ).all(idfornecedor, query.pagina) as CarouselRow[];
  return rows
    .filter((row) => !query.idcarrossel || String(row.idcarrossel) === query.idcarrossel)
    .map((row) => ({
      idcarrossel: row.idcarrossel,
      tipo: row.tipo,
      titulo: row.titulo,
      ordem: row.ordem,
      banners: row.tipo === "BANNER" ? banners(db, row.idcarrossel) : [],
      produtos: query.loadProdutos
        ? carouselProducts(db, idfornecedor, row, query.tipoEntrega).map((product) =>
            productSummary(product, { priceVariationPercent: query.priceVariationPercent })
          )
        : [],
    }));
}
