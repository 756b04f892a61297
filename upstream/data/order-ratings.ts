import type { Database } from "better-sqlite3";
import type { OrderRating, RatingFields } from "../../app/models/orders/order-rating";
import { statement } from "../db/statements";

/** Orders' ratings as stored (upstream/db/migrations/016_order_ratings.sql): one per order, given once. */

type RatingRow = { nota: number; comentario: string | null; avaliado_em: string };

/** The order's rating as calls 55 and 62 answer it; null when it has none. */
export function orderRating(db: Database, numpedido: number): OrderRating | null {
  const row = statement(db, "SELECT nota, comentario, avaliado_em FROM order_ratings WHERE numpedido = ?").get(numpedido) as RatingRow | undefined;
  return row ? { nota: row.nota, comentario: row.comentario, avaliadoEm: row.avaliado_em } : null;
}

/** Keeps the order's rating; false when it had one already (which stays as it was). */
export function insertRating(db: Database, numpedido: number, { nota, comentario }: RatingFields, avaliadoEm: string): boolean {
  const inserted = statement(
    db,
    "INSERT INTO order_ratings (numpedido, nota, comentario, avaliado_em) VALUES (?, ?, ?, ?) ON CONFLICT (numpedido) DO NOTHING"
  ).run(numpedido, nota, comentario, avaliadoEm);
  return inserted.changes === 1;
}
