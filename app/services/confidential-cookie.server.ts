import { createCookie, type Cookie, type CookieOptions } from "@remix-run/node";
import { z } from "zod";
import { signedCookieOptions } from "./cookie-options.server";
import { getEnv } from "./env.server";
import { open, seal } from "./sealed-cookie.server";

/**
 * The cookies that carry a token or personal data (ADR 0052), and how long one is kept when it is
 * re-issued encrypted from a cookie signed before (undefined: until the browser closes).
 */
export const CONFIDENTIAL_COOKIES: Readonly<Record<string, number | undefined>> = {
  /** The customer (name, e-mail, CPF), the chat token, a representative's own token. */
  "commerce-session": 60 * 60 * 12,
  /** The upstream's bearer token. */
  "commerce-auth-token": 60 * 60 * 12,
  /** The CEP, the place on the map and the address chosen for delivery (kept as long as consent says: a visit here). */
  "commerce-entrega": undefined,
  /** A customer's id and coupon across a logout. */
  "commerce-cupom": undefined,
  /** A customer's id and their last order's number. */
  "commerce-ultimo-pedido": 60 * 60 * 12,
  /** A one-time message, which may name the shopper or what they typed. */
  "commerce-flash": undefined,
};

const Anything = z.unknown();

/** A cookie's raw value in a Cookie header; undefined when it has none. */
function rawValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** A Set-Cookie header (the attributes Remix's cookies write). */
function setCookieHeader(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
    parts.push(`Expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`);
  } else if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  parts.push(`Path=${options.path ?? "/"}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  const sameSite = options.sameSite === true ? "strict" : options.sameSite || "lax";
  parts.push(`SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`);
  return parts.join("; ");
}

/**
 * A cookie whose value the browser keeps but neither reads nor changes (ADR 0052): any JSON value,
 * encrypted and authenticated with AES-256-GCM under a key derived from the first SESSION_SECRET
 * for this cookie's name (any of them opens it: rotation). It is a Remix cookie: a session storage
 * or a route uses it as one. A value that does not open (another site's key, tampered with, cut
 * short) reads as no cookie.
 */
export function createConfidentialCookie(name: string, options: CookieOptions = {}): Cookie {
  const settings = (): CookieOptions => ({ ...signedCookieOptions(), ...options });
  return {
    name,
    isSigned: true,
    get expires() {
      const { maxAge, expires } = settings();
      return maxAge !== undefined ? new Date(Date.now() + maxAge * 1000) : expires;
    },
    async parse(cookieHeader) {
      const value = cookieHeader ? rawValue(cookieHeader, name) : undefined;
      if (value === undefined) return null;
      if (value === "") return "";
      return open(value, getEnv().SESSION_SECRET, name, Anything);
    },
    async serialize(value, overrides) {
      const sealed = value === "" ? "" : seal(value, getEnv().SESSION_SECRET, name);
      return setCookieHeader(name, sealed, { ...settings(), ...overrides });
    },
  };
}

/** The value a cookie signed before ADR 0052 holds when one of the secrets signed it; null otherwise. */
async function legacyValue(name: string, value: string): Promise<unknown> {
  try {
    return await createCookie(name, { secrets: getEnv().SESSION_SECRET }).parse(`${name}=${value}`);
  } catch {
    return null;
  }
}

export type CookieUpgrade = {
  /** The request's Cookie header with each signed confidential cookie replaced by its encrypted value. */
  cookieHeader: string;
  /** The Set-Cookie headers that give the browser the encrypted cookies, by name. */
  setCookies: Map<string, string>;
};

/**
 * A request's confidential cookies signed before ADR 0052 (readable base64 and a signature: a dot
 * in the value, which an encrypted value never has), read once and encrypted: nobody is logged
 * out by the upgrade. Null when it holds none that a secret signed.
 */
export async function upgradeSignedCookies(cookieHeader: string): Promise<CookieUpgrade | null> {
  const setCookies = new Map<string, string>();
  const parts = cookieHeader.split(";");
  for (const [index, part] of parts.entries()) {
    const separator = part.indexOf("=");
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (separator <= 0 || !Object.hasOwn(CONFIDENTIAL_COOKIES, name) || !value.includes(".")) continue;
    const content = await legacyValue(name, value);
    if (content === null || content === "") continue;
    const line = await createConfidentialCookie(name, { maxAge: CONFIDENTIAL_COOKIES[name] }).serialize(content);
    parts[index] = ` ${line.split(";")[0]!}`;
    setCookies.set(name, line);
  }
  return setCookies.size > 0 ? { cookieHeader: parts.join(";").trim(), setCookies } : null;
}
