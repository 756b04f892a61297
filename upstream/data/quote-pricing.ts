import type { Database } from "better-sqlite3";
import { roundCents } from "../../app/models/money";
import { statement } from "../db/statements";
import { orderItems, readOrder, setOrderStatus, type OrderItemRow, type OrderRow } from "./orders";

/**
 * A quote priced by the supplier's staff (docs/rules/orders.md "Quotes" ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO), with the
 * `price-quote` operator command: the prices the store offers replace the catalogue's the quote was
 * sent with, and the quote waits for its customer to accept it (docs/upstream-api.md §67).
 */

/** What the store offers: a unit price for some of the quote's products, and a delivery fee. */
export type QuotePrices = { precos: ReadonlyMap<number, number>; taxaentrega: number | null };

/** The sums of a quote's lines, as an order keeps them (docs/upstream-api.md §55). */
export type QuoteTotals = Pick<OrderRow, "subtotal" | "valor_desconto" | "valor_embalagens" | "taxaentrega" | "totalpedido">;

const cents = (value: number) => Math.round(value * 100);

/**
 * The lines at the store's prices: a line given a price gets it (its total the price times the
 * quantity plus its gift wrap; the coupon's discount it had no longer applies, the store's price
 * being what it offers); the other lines stay as they were. The sums follow the lines, and the
 * delivery fee is the store's when it gives one.
 */
export function repriceQuote(
  lines: readonly OrderItemRow[],
  current: Pick<OrderRow, "taxaentrega">,
  prices: QuotePrices
): { itens: OrderItemRow[]; totals: QuoteTotals } {
  const itens = lines.map((line) => {
    const preco = prices.precos.get(line.idproduto);
    if (preco === undefined) return line;
    const total = roundCents((cents(preco * line.quantidade) + cents(line.valor_embalagem)) / 100);
    return { ...line, preco_unitario: preco, valor_desconto: 0, total };
  });
  const sum = (values: number[]) => values.reduce((all, value) => all + value, 0);
  const subtotal = sum(itens.map((line) => cents(line.total - line.valor_embalagem + line.valor_desconto)));
  const embalagens = sum(itens.map((line) => cents(line.valor_embalagem)));
  const desconto = sum(itens.map((line) => cents(line.valor_desconto)));
  const taxa = cents(prices.taxaentrega ?? current.taxaentrega);
  return {
    itens,
    totals: {
      subtotal: subtotal / 100,
      valor_embalagens: embalagens / 100,
      valor_desconto: desconto / 100,
      taxaentrega: taxa / 100,
      totalpedido: (subtotal + embalagens - desconto + taxa) / 100,
    },
  };
}

export type QuotePricing =
  | { kind: "priced"; order: OrderRow; unknownProducts: [] }
  | { kind: "unknown-products"; unknownProducts: number[] }
  | { kind: "not-a-quote" }
  | { kind: "accepted" }
  | { kind: "cancelled" };

/**
 * Prices the quote (ORCAMENTO_NOVO, or ORCAMENTO_PRECIFICADO priced again before its customer
 * accepted it) and moves it to ORCAMENTO_PRECIFICADO, recorded in its history when it was not there
 * yet. Every product named must be a line of the quote.
 */
export function priceQuote(db: Database, numpedido: number, prices: QuotePrices, at: string): QuotePricing {
  return db
    .transaction((): QuotePricing => {
      const order = readOrder(db, numpedido);
      if (!order || order.orcamento !== 1) return { kind: "not-a-quote" };
      if (order.orcamento_aceito_em !== null) return { kind: "accepted" };
      if (order.status !== "ORCAMENTO_NOVO" && order.status !== "ORCAMENTO_PRECIFICADO") return { kind: "cancelled" };
      const lines = orderItems(db, numpedido);
      const unknownProducts = [...prices.precos.keys()].filter((id) => !lines.some((line) => line.idproduto === id));
      if (unknownProducts.length > 0) return { kind: "unknown-products", unknownProducts };
      const { itens, totals } = repriceQuote(lines, order, prices);
      const setLine = statement(db, "UPDATE order_items SET preco_unitario = ?, valor_desconto = ?, total = ? WHERE numpedido = ? AND idproduto = ?");
      for (const line of itens) setLine.run(line.preco_unitario, line.valor_desconto, line.total, numpedido, line.idproduto);
      statement(
        db,
        "UPDATE orders SET subtotal = @subtotal, valor_desconto = @valor_desconto, valor_embalagens = @valor_embalagens, taxaentrega = @taxaentrega, totalpedido = @totalpedido WHERE numpedido = @numpedido"
      ).run({ ...totals, numpedido });
      if (order.status !== "ORCAMENTO_PRECIFICADO") setOrderStatus(db, numpedido, "ORCAMENTO_PRECIFICADO", at);
      return { kind: "priced", order: readOrder(db, numpedido) as OrderRow, unknownProducts: [] };
    })
    .immediate();
}
