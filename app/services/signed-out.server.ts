import { z } from "zod";
import { getEnv } from "./env.server";
import { cookieValue, open, seal, sealedCookieHeader } from "./sealed-cookie.server";

/**
 * Who logged out of this browser in the last SIGNED_OUT_SECONDS, in `commerce-signed-out`
 * (HttpOnly, sealed like the checkout draft): a checkout left open in another tab and sent after
 * that logout has no session left to say whose it was, and without this its draft would go to
 * whoever logs in next from the checkout's login page, on a shared computer someone else (ADR 0016).
 */
const SIGNED_OUT_COOKIE = "commerce-signed-out";
/** As long as a checkout draft is kept (checkout/checkout-draft.server.ts). */
export const SIGNED_OUT_SECONDS = 15 * 60;
const SignedOutSchema = z.object({
  idfornecedor: z.string().max(80),
  idcliente: z.string().max(40),
  at: z.number().int(),
});

/** The Set-Cookie header a logout of this customer at this supplier leaves behind (ADR 0016). */
export function signedOutHeader(idfornecedor: string, idcliente: string, now = Date.now()): string {
  return sealedCookieHeader(
    SIGNED_OUT_COOKIE,
    seal({ idfornecedor, idcliente, at: now }, getEnv().SESSION_SECRET, SIGNED_OUT_COOKIE),
    SIGNED_OUT_SECONDS,
  );
}

/**
 * The Set-Cookie header that forgets the logout's marker, when the request carries one: a login
 * makes the browser someone's again, so a checkout whose session ends after it is no longer taken
 * for the customer who logged out before (ADR 0016). Null when there is none.
 */
export function clearSignedOutHeader(request: Request): string | null {
  return cookieValue(request, SIGNED_OUT_COOKIE) === undefined ? null : sealedCookieHeader(SIGNED_OUT_COOKIE, "", 0);
}

/** The customer who logged out of this supplier in this browser within SIGNED_OUT_SECONDS; null when none. */
export function signedOutCustomer(request: Request, idfornecedor: string, now: number): string | null {
  const value = cookieValue(request, SIGNED_OUT_COOKIE);
  const marker = value ? open(value, getEnv().SESSION_SECRET, SIGNED_OUT_COOKIE, SignedOutSchema) : null;
  const fresh =
    marker !== null &&
    marker.idfornecedor === idfornecedor &&
    marker.at <= now &&
    now - marker.at < SIGNED_OUT_SECONDS * 1000;
  return fresh ? marker.idcliente : null;
}
