import { formatBRL, roundCents } from "./money";
import { hasTag } from "./supplier-tags";

/**
 * What a shopper expects to read beside a price (issue "phone-first", item 7): the price of each
 * piece in a pack, the discount as a percentage. The footer's company and social networks are in
 * company-info.ts and the cart's credit in credit-note.ts: each page's code carries only its own.
 */

/** The words for a pack (`unidade`) in "fardo com 10". */
const PACK_NAMES: Record<string, string> = {
  fd: "fardo",
  cx: "caixa",
  pct: "pacote",
  pc: "pacote",
  dz: "dúzia",
  un: "embalagem",
};

export type PiecePrice = { each: number; count: number; text: string };

/**
 * The price of each piece of a product sold in packs: the price of the pack (`price`) over the
 * pieces in it (`multiploincremento`, a whole number above 1), rounded to the cent, as
 * "R$ 7,99 cada · fardo com 10". None for a product sold by the piece or by weight, a number of
 * pieces that is no whole number, or a supplier whose tag disable-product-multiple says
 * multiploincremento does not count the pieces of a pack.
 */
export function piecePrice(
  price: number,
  product: { multiploincremento?: number | null; unidade: string },
  supplierTags: readonly string[],
): PiecePrice | null {
  const count = product.multiploincremento ?? 1;
  if (hasTag(supplierTags, "disable-product-multiple")) return null;
  if (!Number.isInteger(count) || count <= 1 || !(price > 0)) return null;
  const unit = product.unidade.trim().toLowerCase();
  if (unit === "kg" || unit === "g" || unit === "l" || unit === "ml") return null;
  const each = roundCents(price / count);
  return { each, count, text: `${formatBRL(each)} cada · ${PACK_NAMES[unit] ?? unit} com ${count}` };
}

/**
 * The discount of a price below its list price (`preconf`), as a whole percentage rounded down
 * (a shopper is never told more than they save); none below 1 %, or without a list price above it.
 */
export function discountPercent(listPrice: number | null, price: number): number | null {
  if (listPrice === null || !(listPrice > 0) || !(price >= 0) || price >= listPrice) return null;
  const percent = Math.floor(((listPrice - price) / listPrice) * 100 + 1e-9);
  return percent >= 1 ? percent : null;
}
