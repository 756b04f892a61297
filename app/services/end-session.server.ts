import { clearAuthTokenHeader } from "./auth-cookie.server";
import { clearAccountSessionHeader } from "./session.server";

/** The Set-Cookie headers that forget the shopper: the auth token and the account session. */
export async function endSessionHeaders(): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await clearAuthTokenHeader());
  headers.append("Set-Cookie", await clearAccountSessionHeader());
  return headers;
}
