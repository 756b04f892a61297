import { z } from "zod";
import { createConfidentialCookie } from "../confidential-cookie.server";

/**
 * The last order this browser placed at a store, for that customer (ADR 0027): the checkout, opened
 * again with the cart the order emptied (the back button, with or without JavaScript), says
 * "Pedido N recebido." with a link to it instead of an empty form. An encrypted cookie (ADR 0052), HttpOnly, kept
 * as long as a login: nothing in it is secret (the order number, whose page only its customer opens)
 * and it is read only for the same store and customer.
 */
const LastOrderSchema = z.object({
  idfornecedor: z.string().max(80),
  idcliente: z.string().max(40),
  numpedido: z.string().regex(/^\d{1,20}$/),
});

/** Twelve hours: as long as a login lasts. */
const MAX_AGE_S = 60 * 60 * 12;

const cookie = () => createConfidentialCookie("commerce-ultimo-pedido", { maxAge: MAX_AGE_S });

/** The Set-Cookie header that remembers the order this request placed. */
export function lastOrderHeader(idfornecedor: string, idcliente: string, numpedido: string): Promise<string> {
  return cookie().serialize({ idfornecedor, idcliente, numpedido });
}

/** The last order this customer placed at this store from this browser, or null. */
export async function lastOrder(request: Request, idfornecedor: string, idcliente: string): Promise<string | null> {
  const parsed = LastOrderSchema.safeParse(await cookie().parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.idfornecedor === idfornecedor && parsed.data.idcliente === idcliente
    ? parsed.data.numpedido
    : null;
}
