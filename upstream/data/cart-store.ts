import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";
import type { CartItem, LineProduct } from "./cart-lines";
import type { DeliveryType } from "../../app/models/delivery/delivery-option";
import { PRODUCT_SUMMARY_COLUMNS, offeredFor, type ProductSummaryRow } from "./products";

/** Whose cart: a client at a supplier. */
export type CartOwner = { idfornecedor: string; idcliente: number };

/** A stored cart: its lines, the notes that go with the order and the manual coupon kept with it (§40 `cupomManual`). */
export type StoredCart = { items: CartItem[]; observacao: string | null; numPedidoCliente: string | null; cupom: string | null };

type ItemRow = { idproduto: number; quantidade: number; embalar: number; precoatendente: number | null };

function cartId(db: Database, owner: CartOwner): number | undefined {
  return statement(db, "SELECT idcarrinho FROM carts WHERE idcliente = ? AND idfornecedor = ?")
    .pluck()
    .get(owner.idcliente, owner.idfornecedor) as number | undefined;
}

/** The cart's id, creating an empty cart when the client has none at the supplier. */
function ensureCartId(db: Database, owner: CartOwner): number {
  statement(db, "INSERT INTO carts (idcliente, idfornecedor) VALUES (?, ?) ON CONFLICT (idcliente, idfornecedor) DO NOTHING").run(
    owner.idcliente,
    owner.idfornecedor
  );
  return cartId(db, owner) as number;
}

/** The client's cart at the supplier; an empty one when there is none yet. */
export function readCart(db: Database, owner: CartOwner): StoredCart {
  const cart = statement(db, "SELECT idcarrinho, observacao, numPedidoCliente, cupom FROM carts WHERE idcliente = ? AND idfornecedor = ?").get(
    owner.idcliente,
    owner.idfornecedor
  ) as { idcarrinho: number; observacao: string | null; numPedidoCliente: string | null; cupom: string | null } | undefined;
  if (!cart) return { items: [], observacao: null, numPedidoCliente: null, cupom: null };
  const rows = statement(db, "SELECT idproduto, quantidade, embalar, precoatendente FROM cart_items WHERE idcarrinho = ?").all(
    cart.idcarrinho
  ) as ItemRow[];
  return {
    items: rows.map((row) => ({ ...row, embalar: row.embalar === 1 })),
    observacao: cart.observacao,
    numPedidoCliente: cart.numPedidoCliente,
    cupom: cart.cupom,
  };
}

/** Replaces the cart's lines, notes and kept coupon with these. */
export function writeCart(db: Database, owner: CartOwner, cart: StoredCart): void {
  db.transaction(() => {
    const idcarrinho = ensureCartId(db, owner);
    statement(
      db,
      `UPDATE carts SET observacao = ?, numPedidoCliente = ?, cupom = ?, atualizado_em = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE idcarrinho = ?`
    ).run(cart.observacao, cart.numPedidoCliente, cart.cupom, idcarrinho);
    statement(db, "DELETE FROM cart_items WHERE idcarrinho = ?").run(idcarrinho);
    const insert = statement(
      db,
      "INSERT INTO cart_items (idcarrinho, idproduto, quantidade, embalar, precoatendente) VALUES (?, ?, ?, ?, ?)"
    );
    for (const item of cart.items) insert.run(idcarrinho, item.idproduto, item.quantidade, item.embalar ? 1 : 0, item.precoatendente);
  })();
}

/** The supplier's products with these ids (others are left out), by id. */
export function supplierProducts(db: Database, idfornecedor: string, ids: readonly number[]): Map<number, ProductSummaryRow> {
  const rows = statement(
    db,
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p
     WHERE p.idfornecedor = ? AND p.id IN (SELECT value FROM json_each(?))`
  ).all(idfornecedor, JSON.stringify([...new Set(ids)])) as ProductSummaryRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What the line rules need of a product row. With a delivery type, a product not offered for it is
 * unavailable (docs/upstream-api.md "Delivery type of a product").
 */
export function lineProduct(row: ProductSummaryRow, tipoEntrega: DeliveryType | null = null): LineProduct {
  const offered = tipoEntrega === null || offeredFor(row.tipo_entrega, tipoEntrega);
  return { ...row, disponivel: row.disponivel === 1 && offered };
}
