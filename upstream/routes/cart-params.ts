import type { Database } from "better-sqlite3";
import type { Request } from "express";
import { z } from "zod";
import { requireCustomerSession, requireOwnClient } from "../auth";
import type { CartOwner } from "../data/cart-store";
import type { CustomerSession } from "../data/sessions";
import { saoPauloDay } from "../data/coupon-rules";
import { findSupplier } from "../data/suppliers";
import { MESSAGES, badRequest, forbidden, notFound, queryInteger, queryText } from "../http";

/**
 * What the cart and coupon calls (docs/upstream-api.md §39) read from a request: whose cart, on
 * which channel, with which coupon code.
 */

/** Where the request names the supplier, and what it names. */
type SupplierNamed = { ref: string | undefined; param: "idfornecedor" | "X-idfornecedor" };

/**
 * The cart of the request: the customer session's (401 without one) at the supplier named (400
 * without one, 404 for an unknown one), which must be the session's, for the client the session
 * acts for (403 otherwise). Every `{idcliente}` of the path must be that client.
 */
export function requireCartOwner(
  db: Database,
  req: Request,
  named: SupplierNamed,
  clientIds: readonly string[],
): CartOwner {
  return requireCartSession(db, req, named, clientIds).owner;
}

/** Like requireCartOwner, with the session too (who acts: a sub-user, a representative). */
export function requireCartSession(
  db: Database,
  req: Request,
  named: SupplierNamed,
  clientIds: readonly string[],
): { owner: CartOwner; session: CustomerSession } {
  const session = requireCustomerSession(db, req);
  if (!named.ref) throw badRequest(`${MESSAGES.invalidQuery}: ${named.param}.`);
  const supplier = findSupplier(db, named.ref);
  if (!supplier) throw notFound(MESSAGES.supplierNotFound);
  if (supplier.idfornecedor !== session.idfornecedor) throw forbidden();
  for (const idcliente of clientIds) requireOwnClient(session, idcliente);
  return { owner: { idfornecedor: supplier.idfornecedor, idcliente: session.idcliente }, session };
}

/** The supplier named in `X-idfornecedor` (calls 42 and 43). */
export const headerSupplier = (req: Request) => ({
  ref: req.get("x-idfornecedor")?.trim() || undefined,
  param: "X-idfornecedor" as const,
});

/** A query flag: `true` or `false` (any case); absent takes the default; anything else is malformed. */
export const queryBoolean = (fallback: boolean) =>
  queryText
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(["true", "false"]).optional())
    .transform((value) => (value === undefined ? fallback : value === "true"));

/** `canalVenda`: WEB (the default) or MANUAL. */
export const salesChannel = queryText
  .transform((value) => value?.toUpperCase())
  .pipe(z.enum(["WEB", "MANUAL"]).optional())
  .transform((value) => value ?? "WEB");

/** A coupon code (§39): 1–40 letters, digits, `-` and `_`. */
export const CouponCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/);

/** An optional coupon code in the query; null when absent. */
export const queryCouponCode = queryText.pipe(CouponCode.optional()).transform((value) => value ?? null);

/** An optional id in the query (`idformapagamento`, `idtipoassinatura`). */
export const queryId = queryInteger(1, Number.MAX_SAFE_INTEGER);

/** Today in São Paulo: the day coupon dates are compared with. */
export const today = () => saoPauloDay(new Date());
