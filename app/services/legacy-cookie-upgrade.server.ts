import { createCookie } from "@remix-run/node";
import { consentInEffect } from "~/models/consent/consent";
import { createConfidentialCookie } from "./confidential-cookie.server";
import { readConsentChoice, rememberedLifetime } from "./consent.server";
import { DELIVERY_CHOICE_MAX_AGE_S } from "./delivery/delivery-choice.server";
import { getEnv } from "./env.server";
import { REMEMBERED_COUPON_MAX_AGE_S } from "./remembered-coupon.server";

/**
 * The last moment a confidential cookie signed before ADR 0052 is read and re-issued encrypted: 30
 * days after the release that encrypted them (the longest a signed one could still be alive). After
 * it, a signed cookie (one copied from a log, say) reads as no cookie.
 */
export const LEGACY_COOKIES_ACCEPTED_UNTIL = new Date("2026-12-29T00:00:00Z");

/**
 * The cookies that carry a token or personal data (ADR 0052), and how long one is kept when it is
 * re-issued encrypted from a cookie signed before: as its own writer keeps it (undefined: until the
 * browser closes; `remembered`: a preference that lasts its writer's Max-Age with the "session"
 * consent, the visit only without it, ADR 0041).
 */
const CONFIDENTIAL_COOKIES: Readonly<Record<string, { maxAge?: number; remembered?: true }>> = {
  /** The customer (name, e-mail, CPF), the chat token, a representative's own token. */
  "commerce-session": { maxAge: 60 * 60 * 12 },
  /** The upstream's bearer token. */
  "commerce-auth-token": { maxAge: 60 * 60 * 12 },
  /** The CEP, the place on the map and the address chosen for delivery. */
  "commerce-entrega": { maxAge: DELIVERY_CHOICE_MAX_AGE_S, remembered: true },
  /** A customer's id and coupon across a logout. */
  "commerce-cupom": { maxAge: REMEMBERED_COUPON_MAX_AGE_S, remembered: true },
  /** A customer's id and their last order's number. */
  "commerce-ultimo-pedido": { maxAge: 60 * 60 * 12 },
  /** A one-time message, which may name the shopper or what they typed. */
  "commerce-flash": {},
};

/** The value a cookie signed before ADR 0052 holds when one of the secrets signed it; null otherwise. */
async function legacyValue(name: string, value: string): Promise<unknown> {
  try {
    return await createCookie(name, { secrets: getEnv().SESSION_SECRET }).parse(`${name}=${value}`);
  } catch {
    return null;
  }
}

export type CookieUpgrade = {
  /** The request's Cookie header with each signed confidential cookie replaced by its encrypted value (or dropped, past the date). */
  cookieHeader: string;
  /** The Set-Cookie headers that give the browser the encrypted cookies (or forget the signed ones, past the date), by name. */
  setCookies: Map<string, string>;
};

/**
 * A request's confidential cookies signed before ADR 0052 (readable base64 and a signature: a dot
 * in the value, which an encrypted value never has), read once and encrypted until
 * LEGACY_COOKIES_ACCEPTED_UNTIL: nobody is logged out by the upgrade. After that date they are
 * dropped from the request and forgotten by the browser. Null when it holds none that a secret
 * signed (before the date) or none at all (after it).
 */
export async function upgradeSignedCookies(cookieHeader: string, now = new Date()): Promise<CookieUpgrade | null> {
  const setCookies = new Map<string, string>();
  const accepted = now.getTime() <= LEGACY_COOKIES_ACCEPTED_UNTIL.getTime();
  const parts = cookieHeader.split(";");
  let lifetime: { maxAge?: undefined } | undefined;
  for (const [index, part] of parts.entries()) {
    const separator = part.indexOf("=");
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (separator <= 0 || !Object.hasOwn(CONFIDENTIAL_COOKIES, name) || !value.includes(".")) continue;
    if (!accepted) {
      parts[index] = "";
      setCookies.set(name, await createConfidentialCookie(name).serialize("", { maxAge: 0 }));
      continue;
    }
    const content = await legacyValue(name, value);
    if (content === null || content === "") continue;
    const { maxAge, remembered } = CONFIDENTIAL_COOKIES[name]!;
    // As the cookie's own writer does: without the "session" consent a remembered preference lasts the visit.
    lifetime ??= rememberedLifetime(consentInEffect(await readConsentChoice(cookieHeader)));
    const line = await createConfidentialCookie(name, { maxAge }).serialize(content, remembered ? lifetime : {});
    parts[index] = ` ${line.split(";")[0]!}`;
    setCookies.set(name, line);
  }
  const header = parts
    .filter((part) => part.trim() !== "")
    .join(";")
    .trim();
  return setCookies.size > 0 ? { cookieHeader: header, setCookies } : null;
}
