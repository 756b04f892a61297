import type { Cookie, CookieOptions } from "@remix-run/node";
import { z } from "zod";
import { signedCookieOptions } from "./cookie-options.server";
import { getEnv } from "./env.server";
import { open, seal } from "./sealed-cookie.server";

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
