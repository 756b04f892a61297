import { createCookie } from "@remix-run/node";
import { signedCookieOptions } from "./cookie-options.server";

/** The auth token cookie of spec §9: `commerce-auth-token`, HttpOnly, SameSite=Lax, Secure in production. */
export function authTokenCookie() {
  return createCookie("commerce-auth-token", { ...signedCookieOptions(), maxAge: 60 * 60 * 24 * 30 });
}

export async function readAuthToken(request: Request): Promise<string | null> {
  const value: unknown = await authTokenCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

export function clearAuthTokenHeader(): Promise<string> {
  return authTokenCookie().serialize("", { maxAge: 0 });
}
