import type { Database } from "better-sqlite3";
import type { z } from "zod";
import { roundCents } from "../../app/models/money";
import type { ComboSchema } from "../../app/models/product";
import { statement } from "../db/statements";
import { MESSAGES, notFound, numericId } from "../http";
import { resolveClient } from "./customers";
import { priceVariationPercent } from "./payment-methods";
import type { DeliveryType } from "../../app/models/delivery/delivery-option";
import {
  DEFAULT_DELIVERY_TYPE,
  PRODUCT_SUMMARY_COLUMNS,
  offeredFor,
  productSummary,
  varyPrice,
  type ProductSummaryAnswer,
  type ProductSummaryRow,
} from "./products";

type ComboRow = {
  idcombo: number;
  idfornecedor: string;
  idcliente: number | null;
  nome: string;
  descricao: string | null;
  preco_combo: number;
  validade_fim: string | null;
  ativo: number;
};

type ComboAnswer = Omit<z.input<typeof ComboSchema>, "itens"> & {
  itens: { produto: ProductSummaryAnswer; quantidade: number }[];
};
type ComboSummaryAnswer = Omit<ComboAnswer, "itens">;

/** A combo is active until the end of its validade_fim (the server's local date). */
const COMBO_COLUMNS = `c.idcombo, c.idfornecedor, c.idcliente, c.nome, c.descricao, c.preco_combo, c.validade_fim,
  (c.validade_fim IS NULL OR c.validade_fim >= date('now', 'localtime')) AS ativo`;

/** General combos, and the customer's own (none for a guest). */
const VISIBLE_TO_CUSTOMER = "(c.idcliente IS NULL OR c.idcliente = @idcliente)";

/** The active combo a product belongs to (the first in display order), or null. */
export function comboOfProduct(db: Database, idproduto: number, idcliente: number | null): number | null {
  const rows = statement(
    db,
    `SELECT ${COMBO_COLUMNS} FROM combos c JOIN combo_items i ON i.idcombo = c.idcombo
     WHERE i.idproduto = @idproduto AND ${VISIBLE_TO_CUSTOMER} ORDER BY c.ordem, c.idcombo`
  ).all({ idproduto, idcliente }) as ComboRow[];
  return rows.find((row) => row.ativo === 1)?.idcombo ?? null;
}

/**
 * A combo with its items priced for the payment method: preco_original is what the items cost apart,
 * preco_combo what they cost together; imagem is the first item's.
 */
function comboAnswer(db: Database, row: ComboRow, percent: number): ComboAnswer {
  const items = statement(
    db,
    `SELECT ${PRODUCT_SUMMARY_COLUMNS}, i.quantidade FROM combo_items i JOIN products p ON p.id = i.idproduto
     WHERE i.idcombo = ? ORDER BY i.ordem, p.id`
  ).all(row.idcombo) as (ProductSummaryRow & { quantidade: number })[];
  const itens = items.map((item) => ({
    produto: productSummary(item, { priceVariationPercent: percent }),
    quantidade: item.quantidade,
  }));
  return {
    idcombo: row.idcombo,
    nome: row.nome,
    descricao: row.descricao,
    imagem: itens[0]?.produto.imagem ?? null,
    validade_fim: row.validade_fim,
    preco_original: roundCents(itens.reduce((total, item) => total + item.produto.preco * item.quantidade, 0)),
    preco_combo: varyPrice(row.preco_combo, percent),
    itens,
  };
}

/**
 * GET /v4/promotional-combo/{id}/ — a 404 for an unknown combo, or one offered only to another customer;
 * a 404 "Combo expirado" once it has ended.
 */
export function comboById(
  db: Database,
  idcombo: string,
  query: { idcliente?: string; idformapagamento?: string; tipoEntrega?: DeliveryType }
): ComboAnswer {
  const row = statement(db, `SELECT ${COMBO_COLUMNS} FROM combos c WHERE c.idcombo = ?`).get(numericId(idcombo)) as
    | ComboRow
    | undefined;
  if (!row) throw notFound(MESSAGES.comboNotFound);
  const customer = resolveClient(db, query.idcliente, row.idfornecedor);
  if (row.idcliente !== null && row.idcliente !== customer?.idcliente) throw notFound(MESSAGES.comboNotFound);
  if (row.ativo !== 1) throw notFound(MESSAGES.comboExpired);
  if (!comboOfferedFor(db, row.idcombo, query.tipoEntrega)) throw notFound(MESSAGES.comboNotFound);
  return comboAnswer(db, row, priceVariationPercent(db, row.idfornecedor, query.idformapagamento));
}

/** A combo is offered for a delivery type (none asked: the default) only when every item of it is. */
function comboOfferedFor(db: Database, idcombo: number, tipoEntrega: DeliveryType | undefined): boolean {
  const types = statement(
    db,
    "SELECT p.tipo_entrega FROM combo_items i JOIN products p ON p.id = i.idproduto WHERE i.idcombo = ?"
  )
    .pluck()
    .all(idcombo) as (string | null)[];
  const type = tipoEntrega ?? DEFAULT_DELIVERY_TYPE;
  return types.every((tipo) => offeredFor(tipo, type));
}

/**
 * GET /v4/promotional-combo-all/{f} (guest) and /v4/promotional-combo-client/{f}/{c}: the active combos,
 * priced for the payment method as one combo is (list prices without one), those offered for the
 * delivery type asked (as one combo is).
 */
export function activeCombos(
  db: Database,
  idfornecedor: string,
  idcliente: number | null,
  query: { idformapagamento?: string; tipoEntrega?: DeliveryType } = {},
): ComboSummaryAnswer[] {
  const percent = priceVariationPercent(db, idfornecedor, query.idformapagamento);
  const rows = statement(
    db,
    `SELECT ${COMBO_COLUMNS} FROM combos c WHERE c.idfornecedor = @idfornecedor AND ${VISIBLE_TO_CUSTOMER}
     ORDER BY c.ordem, c.idcombo`
  ).all({ idfornecedor, idcliente }) as ComboRow[];
  return rows
    .filter((row) => row.ativo === 1 && comboOfferedFor(db, row.idcombo, query.tipoEntrega))
    .map((row) => {
      const { itens: _itens, ...summary } = comboAnswer(db, row, percent);
      return summary;
    });
}
