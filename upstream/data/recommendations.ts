import type { Database } from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { statement } from "../db/statements";
import type { DeliveryType } from "../../app/models/delivery/delivery-option";
import {
  OFFERED_FOR_TYPE,
  PRODUCT_SUMMARY_COLUMNS,
  productSummary,
  type PriceOptions,
  type ProductSummaryAnswer,
  type ProductSummaryRow,
} from "./products";
import { hasSupplierTag } from "./suppliers";

export const VIEWS = ["CART", "PRODUCT", "HOME"] as const;
type View = (typeof VIEWS)[number];

const MAX_RECOMMENDED = 8;

/**
 * What each view recommends, always the same for the same catalogue: the cart the best sellers, a product page
 * the offers (price below list price) first, the home page a fixed mix of the catalogue.
 */
const VIEW_ORDER: Record<View, string> = {
  CART: "p.vendidos DESC, p.id",
  PRODUCT: "COALESCE(p.preconf > p.preco, 0) DESC, p.vendidos DESC, p.id",
  HOME: "(p.id * 37) % 101, p.id",
};

type RecommendationAnswer = { sucesso: boolean; sessao_id: string; produtos: ProductSummaryAnswer[] };

type Feedback = { acao: string; visao: View; item_id: string; sessao_id: string };

/**
 * GET /v4/sugestao/produtos/{idfornecedor}/{idcliente|anonimo}: up to 8 available products for the view, under a
 * new session id. A supplier without the tag enable-recommendation-system gets sucesso false and no product.
 */
export function recommendations(
  db: Database,
  idfornecedor: string,
  visao: View,
  price: PriceOptions,
  tipoEntrega: DeliveryType
): RecommendationAnswer {
  const sessao_id = randomUUID();
  if (!hasSupplierTag(db, idfornecedor, "enable-recommendation-system")) {
    return { sucesso: false, sessao_id, produtos: [] };
  }
  const rows = statement(
    db,
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p
     WHERE p.idfornecedor = @idfornecedor AND p.disponivel = 1 AND ${OFFERED_FOR_TYPE}
     ORDER BY ${VIEW_ORDER[visao]} LIMIT ${MAX_RECOMMENDED}`
  ).all({ idfornecedor, tipoEntrega }) as ProductSummaryRow[];
  return { sucesso: true, sessao_id, produtos: rows.map((row) => productSummary(row, price)) };
}

/** POST /v4/sugestao/feedback: keeps what the shopper did with a recommendation. */
export function recordFeedback(db: Database, feedback: Feedback): void {
  statement(
    db,
    "INSERT INTO recommendation_feedback (sessao_id, acao, visao, item_id) VALUES (@sessao_id, @acao, @visao, @item_id)"
  ).run(feedback);
}
