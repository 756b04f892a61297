import { createConfidentialCookie } from "./confidential-cookie.server";

const DEFAULT_MAX_AGE_SECONDS = 60 * 60 * 12;

/** The auth token cookie of docs/rules/storefront.md "Sessions and cookies": `commerce-auth-token`, HttpOnly, SameSite=Lax, Secure in production, encrypted (ADR 0052). */
function authTokenCookie() {
  return createConfidentialCookie("commerce-auth-token");
}

export async function readAuthToken(request: Request): Promise<string | null> {
  const value: unknown = await authTokenCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

/** Keeps the token until the upstream says it expires (12 hours when it does not say). */
export function setAuthTokenHeader(token: string, expiresAt: string | null, now = Date.now()): Promise<string> {
  const until = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const maxAge = Number.isFinite(until) ? Math.max(60, Math.floor((until - now) / 1000)) : DEFAULT_MAX_AGE_SECONDS;
  return authTokenCookie().serialize(token, { maxAge });
}

export function clearAuthTokenHeader(): Promise<string> {
  return authTokenCookie().serialize("", { maxAge: 0 });
}
