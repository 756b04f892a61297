import { z } from "zod";
import { CouponCodeSchema } from "~/models/coupon-choice";
import type { AccountSession } from "./session.server";
import { createConfidentialCookie } from "./confidential-cookie.server";

/**
 * The manual coupon of a cart across a logout in this browser (ADR 0020). The session cookie goes at
 * logout; this one keeps the code the cart had, for that customer at that supplier only, so that
 * their next login here applies it again when the upstream keeps no coupon with the cart (call 40
 * without `cupomManual`). Where the upstream keeps it, its word wins and this cookie is not read.
 * It is used once: the login that reads it forgets it, so that a coupon removed after that login
 * does not come back at a later one.
 */
const RememberedCouponSchema = z.object({
  idfornecedor: z.string().max(60),
  idcliente: z.string().max(20),
  codigoCupom: CouponCodeSchema,
});

/** Thirty days: a shopper who comes back within a month finds the cart as they left it. */
export const REMEMBERED_COUPON_MAX_AGE_S = 60 * 60 * 24 * 30;

const cookie = () => createConfidentialCookie("commerce-cupom", { maxAge: REMEMBERED_COUPON_MAX_AGE_S });

/** The Set-Cookie header at logout: the session's manual coupon kept, or any earlier one forgotten. */
export async function rememberCouponHeader(
  session: AccountSession,
  lifetime: { maxAge?: undefined } = {},
): Promise<string> {
  const codigoCupom = session.carrinho?.codigoCupom ?? null;
  const idcliente = session.cliente?.idcliente;
  if (!codigoCupom || idcliente === undefined) return cookie().serialize("", { maxAge: 0 });
  return cookie().serialize(
    { idfornecedor: session.idfornecedor, idcliente: String(idcliente), codigoCupom },
    lifetime,
  );
}

/**
 * The coupon this customer's cart had at this supplier in this browser: the current session's (a
 * login form posted again while logged in), else the one kept at the last logout; null for none.
 */
export async function heldCoupon(
  request: Request,
  current: AccountSession | null,
  idfornecedor: string,
  idcliente: string,
): Promise<string | null> {
  if (
    current &&
    current.idfornecedor === idfornecedor &&
    String(current.cliente?.idcliente) === idcliente &&
    current.carrinho?.codigoCupom
  ) {
    return current.carrinho.codigoCupom;
  }
  const parsed = RememberedCouponSchema.safeParse(await cookie().parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.idfornecedor === idfornecedor && parsed.data.idcliente === idcliente
    ? parsed.data.codigoCupom
    : null;
}

/** The Set-Cookie header that forgets the kept coupon once a login has read it; null when this browser keeps none. */
export async function forgetRememberedCouponHeader(request: Request): Promise<string | null> {
  if ((await cookie().parse(request.headers.get("Cookie"))) === null) return null;
  return cookie().serialize("", { maxAge: 0 });
}
