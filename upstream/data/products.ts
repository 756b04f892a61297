import type { z } from "zod";
import type { ProductSummarySchema } from "../../app/models/catalogue";
import type { DeliveryType } from "../../app/models/delivery/delivery-option";
import { roundCents } from "../../app/models/money";

/** The product columns every answer with products selects (listings, carousels, combos, recommendations…). */
export const PRODUCT_SUMMARY_COLUMNS = `p.id, p.codigo, p.nome, p.marca, p.unidade, p.preco, p.preconf, p.precovendaatacado,
  p.minvendaatacado, p.multiploincremento, p.granularidade, p.min_por_pedido, p.maxporpedido, p.preco_embalagem,
  p.desconto_progressivo, p.imagem, p.disponivel, p.idsegmento, p.tipo_entrega`;

export type ProductSummaryRow = {
  id: number;
  codigo: string;
  nome: string;
  marca: string | null;
  unidade: string;
  preco: number;
  preconf: number | null;
  precovendaatacado: number | null;
  minvendaatacado: number | null;
  multiploincremento: number;
  granularidade: number;
  min_por_pedido: number;
  maxporpedido: number | null;
  preco_embalagem: number | null;
  desconto_progressivo: string | null;
  imagem: string | null;
  disponivel: number;
  idsegmento: string | null;
  /** Offered for this delivery type only; null: both. Not part of the answer. */
  tipo_entrega: string | null;
};

/** The delivery type a call means when it names none (`tipoentrega`): the spec's default, DELIVERY. */
export const DEFAULT_DELIVERY_TYPE: DeliveryType = "DELIVERY";

/**
 * SQL: the product p is offered for the delivery type bound as @tipoEntrega (docs/upstream-api.md
 * "Delivery type of a product"): a product with no type of its own is offered for both.
 */
export const OFFERED_FOR_TYPE = "(p.tipo_entrega IS NULL OR p.tipo_entrega = @tipoEntrega)";

/** Whether a product row with this `tipo_entrega` is offered for `tipoEntrega`. */
export function offeredFor(tipoEntregaProduto: string | null, tipoEntrega: DeliveryType): boolean {
  return tipoEntregaProduto === null || tipoEntregaProduto === tipoEntrega;
}

/** A product as answers give it: every field of ProductSummarySchema, none left to its default. */
export type ProductSummaryAnswer = Required<z.input<typeof ProductSummarySchema>>;

export type PriceOptions = {
  /** The payment method's price change in percent (see priceVariationPercent). */
  priceVariationPercent?: number;
  /** ignorepolicy: leave out the commercial policies (progressive discounts). */
  ignorePolicy?: boolean;
};


/** A price changed by a percentage (-3 = 3 % off), rounded to cents. */
export function varyPrice(price: number, percent: number): number {
  return percent === 0 ? price : roundCents(price * (1 + percent / 100));
}

/**
 * The answer for a product row, the one mapper of every call that gives products. The selling prices (not the
 * list price) change by the payment method's percentage. precoatendente is always null: attendant prices are
 * set on a cart, not in the catalogue. usaAtacado says the wholesale price applies from minvendaatacado.
 */
export function productSummary(row: ProductSummaryRow, options: PriceOptions = {}): ProductSummaryAnswer {
  const vary = (price: number) => varyPrice(price, options.priceVariationPercent ?? 0);
  const tiers =
    row.desconto_progressivo && !options.ignorePolicy
      ? (JSON.parse(row.desconto_progressivo) as Record<string, number>)
      : null;
  return {
    id: row.id,
    codigo: row.codigo,
    nome: row.nome,
    marca: row.marca,
    unidade: row.unidade,
    preco: vary(row.preco),
    preconf: row.preconf,
    precoatendente: null,
    precovendaatacado: row.precovendaatacado == null ? null : vary(row.precovendaatacado),
    minvendaatacado: row.minvendaatacado,
    multiploincremento: row.multiploincremento,
    usaAtacado:
      row.precovendaatacado != null && row.minvendaatacado != null && row.precovendaatacado < row.preco,
    granularidade: row.granularidade,
    min_por_pedido: row.min_por_pedido,
    maxporpedido: row.maxporpedido,
    preco_embalagem: row.preco_embalagem,
    efeitospoliticas: {
      descontoProgressivo:
        tiers && Object.fromEntries(Object.entries(tiers).map(([threshold, price]) => [threshold, vary(price)])),
    },
    imagem: row.imagem,
    disponivel: row.disponivel === 1,
    idsegmento: row.idsegmento,
  };
}
