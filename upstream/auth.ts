import type { Database } from "better-sqlite3";
import type { Request } from "express";
import {
  findCustomerSession,
  findRepresentativeSession,
  type CustomerSession,
  type RepresentativeSession,
} from "./data/sessions";
import { jwtSecret } from "./data/settings";
import { findSupplier, type SupplierRow } from "./data/suppliers";
import { MESSAGES, forbidden, notFound, numericId, unauthorized } from "./http";
import { verifyJwt } from "./jwt";

/** The token of `Authorization: Bearer <token>`; undefined without one. */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "")?.[1];
}

/** The request's token with its customer session; a 401 "Sessão expirada" without a valid one. */
export function requireCustomerToken(db: Database, req: Request): { token: string; session: CustomerSession } {
  const token = bearerToken(req);
  const session = token === undefined ? undefined : findCustomerSession(db, token);
  if (token === undefined || !session) throw unauthorized(MESSAGES.sessionExpired);
  return { token, session };
}

/** The customer session of the request's token; a 401 "Sessão expirada" without a valid one. */
export function requireCustomerSession(db: Database, req: Request): CustomerSession {
  return requireCustomerToken(db, req).session;
}

/** The representative session of the request's token: a JWT with a good signature, not expired, not ended. */
export function requireRepresentativeSession(db: Database, req: Request): RepresentativeSession {
  const token = bearerToken(req);
  const valid = token !== undefined && verifyJwt(token, jwtSecret(db)) !== null;
  const session = valid ? findRepresentativeSession(db, token) : undefined;
  if (!session) throw unauthorized(MESSAGES.sessionExpired);
  return session;
}

/** A 403 unless the path's `{idcliente}` is the client the session acts for. */
export function requireOwnClient(session: CustomerSession, idcliente: string): void {
  if (numericId(idcliente) !== session.idcliente) throw forbidden();
}

/**
 * The customer session of the request's token, at the supplier the path's `{idfornecedor}` names:
 * 401 without a session, 404 for an unknown supplier, 403 for another than the session's.
 */
export function requireSessionAtSupplier(db: Database, req: Request): CustomerSession {
  const session = requireCustomerSession(db, req);
  const supplier = findSupplier(db, req.params.idfornecedor ?? "");
  if (!supplier) throw notFound(MESSAGES.supplierNotFound);
  if (supplier.idfornecedor !== session.idfornecedor) throw forbidden();
  return session;
}

/** The supplier the storefront names in `X-idfornecedor`, when it names a known one. */
export function supplierInView(db: Database, req: Request): SupplierRow | undefined {
  const ref = req.get("x-idfornecedor")?.trim();
  return ref ? findSupplier(db, ref) : undefined;
}
