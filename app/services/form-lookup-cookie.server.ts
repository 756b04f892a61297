import { sealedCookieHeader } from "./sealed-cookie.server";

/** The cookie a lookup without JavaScript keeps the typed form in for the page after it (form-lookup.server.ts, ADR 0033). */
export const LOOKUP_COOKIE = "commerce-consulta";

/** The Set-Cookie header that forgets it: once shown, and when the shopper's session ends (end-session.server.ts). */
export const clearLookupHeader = () => sealedCookieHeader(LOOKUP_COOKIE, "", 0);
