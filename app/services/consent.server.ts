import { createCookie } from "@remix-run/node";
import { consentInEffect, parseConsent, serialiseConsent, type CookieConsent } from "~/models/consent/consent";
import { signedCookieOptions } from "./cookie-options.server";

/** Six months: the choice is asked again after that (ADR 0041). */
const MAX_AGE_S = 60 * 60 * 24 * 180;

/** The shopper's cookie preferences, in a signed cookie of their own (ADR 0041). */
const consentCookie = () => createCookie("commerce-cookies", { ...signedCookieOptions(), maxAge: MAX_AGE_S });

/** The choice this browser made; null when none, or when the cookie is not one this server signed (the banner again). */
export async function readConsentChoice(cookieHeader: string | null | undefined): Promise<CookieConsent | null> {
  try {
    return parseConsent(await consentCookie().parse(cookieHeader ?? null));
  } catch {
    return null;
  }
}

/** The Set-Cookie header that keeps a choice. */
export function consentCookieHeader(consent: CookieConsent): Promise<string> {
  return consentCookie().serialize(serialiseConsent(consent));
}

/**
 * How long a remembered preference (the delivery choice, the coupon kept across a logout) lives:
 * as long as its own cookie says, or, without the "session" flag, only until the browser is closed
 * (no Max-Age): nothing is remembered beyond the visit (ADR 0041).
 */
export function rememberedLifetime(consent: CookieConsent): { maxAge?: undefined } {
  return consent.session ? {} : { maxAge: undefined };
}

/** rememberedLifetime of the request's choice (the spec's defaults before one). */
export async function rememberedLifetimeOf(request: Request): Promise<{ maxAge?: undefined }> {
  return rememberedLifetime(consentInEffect(await readConsentChoice(request.headers.get("Cookie"))));
}
