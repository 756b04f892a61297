import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { ProductSchema } from "../../app/models/product";
import { statement } from "../db/statements";
import { MESSAGES, notFound, numericId } from "../http";
import { productGallery } from "../image-paths";
import { comboOfProduct } from "./combos";
import type { DeliveryType } from "../../app/models/delivery/delivery-option";
import {
  OFFERED_FOR_TYPE,
  PRODUCT_SUMMARY_COLUMNS,
  offeredFor,
  productSummary,
  type PriceOptions,
  type ProductSummaryAnswer,
  type ProductSummaryRow,
} from "./products";
import type { SupplierRow } from "./suppliers";

const MAX_SIMILARES = 8;

type ProductDetailRow = ProductSummaryRow & {
  descricao: string;
  idcategoria: number;
  categoria: string;
};

type ProductAnswer = Omit<z.input<typeof ProductSchema>, keyof ProductSummaryAnswer | "similares"> &
  ProductSummaryAnswer & { similares: ProductSummaryAnswer[] };

type ProductDetailOptions = PriceOptions & { idcliente: number | null; similares: boolean; tipoEntrega: DeliveryType };

/** A supplier's product row by its id; a 404 when there is none (or it is another supplier's). */
export function requireProductRow(db: Database, idfornecedor: string, id: string): ProductDetailRow {
  const row = statement(
    db,
    `SELECT ${PRODUCT_SUMMARY_COLUMNS}, p.descricao, p.idcategoria, c.descricao AS categoria
     FROM products p JOIN categories c ON c.idcategoria = p.idcategoria WHERE p.id = ? AND p.idfornecedor = ?`
  ).get(numericId(id), idfornecedor) as ProductDetailRow | undefined;
  if (!row) throw notFound(MESSAGES.productNotFound);
  return row;
}

/** Up to 8 other available products of the same category offered for the type, best sellers first. */
function similarProducts(db: Database, row: ProductDetailRow, tipoEntrega: DeliveryType): ProductSummaryRow[] {
  return statement(
    db,
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p
     WHERE p.idcategoria = @idcategoria AND p.id <> @id AND p.disponivel = 1 AND ${OFFERED_FOR_TYPE}
     ORDER BY p.vendidos DESC, p.id LIMIT ${MAX_SIMILARES}`
  ).all({ idcategoria: row.idcategoria, id: row.id, tipoEntrega }) as ProductSummaryRow[];
}

/** GET /v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{id} */
export function productDetail(
  db: Database,
  supplier: SupplierRow,
  id: string,
  options: ProductDetailOptions
): ProductAnswer {
  const row = requireProductRow(db, supplier.idfornecedor, id);
  // A product not offered for the shopper's delivery type is not there for them.
  if (!offeredFor(row.tipo_entrega, options.tipoEntrega)) throw notFound(MESSAGES.productNotFound);
  return {
    ...productSummary(row, options),
    descricao: row.descricao,
    imagens: productGallery(supplier.slug, row.id, row.multiploincremento),
    idcombopromocional_cabecalho: comboOfProduct(db, row.id, options.idcliente),
    categoria: { idcategoria: row.idcategoria, descricao: row.categoria },
    similares: options.similares
      ? similarProducts(db, row, options.tipoEntrega).map((similar) => productSummary(similar, options)) : [],
  };
}

/** GET /v2/app/setores-produto/obter-setor/{idfornecedor}/{idproduto}: the store's sectors where the product is kept, in order. */
export function productSectors(db: Database, idproduto: number): { idsetor: number; nome: string }[] {
  return statement(
    db,
    `SELECT s.idsetor, s.nome FROM product_sectors ps JOIN sectors s ON s.idsetor = ps.idsetor
     WHERE ps.idproduto = ? ORDER BY ps.ordem, s.idsetor`
  ).all(idproduto) as { idsetor: number; nome: string }[];
}
