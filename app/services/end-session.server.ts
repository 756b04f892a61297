import { clearAuthTokenHeader } from "./auth-cookie.server";
import { clearLookupHeader } from "./form-lookup-cookie.server";
import { clearAccountSessionHeader } from "./session.server";

/**
 * The Set-Cookie headers that forget the shopper: the auth token, the account session and what a
 * lookup kept of a form they typed (ADR 0033), which the next person at this browser must not see.
 */
export async function endSessionHeaders(): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await clearAuthTokenHeader());
  headers.append("Set-Cookie", await clearAccountSessionHeader());
  headers.append("Set-Cookie", clearLookupHeader());
  return headers;
}
