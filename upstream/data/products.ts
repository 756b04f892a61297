import type { z } from "zod";
import type { ProductSummarySchema } from "../../app/models/catalogue";

/** The product columns listings and carousels select. */
export const PRODUCT_SUMMARY_COLUMNS = `p.id, p.codigo, p.nome, p.marca, p.unidade, p.preco, p.preconf, p.precovendaatacado,
  p.minvendaatacado, p.multiploincremento, p.granularidade, p.min_por_pedido, p.maxporpedido, p.preco_embalagem,
  p.desconto_progressivo, p.imagem, p.disponivel, p.idsegmento`;

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
};

/**
 * A product of a listing: the fields of ProductSummarySchema plus codigo, marca, multiploincremento,
 * preco_embalagem and efeitospoliticas.descontoProgressivo, which the cart's price rule needs.
 */
export type ProductSummaryAnswer = z.input<typeof ProductSummarySchema> & {
  codigo: string;
  marca: string | null;
  multiploincremento: number;
  preco_embalagem: number | null;
  efeitospoliticas: { descontoProgressivo: Record<string, number> | null };
};

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** A price changed by a percentage (-3 = 3 % off), rounded to cents. */
function varyPrice(price: number, percent: number): number {
  return percent === 0 ? price : roundCents(price * (1 + percent / 100));
}

/** The answer for a product row; the selling prices (not the list price) change by the payment method's percentage. */
export function productSummary(row: ProductSummaryRow, priceVariationPercent = 0): ProductSummaryAnswer {
  const vary = (price: number) => varyPrice(price, priceVariationPercent);
  const tiers = row.desconto_progressivo ? (JSON.parse(row.desconto_progressivo) as Record<string, number>) : null;
  return {
    id: row.id,
    codigo: row.codigo,
    nome: row.nome,
    marca: row.marca,
    unidade: row.unidade,
    preco: vary(row.preco),
    preconf: row.preconf,
    precovendaatacado: row.precovendaatacado == null ? null : vary(row.precovendaatacado),
    minvendaatacado: row.minvendaatacado,
    multiploincremento: row.multiploincremento,
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
